import type { StoredBacktestResults } from '@stratblocks/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import RunHistoryView from '../src/features/builder/components/run-history-view';
import { emptyDocument, type BuilderDocument } from '../src/features/builder/model/document';
import { historyKey } from '../src/features/builder/model/run-history';
import { recordSweepCells, useRunHistory } from '../src/features/builder/run-history-store';
import { withLayout } from './support/dom';

withLayout();

/** A run's results: its headline metrics and no equity (the chart is left out of jsdom). */
function results(metrics: Record<string, number>): StoredBacktestResults {
  return { performance_metrics: metrics, chart_data: {}, closed_trades: [] };
}

function withSmaPeriod(period: number): BuilderDocument {
  return {
    ...emptyDocument(),
    entryLogicRows: [{ id: 1, elements: [{ name: 'SMA', properties: { period } }], dropped: true }],
  };
}

beforeEach(() => {
  localStorage.clear();
  useRunHistory.setState({ key: null, entries: [], compared: null });
});

describe('the Run History tab', () => {
  it('leaves Compare with previous run disabled until there are two runs', () => {
    useRunHistory.getState().open(null);
    useRunHistory
      .getState()
      .record(
        { document: withSmaPeriod(20), results: results({ total_return: 10, total_trades: 4 }) },
        new Date(2026, 0, 2, 10, 42),
      );
    render(<RunHistoryView />);
    expect(screen.getByRole('region', { name: 'Run history' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Compare with previous run' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous run' }));
    expect(screen.queryByRole('region', { name: 'Run comparison' })).toBeNull();
  });

  it('names each run by its time and change, and shows the deltas marked in words', () => {
    const history = useRunHistory.getState();
    history.open(null);
    history.record(
      { document: withSmaPeriod(20), results: results({ total_return: 10, max_drawdown: -4 }) },
      new Date(2026, 0, 2, 10, 42),
    );
    useRunHistory
      .getState()
      .record(
        { document: withSmaPeriod(30), results: results({ total_return: 12.5, max_drawdown: -6 }) },
        new Date(2026, 0, 2, 10, 45),
      );
    const { unmount } = render(<RunHistoryView />);
    const list = screen.getByRole('region', { name: 'Run history' });
    expect(within(list).getByRole('button', { name: /This run at 10:45: SMA period 20 -> 30/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /Run at 10:42: First run/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous run' }));
    const comparison = screen.getByRole('region', { name: 'Run comparison' });
    const cells = (metric: string) => {
      const row = within(comparison).getByRole('rowheader', { name: metric }).closest('tr');
      return within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    };
    // 12.50 % against 10.00 %: 2.50 points more, better; -6 % against -4 %: 2 points deeper, worse.
    expect(cells('Total return')).toEqual(['12.50%', '10.00%', '+2.50%', ' Better']);
    expect(cells('Max drawdown')).toEqual(['-6.00%', '-4.00%', '-2.00%', ' Worse']);

    // A reload: the store starts empty and reads the history and the comparison back.
    unmount();
    useRunHistory.setState({ key: null, entries: [], compared: null });
    render(<RunHistoryView />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Run comparison' })).toBeTruthy();
    expect(localStorage.getItem(historyKey(null))).toContain('SMA period 20 -> 30');
  });

  it('puts a sweep’s best cells in the history, the best last, named by what they change', () => {
    const open = withSmaPeriod(20);
    recordSweepCells(null, open, [
      { document: withSmaPeriod(30), metrics: { total_return: 15, max_drawdown: -3, sharpe_ratio: null } },
      { document: withSmaPeriod(40), metrics: { total_return: 11, max_drawdown: -2, sharpe_ratio: null } },
      { document: withSmaPeriod(10), metrics: { total_return: 9, max_drawdown: -9, sharpe_ratio: null } },
    ]);
    render(<RunHistoryView />);
    const list = screen.getByRole('region', { name: 'Run history' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((button) => button.textContent);
    expect(names).toHaveLength(3);
    expect(names[0]).toMatch(/^This sweep cell at \d\d:\d\d: SMA period 20 -> 30/);
    expect(names[1]).toMatch(/^Sweep cell at \d\d:\d\d: SMA period 20 -> 40/);
    expect(names[2]).toMatch(/^Sweep cell at \d\d:\d\d: SMA period 20 -> 10/);

    fireEvent.click(screen.getByRole('button', { name: 'Compare with previous run' }));
    const comparison = screen.getByRole('region', { name: 'Run comparison' });
    const row = within(comparison).getByRole('rowheader', { name: 'Total return' }).closest('tr');
    // The best (15 %) against the second (11 %): 4 points more.
    expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15.00%', '11.00%', '+4.00%', ' Better']);
    expect(within(comparison).getByText(/share no day of equity/)).toBeTruthy();
  });
});
