import type { SweepResult } from '@stratblocks/contracts';

/**
 * A trimmed sweep result as the research queue answers one of 120,000 combinations (fast 5..304 x
 * slow 20..419): a smooth landscape with one broad plateau, its best ten cells kept.
 */
const FAST = Array.from({ length: 300 }, (_, index) => index + 5);
const SLOW = Array.from({ length: 400 }, (_, index) => index + 20);

function sharpe(fast: number, slow: number): number | null {
  if (fast >= slow) return null;
  const distance = ((fast - 40) / 90) ** 2 + ((slow - 180) / 140) ** 2;
  return Number((1.1 * Math.exp(-distance) - 0.2 + 0.05 * Math.sin(fast / 7)).toFixed(4));
}

const grid = FAST.flatMap((fast) => SLOW.map((slow) => ({ fast, slow, value: sharpe(fast, slow) })));
const best = grid
  .filter((cell): cell is { fast: number; slow: number; value: number } => cell.value !== null)
  .sort((a, b) => b.value - a.value)
  .slice(0, 10);

/** A swept input as a sweep result lists it (its label and property its name). */
export const parameter = (path: string, values: number[]) => ({
  path,
  label: path,
  kind: 'input' as const,
  property: path,
  value: values[0] ?? null,
  integer: true,
  values,
});

export const TRIMMED_SWEEP: SweepResult = {
  objective: 'sharpe',
  parameters: [parameter('fast', FAST), parameter('slow', SLOW)],
  cells: best.map(({ fast, slow, value }) => ({
    values: [fast, slow],
    objective: value,
    trades: 40,
    metrics: {
      total_return: value * 120,
      annualized_return: value * 6,
      max_drawdown: -18,
      sharpe_ratio: value,
      sortino_ratio: null,
      calmar_ratio: null,
      profit_factor: null,
      sqn: null,
      win_rate: null,
      total_trades: 40,
      gross_profit: 1000,
    },
  })),
  ranking: best.map((_, index) => index),
  best: 0,
  warnings: [],
  trimmed: { kept: best.length, total: grid.length },
  heatmap: { rule: 'cell', objective: grid.map((cell) => cell.value) },
};
