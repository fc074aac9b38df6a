import type { OtherSeries } from '../sources/library';
import { runBacktestMetrics } from '../backtest';
import type { RunContext } from '../pipeline/context';
import type { PerformanceMetrics } from '../metrics/performance';
import type { StrategyInput } from '../strategy/types';
import {
  parameterValueProblem,
  tunableParameters,
  withParameterValues,
  type TunableParameter,
} from './parameters';
import { cellRunner, researchBarsProblem, type ResearchBars } from './study-bars';
import type { SweepCellMetrics, SweepRunner } from './sweep-cell';

export type { SweepCellMetrics, SweepRunner } from './sweep-cell';

/** What a sweep ranks combinations by. */
export const SWEEP_OBJECTIVES = {
  sharpe: { label: 'Sharpe ratio', metric: 'sharpe_ratio' },
  sortino: { label: 'Sortino ratio', metric: 'sortino_ratio' },
  total_return: { label: 'Total return (%)', metric: 'total_return' },
  // Max drawdown is zero or negative: the highest (closest to zero) is the best.
  max_drawdown: { label: 'Max drawdown (%)', metric: 'max_drawdown' },
  profit_factor: { label: 'Profit factor', metric: 'profit_factor' },
  sqn: { label: 'SQN', metric: 'sqn' },
  calmar: { label: 'Calmar ratio', metric: 'calmar_ratio' },
} as const satisfies Record<string, { label: string; metric: keyof PerformanceMetrics }>;
export type SweepObjective = keyof typeof SWEEP_OBJECTIVES;
export const SWEEP_OBJECTIVE_NAMES = Object.keys(SWEEP_OBJECTIVES) as SweepObjective[];

/** Above this many combinations a sweep is refused (a browser or a CLI run stays within minutes). */
export const SWEEP_MAX_COMBINATIONS = 10_000;
/** Fewer closed trades than this per tuned parameter cannot tell skill from luck. */
export const MIN_TRADES_PER_PARAMETER = 10;

/** One parameter's values: a list, or a range from start to stop (both included) by step. */
export interface SweepParameterInput {
  path: string;
  values?: readonly number[];
  range?: { start: number; stop: number; step: number };
}

export interface SweepCell {
  /** One value per parameter, in the order of `parameters`. */
  values: number[];
  /** The objective's value; null when the metric does not exist for this run (e.g. no trades). */
  objective: number | null;
  trades: number;
  metrics: SweepCellMetrics | null;
  /** Why this combination did not run (an invalid strategy), else absent. */
  error?: string;
}

export interface SweepResult {
  objective: SweepObjective;
  parameters: Array<TunableParameter & { values: number[] }>;
  /** Every combination, the last parameter varying fastest. */
  cells: SweepCell[];
  /** Indexes into `cells`, best first; combinations without an objective value come last. */
  ranking: number[];
  /** The best cell's index, or null when no combination has an objective value. */
  best: number | null;
  /** What a quant would point out: too few trades for the tuned parameters, an isolated peak. */
  warnings: string[];
}

export type SweepOutcome = { ok: true; result: SweepResult } | { ok: false; message: string };

/**
 * The runner of sweeps: runBacktestMetrics, the metrics-only run (indicator columns from the
 * sweep's one cache, buffers from the sweep's one run context, no chart or trade records, no VaR:
 * a cell keeps only the figures of SweepCellMetrics).
 */
export const backtestSweepRunner: SweepRunner = (strategy, bars, cache, context) => {
  const outcome = runBacktestMetrics(strategy, bars, cache, context, { valueAtRisk: false });
  if (outcome.ok) return { ok: true, metrics: outcome.metrics };
  const error = outcome.diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  return { ok: false, message: error?.message ?? 'Invalid strategy' };
};

export interface SweepProgress {
  done: number;
  total: number;
  /** The best cell so far (index into the grid order), if any. */
  best: SweepCell | null;
}

export interface SweepOptions {
  parameters: readonly SweepParameterInput[];
  objective: SweepObjective;
  maxCombinations?: number;
  runner?: SweepRunner;
  onProgress?: (progress: SweepProgress) => void;
  /** Asked between combinations; true stops the sweep with a "cancelled" message. */
  shouldStop?: () => boolean;
  /** Scratch buffers of the caller's runs one after another (a worker's); a new one when absent. */
  context?: RunContext;
  /**
   * Other symbols' bars the blocks read (docs/engine.md#11-other-symbols-and-timeframes): their
   * series and columns are built once for the whole grid.
   */
  others?: OtherSeries;
}

/** Values of a range, start to stop inclusive, free of floating-point drift (0.1 + 0.2 is 0.3). */
export function rangeValues(start: number, stop: number, step: number): number[] | string {
  if (![start, stop, step].every(Number.isFinite)) return 'start, stop and step must be numbers';
  if (!(step > 0)) return 'the step must be above 0';
  if (stop < start) return 'the stop must not be below the start';
  const count = Math.floor((stop - start) / step + 1e-9) + 1;
  if (count > SWEEP_MAX_COMBINATIONS * 10) return `the range has ${count} values`;
  return Array.from({ length: count }, (_, index) => Number((start + index * step).toPrecision(12)));
}

/** Resolves parameter inputs against the strategy; the message names the first problem. */
export function resolveSweepParameters(
  strategy: StrategyInput,
  inputs: readonly SweepParameterInput[],
): { ok: true; parameters: Array<TunableParameter & { values: number[] }> } | { ok: false; message: string } {
  if (inputs.length === 0) return { ok: false, message: 'Pick at least one parameter to sweep' };
  const tunable = new Map(tunableParameters(strategy).map((parameter) => [parameter.path, parameter]));
  const seen = new Set<string>();
  const parameters: Array<TunableParameter & { values: number[] }> = [];
  for (const input of inputs) {
    const parameter = tunable.get(input.path);
    if (!parameter)
      return {
        ok: false,
        message: `"${input.path}" is not an input, a numeric block property or a setting of this strategy`,
      };
    if (seen.has(input.path)) return { ok: false, message: `${parameter.label} is listed twice` };
    seen.add(input.path);
    let values: number[];
    if (input.values && input.values.length > 0) values = [...new Set(input.values)];
    else if (input.range) {
      const range = rangeValues(input.range.start, input.range.stop, input.range.step);
      if (typeof range === 'string') return { ok: false, message: `${parameter.label}: ${range}` };
      values = range;
    } else return { ok: false, message: `${parameter.label} needs a range or a list of values` };
    for (const value of values) {
      const problem = parameterValueProblem(parameter, value);
      if (problem) return { ok: false, message: problem };
    }
    parameters.push({ ...parameter, values });
  }
  return { ok: true, parameters };
}

/** The number of combinations of some parameter values. */
export function combinationCount(parameters: ReadonlyArray<{ values: readonly number[] }>): number {
  return parameters.reduce((product, parameter) => product * parameter.values.length, 1);
}

/** The values of combination `index` (the last parameter varying fastest). */
export function combinationAt(
  parameters: ReadonlyArray<{ values: readonly number[] }>,
  index: number,
): number[] {
  const values = new Array<number>(parameters.length);
  let rest = index;
  for (let position = parameters.length - 1; position >= 0; position -= 1) {
    const options = parameters[position]?.values ?? [];
    values[position] = options[rest % options.length] ?? Number.NaN;
    rest = Math.floor(rest / options.length);
  }
  return values;
}

/**
 * Higher is better for every objective once a missing profit factor with gains (no losing trade)
 * counts as unbounded; null means "no value" and ranks last.
 */
export function objectiveScore(
  cell: Pick<SweepCell, 'objective' | 'metrics'>,
  objective: SweepObjective,
): number | null {
  if (cell.objective !== null) return cell.objective;
  if (objective === 'profit_factor' && cell.metrics && cell.metrics.gross_profit > 0)
    return Number.POSITIVE_INFINITY;
  return null;
}

/**
 * Runs every combination of the parameters' values on the same bars (indicator columns shared
 * through one cache per symbol) and ranks them by the objective. A portfolio strategy takes its
 * symbols' bars in list order and ranks by the account's metrics (shared) or the scan's average
 * (separate): docs/engine.md, "Research on portfolios".
 */
export function runSweep(strategy: StrategyInput, bars: ResearchBars, options: SweepOptions): SweepOutcome {
  const plan = planSweep(strategy, bars, options.parameters, options.maxCombinations);
  if (!plan.ok) return plan;
  const { parameters, total } = plan;
  const cells = runSweepCells(strategy, bars, parameters, { from: 0, to: total }, options);
  if (cells === null) return { ok: false, message: 'The sweep was cancelled' };
  return { ok: true, result: sweepResultOf(options.objective, parameters, cells) };
}

/** A sweep checked and ready to run: its resolved parameters and its number of combinations. */
export type SweepPlan =
  | { ok: true; parameters: Array<TunableParameter & { values: number[] }>; total: number }
  | { ok: false; message: string };

/**
 * Checks a sweep as runSweep does before it runs anything (the bars fit the strategy, every
 * parameter resolves, the grid is within the limit): what a caller that runs the grid in spans
 * (runSweepCells, here and there, then sweepResultOf) checks first.
 */
export function planSweep(
  strategy: StrategyInput,
  bars: ResearchBars,
  parameters: readonly SweepParameterInput[],
  maxCombinations = SWEEP_MAX_COMBINATIONS,
): SweepPlan {
  const problem = researchBarsProblem(strategy, bars);
  if (problem !== null) return { ok: false, message: problem };
  const resolved = resolveSweepParameters(strategy, parameters);
  if (!resolved.ok) return resolved;
  const total = combinationCount(resolved.parameters);
  if (total > maxCombinations) return { ok: false, message: sweepTooLargeMessage(total, maxCombinations) };
  return { ok: true, parameters: resolved.parameters, total };
}

/** Why a sweep of `total` combinations is refused where at most `limit` may run. */
export function sweepTooLargeMessage(total: number, limit: number): string {
  return `The sweep has ${total.toLocaleString('en-US')} combinations; the limit is ${limit.toLocaleString('en-US')}: narrow a range, raise a step or drop a parameter`;
}

/** A stretch of a grid: combinations `from` (included) to `to` (excluded), in grid order. */
export interface SweepSpan {
  from: number;
  to: number;
}

/** Splits a grid of `total` combinations into at most `parts` contiguous spans of near-equal size. */
export function sweepSpans(total: number, parts: number): SweepSpan[] {
  const count = Math.max(1, Math.min(Math.floor(parts), total));
  return Array.from({ length: count }, (_, part) => ({
    from: Math.floor((total * part) / count),
    to: Math.floor((total * (part + 1)) / count),
  }));
}

/**
 * Runs one span of a resolved grid and returns its cells in grid order, or null when `shouldStop`
 * stopped it. Spans run anywhere (a thread, another process) and joined in grid order, then ranked
 * by sweepResultOf, give the result of one runSweep over the whole grid: each cell depends only on
 * its own values (the cache and the context only save work).
 */
export function runSweepCells(
  strategy: StrategyInput,
  bars: ResearchBars,
  parameters: ReadonlyArray<TunableParameter & { values: number[] }>,
  span: SweepSpan,
  options: Pick<SweepOptions, 'objective' | 'runner' | 'onProgress' | 'shouldStop' | 'context' | 'others'>,
): SweepCell[] | null {
  const run = cellRunner(
    strategy,
    bars,
    options.runner ?? backtestSweepRunner,
    options.context,
    options.others,
  );
  const metricKey = SWEEP_OBJECTIVES[options.objective].metric;
  const total = span.to - span.from;
  const cells: SweepCell[] = [];
  let best: SweepCell | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let index = span.from; index < span.to; index += 1) {
    if (options.shouldStop?.()) return null;
    const values = combinationAt(parameters, index);
    const variant = withParameterValues(
      strategy,
      parameters.map((parameter, position) => [parameter.path, values[position] ?? Number.NaN]),
    );
    const outcome = run(variant);
    const cell: SweepCell = outcome.ok
      ? {
          values,
          objective: outcome.metrics[metricKey],
          trades: outcome.metrics.total_trades,
          metrics: outcome.metrics,
        }
      : { values, objective: null, trades: 0, metrics: null, error: outcome.message };
    cells.push(cell);
    const score = objectiveScore(cell, options.objective);
    if (score !== null && score > bestScore) {
      bestScore = score;
      best = cell;
    }
    options.onProgress?.({ done: cells.length, total, best });
  }
  return cells;
}

/** The ranked result of a whole grid's cells (in grid order): ranking, best cell and warnings. */
export function sweepResultOf(
  objective: SweepObjective,
  parameters: Array<TunableParameter & { values: number[] }>,
  cells: SweepCell[],
): SweepResult {
  const ranking = rankCells(cells, objective);
  const bestIndex =
    ranking.length > 0 && objectiveScore(cells[ranking[0] ?? 0] as SweepCell, objective) !== null
      ? (ranking[0] ?? null)
      : null;
  const result: SweepResult = { objective, parameters, cells, ranking, best: bestIndex, warnings: [] };
  result.warnings = sweepWarnings(result);
  return result;
}

/** Cell indexes best first; ties keep grid order; cells without a value come last. */
export function rankCells(cells: readonly SweepCell[], objective: SweepObjective): number[] {
  const scores = cells.map((cell) => objectiveScore(cell, objective));
  return cells
    .map((_, index) => index)
    .sort((a, b) => {
      const sa = scores[a] ?? null;
      const sb = scores[b] ?? null;
      if (sa === null || sb === null) return sa === null ? (sb === null ? a - b : 1) : -1;
      return sa === sb ? a - b : sb - sa;
    });
}

/** The grid neighbours of a cell: one step up or down along one parameter. */
export function neighbourIndexes(
  parameters: ReadonlyArray<{ values: readonly number[] }>,
  index: number,
): number[] {
  const neighbours: number[] = [];
  let stride = 1;
  for (let position = parameters.length - 1; position >= 0; position -= 1) {
    const size = parameters[position]?.values.length ?? 1;
    const coordinate = Math.floor(index / stride) % size;
    if (coordinate > 0) neighbours.push(index - stride);
    if (coordinate < size - 1) neighbours.push(index + stride);
    stride *= size;
  }
  return neighbours.sort((a, b) => a - b);
}

/**
 * Warnings about the best combination:
 * - too few trades: fewer than MIN_TRADES_PER_PARAMETER closed trades per tuned parameter;
 * - an isolated peak: the mean of its grid neighbours (one step along any parameter) is below it
 *   by more than half of the grid's range and by more than a quarter of its own size:
 *   best - mean(neighbours) > 0.5 x (best - worst) and > 0.25 x |best|, so a small change of any
 *   parameter loses most of the edge (a fitted spike, not a plateau). Only judged when every tuned
 *   parameter has at least 3 values.
 */
export function sweepWarnings(result: SweepResult): string[] {
  const warnings: string[] = [];
  if (result.best === null) {
    warnings.push(
      `No combination has a ${SWEEP_OBJECTIVES[result.objective].label}: they made too few trades`,
    );
    return warnings;
  }
  const best = result.cells[result.best] as SweepCell;
  const tuned = result.parameters.filter((parameter) => parameter.values.length > 1).length;
  if (tuned > 0 && best.trades < MIN_TRADES_PER_PARAMETER * tuned) {
    warnings.push(
      `The best combination made ${best.trades} trade${best.trades === 1 ? '' : 's'} for ${tuned} tuned parameter${tuned === 1 ? '' : 's'}: fewer than ${MIN_TRADES_PER_PARAMETER} trades per parameter cannot tell skill from luck`,
    );
  }
  const bestScore = objectiveScore(best, result.objective);
  const scores = result.cells
    .map((cell) => objectiveScore(cell, result.objective))
    .filter((score): score is number => score !== null && Number.isFinite(score));
  // A peak needs room to be isolated in: at least 3 values along every tuned parameter.
  const roomy = result.parameters.every(
    (parameter) => parameter.values.length === 1 || parameter.values.length >= 3,
  );
  if (bestScore === null || !Number.isFinite(bestScore) || scores.length < 3 || !roomy) return warnings;
  const worst = Math.min(...scores);
  // A neighbour without a value (no trades, invalid) counts as the worst cell: it supports nothing.
  const neighbours = neighbourIndexes(result.parameters, result.best).map((index) => {
    const score = objectiveScore(result.cells[index] as SweepCell, result.objective);
    return score === null ? worst : Math.min(score, bestScore);
  });
  if (neighbours.length === 0) return warnings;
  const neighbourMean = neighbours.reduce((sum, score) => sum + score, 0) / neighbours.length;
  const drop = bestScore - neighbourMean;
  if (drop > 0.5 * (bestScore - worst) && drop > 0.25 * Math.abs(bestScore)) {
    warnings.push(
      `The best combination is an isolated peak: its neighbours average ${formatNumber(neighbourMean)} against its ${formatNumber(bestScore)} (${SWEEP_OBJECTIVES[result.objective].label}); a small change of a parameter loses most of the edge`,
    );
  }
  return warnings;
}

function formatNumber(value: number): string {
  return Number(value.toFixed(3)).toString();
}

/** The best combination as parameter values, ready to load into the strategy. */
export function bestCombination(result: SweepResult): Array<{ path: string; value: number }> | null {
  if (result.best === null) return null;
  const cell = result.cells[result.best] as SweepCell;
  return result.parameters.map((parameter, position) => ({
    path: parameter.path,
    value: cell.values[position] ?? Number.NaN,
  }));
}
