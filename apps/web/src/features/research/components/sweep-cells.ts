import type { SweepCell, SweepResult } from '@stratblocks/contracts';
import { SWEEP_OBJECTIVES, type SweepObjective } from '@stratblocks/engine';
import { formatNumber, formatPercent } from '../../../lib/format';
import { countOf } from '../../../lib/plural';
import { parameterShortName } from './parameter-range';

/** A combination as parameter values, ready to load into the strategy. */
export type SweepCombination = Array<{ path: string; value: number }>;

export type SweptParameter = SweepResult['parameters'][number];

export function combinationOf(result: SweepResult, cell: SweepCell): SweepCombination {
  return result.parameters.map((parameter, position) => ({
    path: parameter.path,
    value: cell.values[position] ?? Number.NaN,
  }));
}

/** A ranked cell ready to compare: its values to load and the figures the sweep kept of it. */
export interface RankedCell {
  combination: SweepCombination;
  metrics: NonNullable<SweepCell['metrics']>;
}

/** The best cells in the sweep's ranking (those that ran), at most `count`, best first. */
export function bestCells(result: SweepResult, count: number): RankedCell[] {
  return result.ranking
    .flatMap((index) => {
      const cell = result.cells[index];
      return cell?.metrics ? [{ combination: combinationOf(result, cell), metrics: cell.metrics }] : [];
    })
    .slice(0, count);
}

/** A heat map axis or table column: "SMA period" for a block property, the label otherwise. */
export function parameterName(parameter: SweptParameter): string {
  return parameter.block ? `${parameter.block} ${parameter.property}` : parameter.label;
}

/**
 * The engine's `objectiveScore` over a cell as the contracts read it (a saved cell's figures may be
 * null where JSON had no number): a profit factor with profits and no losses is the best score.
 */
export function cellScore(cell: SweepCell, objective: SweepObjective): number | null {
  if (cell.objective !== null) return cell.objective;
  if (objective === 'profit_factor' && cell.metrics && cell.metrics.gross_profit > 0)
    return Number.POSITIVE_INFINITY;
  return null;
}

/** The objective with its unit: a percent for returns and drawdowns, a plain ratio otherwise. */
export function formatObjective(result: SweepResult, value: number | null): string {
  if (value === null) return 'N/A';
  if (result.objective === 'total_return' || result.objective === 'max_drawdown') return formatPercent(value);
  return formatNumber(value, 2);
}

/** "fast 10, slow 60": a combination by its parameters' short names (docs/research.md). */
export function combinationText(result: SweepResult, cell: SweepCell): string {
  return result.parameters
    .map((parameter, position) => `${parameterShortName(parameter)} ${String(cell.values[position])}`)
    .join(', ');
}

/** "Sharpe ratio 0.88": the objective's name and the cell's value in its unit. */
export function objectiveText(result: SweepResult, cell: SweepCell): string {
  return `${SWEEP_OBJECTIVES[result.objective].label} ${formatObjective(result, cell.objective)}`;
}

/** A cell in one line, as a heat map cell is named: "fast (input) 10, slow (input) 60: Sharpe ratio 0.88 (12 trades)". */
export function cellName(result: SweepResult, cell: SweepCell, rowName: string, columnName: string): string {
  const [row, column] = cell.values;
  return `${rowName} ${String(row)}, ${columnName} ${String(column)}: ${objectiveText(result, cell)} (${countOf(cell.trades, 'trade')})`;
}
