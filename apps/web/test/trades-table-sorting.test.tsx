import type { ClosedTrade } from '@stratblocks/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { STRATEGY_SUMMARY_TRADE_COLUMNS, TradesTable } from '../src/features/backtests';
import { withLayout } from './support/dom';
import { engineRun, longShortRequest, type EngineRun } from './support/engine-run';

// Tall enough that every trade of the run is rendered (the rows are virtualised).
withLayout({ height: 4000 });

let run: EngineRun;
beforeAll(() => {
  run = engineRun(longShortRequest());
});

function bodyRows(): HTMLElement[] {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1' && row.getAttribute('aria-hidden') !== 'true');
}

/** The text of one column, top to bottom. */
function column(index: number): string[] {
  return bodyRows().map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');
}

// Header cells and their buttons found by text (role queries over hundreds of cells are slow in jsdom).
function header(name: string): HTMLElement {
  const cell = [...document.querySelectorAll('th')].find((th) => th.textContent === name);
  if (!cell) throw new Error(`No header cell for ${name}`);
  return cell;
}

function sortButton(name: string): HTMLElement {
  const button = header(name).querySelector('button');
  if (!button) throw new Error(`No sort button in ${name}`);
  return button;
}

const usd = (value: number) =>
  `${value < 0 ? '-' : ''}$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(value))}`;

// Rendering and clicking through a few hundred cells takes seconds in jsdom on a busy machine.
describe('the trades table', { timeout: 20_000 }, () => {
  it('lists every trade of a real run in exit order, with the engine’s figures', () => {
    render(<TradesTable trades={run.results.closed_trades} />);
    const trades = run.results.closed_trades;
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe(String(trades.length + 1));
    expect(bodyRows()).toHaveLength(trades.length);
    expect(column(7)).toEqual(trades.map((trade) => usd(trade.pnl)));
    expect(column(9)).toEqual(trades.map((trade) => usd(trade.commission)));
    expect(column(3)).toEqual(trades.map((trade) => (trade.type === 'long' ? 'Long' : 'Short')));
    expect(column(11)).toEqual(trades.map((trade) => String(trade.bars_held)));
    expect(screen.getByText(String(trades.length)).closest('p')?.textContent).toBe(
      `${trades.length} closed trades`,
    );
  });

  it('has a header cell for each column the spec lists', () => {
    render(<TradesTable trades={run.results.closed_trades} />);
    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Entry date',
      'Exit date',
      'Ticker',
      'Type',
      'Entry price',
      'Exit price',
      'Size',
      'P&L ($)',
      'P&L %',
      'Commission',
      'Exit reason',
      'Bars held',
    ]);
  });

  it('sorts by P&L with a click: ascending, then descending, then back to exit order', async () => {
    const user = userEvent.setup();
    render(<TradesTable trades={run.results.closed_trades} />);
    const pnls = run.results.closed_trades.map((trade) => trade.pnl);
    expect(header('P&L ($)').getAttribute('aria-sort')).toBe('none');

    await user.click(sortButton('P&L ($)'));
    // TanStack starts numbers descending (largest first), as traders look for the best trades first.
    const firstDirection = header('P&L ($)').getAttribute('aria-sort');
    const sorted = [...pnls].sort((a, b) => a - b);
    expect(column(7)).toEqual((firstDirection === 'ascending' ? sorted : sorted.reverse()).map(usd));

    await user.click(sortButton('P&L ($)'));
    expect(header('P&L ($)').getAttribute('aria-sort')).toBe(
      firstDirection === 'ascending' ? 'descending' : 'ascending',
    );
    expect(column(7)).toEqual(
      [...pnls].sort((a, b) => (firstDirection === 'ascending' ? b - a : a - b)).map(usd),
    );

    await user.click(sortButton('P&L ($)'));
    expect(header('P&L ($)').getAttribute('aria-sort')).toBe('none');
    expect(column(7)).toEqual(pnls.map(usd));
  });

  it('sorts by keyboard: Enter and Space on a header button', async () => {
    const user = userEvent.setup();
    render(<TradesTable trades={run.results.closed_trades} />);
    const type = sortButton('Type');
    type.focus();
    await user.keyboard('{Enter}');
    expect(header('Type').getAttribute('aria-sort')).toBe('ascending');
    expect(column(3)).toEqual([...column(3)].sort());
    await user.keyboard(' ');
    expect(header('Type').getAttribute('aria-sort')).toBe('descending');
    expect(column(3)[0]).toBe('Short');
  });

  it('sorts every column', async () => {
    const user = userEvent.setup();
    render(<TradesTable trades={run.results.closed_trades.slice(0, 8)} />);
    for (const name of [
      'Entry date',
      'Exit date',
      'Ticker',
      'Entry price',
      'Exit price',
      'Size',
      'P&L %',
      'Commission',
      'Exit reason',
      'Bars held',
    ]) {
      await user.click(sortButton(name));
      expect(header(name).getAttribute('aria-sort'), name).not.toBe('none');
    }
  });

  it('explains the flags: closed at end of data, and an ambiguous bar', async () => {
    const user = userEvent.setup();
    const last = run.results.closed_trades.at(-1);
    expect(last?.closed_at_end).toBe(true);
    const first = run.results.closed_trades[0];
    if (!last || !first) throw new Error('The run has no trade');
    const ambiguous: ClosedTrade = {
      ...first,
      exit_reason: 'stop_loss',
      exit_block: 'Stop Loss %',
      ambiguous: true,
    };
    render(<TradesTable trades={[ambiguous, last]} />);
    const flag = screen.getByRole('button', { name: /^Ambiguous bar/ });
    expect(flag.closest('td')?.textContent).toBe('Stop loss(Stop Loss %)Ambiguous bar');
    await user.hover(flag);
    expect((await screen.findByRole('tooltip')).textContent).toContain(
      'This bar touched both the stop and the target; the stop was taken, as the execution model says.',
    );
    const closedAtEnd = screen.getByRole('button', { name: /^Closed at end/ });
    expect(closedAtEnd.closest('td')?.textContent).toContain('End of data');
  });

  it('shows N/A for fields missing from trades saved by an older version, and sorts them last', async () => {
    const user = userEvent.setup();
    const stored = [
      { entry_date: '2024-01-02', exit_date: '2024-01-09', ticker: 'SPY', type: 'long', pnl: 12.5 },
      { entry_date: '2024-02-01', exit_date: '2024-02-05', ticker: 'SPY', type: 'short' },
      { entry_date: '2024-03-01', exit_date: '2024-03-04', ticker: 'SPY', type: 'long', pnl: -4 },
    ];
    render(<TradesTable trades={stored} columns={STRATEGY_SUMMARY_TRADE_COLUMNS} />);
    expect(within(screen.getByRole('table')).getAllByRole('columnheader')).toHaveLength(9);
    expect(column(7)).toEqual(['$12.50', 'N/A', '-$4.00']);
    await user.click(sortButton('P&L ($)'));
    expect(column(7).at(-1)).toBe('N/A');
    await user.click(sortButton('P&L ($)'));
    expect(column(7).at(-1)).toBe('N/A');
  });

  it('says when a run closed no trade, and when there is no run yet', () => {
    const { unmount } = render(<TradesTable trades={[]} />);
    expect(screen.getByText('No closed trades')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    render(<TradesTable trades={undefined} />);
    expect(screen.getByText('No trades yet')).toBeTruthy();
  });
});

describe('the trades table with thousands of rows', () => {
  withLayout({ height: 400 });

  it('renders only the rows in view, and announces the full count', () => {
    const trades = run.results.closed_trades;
    const many = Array.from({ length: 10_000 }, (_, index) => trades[index % trades.length]);
    render(<TradesTable trades={many} />);
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('10001');
    expect(screen.getByText('10,000').closest('p')?.textContent).toBe('10,000 closed trades');
  });
});
