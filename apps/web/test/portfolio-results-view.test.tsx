import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PortfolioResults } from '../src/features/backtests';
import { completeResults, toStoredResults, withStreamPart } from '../src/features/backtests/run/stream-parts';
import { withLayout } from './support/dom';

withLayout({ height: 4000 });

const SHARED = {
  mode: 'shared',
  symbols: [
    { ticker: 'XLK', trades: 2, win_rate: 50, net_pnl: 120, contribution: 1.2, exposure: 30 },
    { ticker: 'XLF', trades: 1, win_rate: 100, net_pnl: 400, contribution: 4, exposure: 10 },
    { ticker: 'XLE', trades: 1, win_rate: 0, net_pnl: -50, contribution: -0.5, exposure: 5 },
  ],
};

const SCAN = {
  mode: 'separate',
  rows: [
    {
      ticker: 'AAPL',
      total_return: 10,
      sharpe_ratio: 1,
      max_drawdown: 5,
      win_rate: 60,
      total_trades: 5,
      buy_and_hold_return: 20,
    },
    {
      ticker: 'MSFT',
      total_return: -4,
      sharpe_ratio: null,
      max_drawdown: 9,
      win_rate: null,
      total_trades: 0,
      buy_and_hold_return: 8,
    },
  ],
  average: {
    total_return: 3,
    sharpe_ratio: 1,
    max_drawdown: 7,
    win_rate: 60,
    total_trades: 2.5,
    buy_and_hold_return: 14,
  },
  median: {
    total_return: 3,
    sharpe_ratio: 1,
    max_drawdown: 7,
    win_rate: 60,
    total_trades: 2.5,
    buy_and_hold_return: 14,
  },
};

function trade(ticker: string, index: number) {
  return {
    entry_date: `2024-01-0${index}`,
    exit_date: `2024-01-0${index + 1}`,
    ticker,
    side: 'long',
    entry_price: 10,
    exit_price: 11,
    quantity: 1,
    pnl: 1,
    return_pct: 10,
  };
}

describe('portfolio results', () => {
  it('reads the stream portfolio part; a scan is complete with its rows alone', () => {
    const results = withStreamPart({}, 'portfolio', JSON.stringify(SCAN));
    const complete = completeResults(results);
    expect(complete).toEqual({ portfolio: SCAN });
    if (!complete) throw new Error('The scan did not complete');
    expect(toStoredResults(complete)).toEqual({
      chart_data: {},
      performance_metrics: {},
      closed_trades: [],
      portfolio: SCAN,
    });
    expect(withStreamPart({}, 'portfolio', '{"mode":"shared"}')).toEqual({});
  });

  it('sorts the per-symbol table by a header and opens a symbol’s trades from its row', async () => {
    const user = userEvent.setup();
    render(
      <PortfolioResults portfolio={SHARED} trades={[trade('XLK', 1), trade('XLF', 3), trade('XLK', 5)]} />,
    );
    const table = screen.getByRole('table', { name: 'Per-symbol results' });
    const tickers = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('td')?.textContent);
    expect(tickers()).toEqual(['XLK', 'XLF', 'XLE']);
    // Figures sort largest first on the first click, as the trades table's.
    await user.click(within(table).getByRole('button', { name: 'Net P&L' }));
    expect(tickers()).toEqual(['XLF', 'XLK', 'XLE']);
    await user.click(within(table).getByRole('button', { name: 'Net P&L' }));
    expect(tickers()).toEqual(['XLE', 'XLK', 'XLF']);

    await user.click(screen.getByRole('button', { name: 'Show XLK trades' }));
    expect(screen.getByRole('combobox', { name: 'Ticker' })).toHaveProperty('value', 'XLK');
    expect(screen.getByText(/closed/).textContent).toContain('2');
  });

  it('shows a scan with its average and median rows', () => {
    render(<PortfolioResults portfolio={SCAN} trades={[]} />);
    const table = screen.getByRole('table', { name: 'Scan results' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.querySelector('td')?.textContent);
    expect(rows.slice(1)).toEqual(['AAPL', 'MSFT', 'Average', 'Median']);
    expect(within(table).getByText('+10.00%')).toBeTruthy();
  });
});
