import { SWEEP_MAX_COMBINATIONS, type SweepCell, type SweepResult } from './sweep';

/**
 * A very large sweep's result without its full grid: a million cells are about 250 MB of JSON, too
 * much to store, stream or draw. Above SWEEP_TRIM_ABOVE cells the stored result keeps the best
 * cells (by the ranking) and a heat map grid of the objective, and says it is trimmed.
 */

/** Results of more cells than this are trimmed (a sweep in one process or a browser is never). */
export const SWEEP_TRIM_ABOVE = SWEEP_MAX_COMBINATIONS;
/** The best cells a trimmed result keeps. */
export const SWEEP_TRIM_KEEP = 1_000;

/**
 * The objective over the first parameter's values (rows) by the second's (columns), row-major, as
 * numbers (null where no cell has a value): `rows x columns` entries (one column for a
 * one-parameter sweep).
 * - rule 'cell' (one or two parameters): the objective of each cell of the grid;
 * - rule 'best' (three parameters or more): for each pair of the first two parameters' values, the
 *   objective of the best-ranked cell among those with that pair (the other parameters at their
 *   best for it).
 */
export interface SweepHeatmap {
  rule: 'cell' | 'best';
  objective: Array<number | null>;
}

export interface SweepTrim {
  /** Cells kept: the best by the ranking. */
  kept: number;
  /** Cells of the whole grid. */
  total: number;
}

/**
 * A sweep's result as stored and answered: a whole one, or a trimmed one whose `cells` are the best
 * `trimmed.kept` cells of the grid, best first (so `ranking` is 0, 1, 2... and `best` is 0 or null),
 * with the grid's `heatmap`. The warnings are those of the whole grid.
 */
export type StoredSweepResult = SweepResult & { trimmed?: SweepTrim; heatmap?: SweepHeatmap };

/** The heat map grid of a whole result (see SweepHeatmap for the rule). */
export function sweepHeatmap(result: SweepResult): SweepHeatmap {
  const [first, second] = result.parameters;
  const rows = first?.values.length ?? 0;
  const columns = second?.values.length ?? 1;
  // Cells per pair of the first two values: the grid order varies the last parameter fastest.
  const block = result.cells.length / Math.max(1, rows * columns);
  if (block === 1) return { rule: 'cell', objective: result.cells.map((cell) => cell.objective) };
  const objective = new Array<number | null>(rows * columns).fill(null);
  const seen = new Uint8Array(rows * columns);
  // The ranking goes best first: the first cell of a pair met in it is that pair's best.
  for (const index of result.ranking) {
    const pair = Math.floor(index / block);
    if (seen[pair]) continue;
    seen[pair] = 1;
    objective[pair] = (result.cells[index] as SweepCell).objective;
  }
  return { rule: 'best', objective };
}

/** The result trimmed to its best `keep` cells and its heat map grid. */
export function trimSweepResult(result: SweepResult, keep = SWEEP_TRIM_KEEP): StoredSweepResult {
  const kept = result.ranking.slice(0, keep);
  return {
    objective: result.objective,
    parameters: result.parameters,
    cells: kept.map((index) => result.cells[index] as SweepCell),
    ranking: kept.map((_, position) => position),
    best: result.best === null ? null : 0,
    warnings: result.warnings,
    trimmed: { kept: kept.length, total: result.cells.length },
    heatmap: sweepHeatmap(result),
  };
}

/** The result to store or answer: whole up to SWEEP_TRIM_ABOVE cells, trimmed above. */
export function storedSweepResult(
  result: SweepResult,
  limits: { above: number; keep: number } = { above: SWEEP_TRIM_ABOVE, keep: SWEEP_TRIM_KEEP },
): StoredSweepResult {
  return result.cells.length > limits.above ? trimSweepResult(result, limits.keep) : result;
}
