import { SweepResultSchema, type SweepResult } from '@stratblocks/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SweepResultsView } from '../src/features/research/components/sweep-results-view';
import { parameter } from './research-lab/trimmed-sweep';

/**
 * A whole (untrimmed) two-parameter sweep: up to 2,500 combinations its heat map is a table of
 * buttons, one per combination; above, the grid is drawn on a canvas and the best combinations are
 * listed in a table whose rows apply them.
 */

/** fast x slow with a Sharpe ratio peaking at fast 20, slow 50. */
function grid(fastCount: number, slowCount: number): SweepResult {
  const fast = Array.from({ length: fastCount }, (_, index) => index + 5);
  const slow = Array.from({ length: slowCount }, (_, index) => index + 20);
  const cells = fast.flatMap((f) =>
    slow.map((s) => {
      const sharpe = 2 - Math.abs(f - 20) / 10 - Math.abs(s - 50) / 20;
      return {
        values: [f, s],
        objective: sharpe,
        trades: 10 + ((f + s) % 7),
        metrics: {
          total_return: sharpe * 10,
          annualized_return: sharpe,
          max_drawdown: -5,
          sharpe_ratio: sharpe,
          sortino_ratio: null,
          calmar_ratio: null,
          profit_factor: null,
          sqn: null,
          win_rate: null,
          total_trades: 10,
          gross_profit: 100,
        },
      };
    }),
  );
  const ranking = cells
    .map((cell, index) => ({ index, sharpe: cell.objective }))
    .sort((a, b) => b.sharpe - a.sharpe || a.index - b.index)
    .map((entry) => entry.index);
  return SweepResultSchema.parse({
    objective: 'sharpe',
    parameters: [parameter('fast', fast), parameter('slow', slow)],
    cells,
    ranking,
    best: ranking[0],
    warnings: [],
  });
}

describe('a large two-parameter sweep', () => {
  afterEach(cleanup);

  it('draws more than 2,500 combinations on a canvas and lists the best; a row applies its combination', () => {
    const onApply = vi.fn();
    render(<SweepResultsView result={grid(60, 70)} onApply={onApply} tableRows={5} />);
    expect(
      screen.getByText('4,200 combinations: the heat map shows every one, the table the best 5.'),
    ).toBeTruthy();
    const heatmap = screen.getByRole('img', { name: /^Sharpe ratio of 4,200 combinations/ });
    expect(heatmap.getAttribute('aria-label')).toBe(
      'Sharpe ratio of 4,200 combinations by fast 5 to 64 (rows, top to bottom) and slow 20 to 89 (columns, left to right): each block is one combination, darker is better; the best, outlined, is fast 20, slow 50.',
    );
    // No button per combination: the table's five rows and "Apply best" are the only ones.
    expect(screen.getAllByRole('button', { name: /^Apply rank / })).toHaveLength(5);
    expect(screen.getByText('Best: fast 20, slow 50: Sharpe ratio 2.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply best' }));
    expect(onApply).toHaveBeenLastCalledWith([
      { path: 'fast', value: 20 },
      { path: 'slow', value: 50 },
    ]);
    onApply.mockClear();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', '20', '50'],
      // Ties in grid order (fast, then slow).
      ['2', '20', '49'],
      ['3', '20', '51'],
      ['4', '19', '50'],
      ['5', '20', '48'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply rank 1: 20, 50' }));
    expect(onApply).toHaveBeenCalledWith([
      { path: 'fast', value: 20 },
      { path: 'slow', value: 50 },
    ]);
  });

  it('keeps a grid cell per combination up to 2,500, with one tab stop among them', () => {
    render(<SweepResultsView result={grid(50, 50)} onApply={() => undefined} />);
    const heatmap = screen.getByRole('grid', {
      name: /^Sharpe ratio by fast \(rows\) and slow \(columns\)/,
    });
    // Counted by selector: role queries over 2,500 cells take jsdom minutes.
    const cells = heatmap.querySelectorAll('[role="gridcell"]');
    expect(cells).toHaveLength(2_500);
    const stops = [...cells].filter((cell) => cell.getAttribute('tabindex') === '0');
    // The one stop is the best cell: fast 20 (row 15), slow 50 (column 30).
    expect(stops.map((cell) => cell.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^fast 20, slow 50: Sharpe ratio 2\.00 /),
    ]);
    expect(heatmap.querySelectorAll('button')).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
  }, 30_000);
});
