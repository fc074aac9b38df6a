import { SweepResultSchema, type SweepResult } from '@stratblocks/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SweepResultsView } from '../src/features/research/components/sweep-results-view';

/**
 * A trimmed sweep result (a very large sweep on the research queue keeps its best cells and a grid
 * of its objective): the heat map comes from the grid, the table from the best cells.
 */

const parameter = (path: string, label: string, values: number[]) => ({
  path,
  label,
  kind: 'input' as const,
  property: label,
  value: values[0] ?? null,
  integer: true,
  values,
});

const cell = (fast: number, slow: number, sharpe: number, trades: number) => ({
  values: [fast, slow],
  objective: sharpe,
  trades,
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
    total_trades: trades,
    gross_profit: 100,
  },
});

/** 300 x 400 = 120,000 combinations, the best three kept. */
const FAST_VALUES = Array.from({ length: 300 }, (_, index) => index + 5);
const SLOW_VALUES = Array.from({ length: 400 }, (_, index) => index + 20);
const TRIMMED: SweepResult = SweepResultSchema.parse({
  objective: 'sharpe',
  parameters: [parameter('fast', 'fast', FAST_VALUES), parameter('slow', 'slow', SLOW_VALUES)],
  cells: [cell(50, 200, 1.5, 40), cell(51, 200, 1.4, 38), cell(50, 201, 1.3, 39)],
  ranking: [0, 1, 2],
  best: 0,
  warnings: [],
  trimmed: { kept: 3, total: 120_000 },
  heatmap: {
    rule: 'cell',
    objective: Array.from({ length: 120_000 }, (_, index) => (index % 7 === 0 ? null : (index % 13) / 10)),
  },
});

describe('a trimmed sweep result', () => {
  it('draws the heat map of the whole grid and lists the kept cells, best first; a row applies its combination', () => {
    const onApply = vi.fn();
    render(<SweepResultsView result={TRIMMED} onApply={onApply} />);
    expect(
      screen.getByText(
        '120,000 combinations: the table lists the best 3 (of the 3 kept), the heat map the whole grid.',
      ),
    ).toBeTruthy();
    const heatmap = screen.getByRole('img', { name: /^Sharpe ratio of 120,000 combinations/ });
    expect(heatmap.getAttribute('aria-label')).toBe(
      'Sharpe ratio of 120,000 combinations by fast 5 to 304 (rows, top to bottom) and slow 20 to 419 (columns, left to right): each block is one combination, darker is better; the best, outlined, is fast 50, slow 200.',
    );
    // One pixel per combination above 640 x 480 pixels of cells.
    expect([heatmap.getAttribute('width'), heatmap.getAttribute('height')]).toEqual(['400', '300']);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', '50', '200', '1.50'],
      ['2', '51', '200', '1.40'],
      ['3', '50', '201', '1.30'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Apply rank 2: 51, 200' }));
    expect(onApply).toHaveBeenCalledWith([
      { path: 'fast', value: 51 },
      { path: 'slow', value: 200 },
    ]);
  }, 30_000);

  it('says how many combinations the table leaves out when it shows fewer rows than were kept', () => {
    render(<SweepResultsView result={TRIMMED} tableRows={2} />);
    expect(screen.getByText('The best 2 of 120,000 combinations.')).toBeTruthy();
  });
});
