import { RunContext } from '../pipeline/context';
import { dateOf } from '../data/bars';
import { periodsPerYear } from '../metrics/performance';
import { maximumDrawdown } from '../metrics/performance';
import type { ClosedTrade } from '../pipeline/results';
import type { OtherSeries } from '../sources/library';
import type { StrategyInput } from '../strategy/types';
import { dailyCloses } from './benchmark';
import { withParameterValues, type TunableParameter } from './parameters';
import { researchBarsProblem, studyCalendar, type ResearchBars } from './study-bars';
import {
  combinationCount,
  MIN_TRADES_PER_PARAMETER,
  resolveSweepParameters,
  runSweep,
  SWEEP_MAX_COMBINATIONS,
  SWEEP_OBJECTIVES,
  type SweepCellMetrics,
  type SweepObjective,
  type SweepParameterInput,
  type SweepRunner,
} from './sweep';

export type WalkForwardMode = 'anchored' | 'rolling';

/** Bar indexes of one window, `to` exclusive, on the bars the strategy runs on. */
export interface WindowSplit {
  inSample: { from: number; to: number };
  outOfSample: { from: number; to: number };
}

/**
 * The windows of a walk-forward over `barCount` bars. Rolling: window k trains on bars
 * [k x oos, k x oos + is) and tests on the next `oos` bars. Anchored: every window trains from bar 0
 * to the start of its test. The last test window may be shorter (it ends with the data).
 */
export function walkForwardWindows(
  barCount: number,
  mode: WalkForwardMode,
  inSampleBars: number,
  outOfSampleBars: number,
): WindowSplit[] {
  const windows: WindowSplit[] = [];
  for (let k = 0; ; k += 1) {
    const testFrom = inSampleBars + k * outOfSampleBars;
    if (testFrom >= barCount) break;
    windows.push({
      inSample: { from: mode === 'anchored' ? 0 : k * outOfSampleBars, to: testFrom },
      outOfSample: { from: testFrom, to: Math.min(testFrom + outOfSampleBars, barCount) },
    });
  }
  return windows;
}

export interface WalkForwardOptions {
  mode: WalkForwardMode;
  /** In-sample length, in bars of the strategy's interval. */
  inSampleBars: number;
  /** Out-of-sample length, in bars of the strategy's interval. */
  outOfSampleBars: number;
  parameters: readonly SweepParameterInput[];
  objective: SweepObjective;
  /** Cap on combinations x windows (each window runs the whole grid). */
  maxRuns?: number;
  runner?: SweepRunner;
  onProgress?: (progress: { done: number; total: number; window: number }) => void;
  shouldStop?: () => boolean;
  /** Scratch buffers of the caller's runs one after another (a worker's); a new one when absent. */
  context?: RunContext;
  /**
   * Other symbols' bars the blocks read, over the whole study (docs/engine.md#research-on-other-symbols):
   * each window's runs read them cut to that window's dates, as a backtest of the window would.
   */
  others?: OtherSeries;
}

export interface WalkForwardWindow {
  index: number;
  inSample: { from: number; to: number; startDate: string; endDate: string };
  outOfSample: { from: number; to: number; startDate: string; endDate: string };
  /** The best in-sample combination, one value per parameter; null when no combination had a value. */
  chosen: number[] | null;
  inSampleMetrics: SweepCellMetrics | null;
  /** Out-of-sample return of the window, percent, and annualised. */
  outOfSampleReturn: number;
  outOfSampleAnnualized: number;
  outOfSampleTrades: number;
  /** This window's OOS annualised return over its IS annualised return (null when IS <= 0). */
  efficiency: number | null;
  /** Warnings of the in-sample sweep (isolated peak, too few trades). */
  inSampleWarnings: string[];
}

export interface ParameterStability {
  path: string;
  label: string;
  chosen: Array<number | null>;
  mean: number | null;
  stdDev: number | null;
  /** (max chosen - min chosen) / (max - min of the grid): 0 = always the same value, 1 = the whole grid. */
  spread: number | null;
}

export interface WalkForwardResult {
  mode: WalkForwardMode;
  objective: SweepObjective;
  inSampleBars: number;
  outOfSampleBars: number;
  parameters: Array<TunableParameter & { values: number[] }>;
  windows: WalkForwardWindow[];
  /** The out-of-sample segments joined end to end, starting from the initial capital. */
  equity: { dates: string[]; values: number[]; window: number[] };
  /** Out-of-sample trades of every window, P&L and size scaled to the stitched account. */
  trades: Array<ClosedTrade & { window: number }>;
  outOfSample: { totalReturn: number; annualizedReturn: number; maxDrawdown: number; trades: number };
  /** Mean annualised return of the best in-sample combinations, percent. */
  inSampleAnnualized: number;
  /** Walk-forward efficiency: annualised OOS return / mean annualised IS return (null when IS <= 0). */
  efficiency: number | null;
  stability: ParameterStability[];
  warnings: string[];
}

export type WalkForwardOutcome = { ok: true; result: WalkForwardResult } | { ok: false; message: string };

/** Below this walk-forward efficiency the out-of-sample result is "much worse" than in-sample. */
export const MIN_WALK_FORWARD_EFFICIENCY = 0.5;
/** A parameter whose choice moves across more than this share of its grid is unstable. */
export const MAX_STABLE_SPREAD = 0.5;

function annualize(growth: number, periods: number, perYear: number): number {
  if (periods <= 0) return 0;
  return growth > 0 ? (Math.pow(growth, perYear / periods) - 1) * 100 : -100;
}

/** Periods for annualising: trading days on intraday bars, bars otherwise. */
function periodCount(dates: readonly string[], intraday: boolean): number {
  return intraday ? new Set(dates.map(dateOf)).size : dates.length;
}

/**
 * Walk-forward analysis: for each window, sweep the in-sample bars, take the best combination by
 * the objective and run it on the out-of-sample bars that follow. The out-of-sample run starts at the
 * in-sample window's first bar so that indicators are warm (its in-sample part is not counted): the
 * window's result is its equity from the close of the last in-sample bar to the end of the window.
 * A shared portfolio takes its symbols' bars in list order: the windows cut its union calendar and
 * each run is a runPortfolio of the window's stretch (docs/engine.md, "Research on portfolios").
 * Other symbols the blocks read (`others`) are cut to each stretch's dates like the traded bars.
 */
export function runWalkForward(
  strategy: StrategyInput,
  sourceBars: ResearchBars,
  options: WalkForwardOptions,
): WalkForwardOutcome {
  const { inSampleBars: isBars, outOfSampleBars: oosBars } = options;
  if (!Number.isInteger(isBars) || isBars < 2)
    return { ok: false, message: 'The in-sample length is a whole number of bars, at least 2' };
  if (!Number.isInteger(oosBars) || oosBars < 1)
    return { ok: false, message: 'The out-of-sample length is a whole number of bars, at least 1' };
  const problem = researchBarsProblem(strategy, sourceBars);
  if (problem !== null) return { ok: false, message: problem };
  const resolved = resolveSweepParameters(strategy, options.parameters);
  if (!resolved.ok) return resolved;
  const { parameters } = resolved;
  const interval = strategy.generalSetting.timeInterval;
  const studied = studyCalendar(strategy, sourceBars, options.others);
  if (!studied.ok) return studied;
  const calendar = studied.calendar;
  const barCount = calendar.times.length;
  const splits = walkForwardWindows(barCount, options.mode, isBars, oosBars);
  if (splits.length === 0)
    return {
      ok: false,
      message: `The data has ${barCount} ${interval} bars: an in-sample window of ${isBars} bars leaves nothing to test out of sample`,
    };
  const combinations = combinationCount(parameters);
  const maxRuns = options.maxRuns ?? SWEEP_MAX_COMBINATIONS;
  const total = combinations * splits.length;
  if (total > maxRuns)
    return {
      ok: false,
      message: `The walk-forward needs ${total.toLocaleString('en-US')} runs (${combinations.toLocaleString('en-US')} combinations x ${splits.length} windows); the limit is ${maxRuns.toLocaleString('en-US')}: narrow a range or lengthen the windows`,
    };

  const crypto = strategy.generalSetting.assetClass === 'Cryptocurrency';
  const intraday = calendar.interval === '1h';
  const perYear = periodsPerYear(calendar.interval, crypto);
  const initialCapital = strategy.generalSetting.initialCapital;
  const equity: WalkForwardResult['equity'] = { dates: [], values: [], window: [] };
  const trades: WalkForwardResult['trades'] = [];
  const windows: WalkForwardWindow[] = [];
  let carry = initialCapital;
  let done = 0;

  // The in-sample sweeps and out-of-sample runs, one after another, share their scratch buffers.
  const context = options.context ?? new RunContext();
  for (const [index, split] of splits.entries()) {
    const inSample = calendar.slice(split.inSample.from, split.inSample.to);
    const sweep = runSweep(inSample.strategy, inSample.bars, {
      parameters: parameters.map((parameter) => ({ path: parameter.path, values: parameter.values })),
      objective: options.objective,
      maxCombinations: combinations,
      context,
      ...(options.others ? { others: options.others } : {}),
      ...(options.runner ? { runner: options.runner } : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      onProgress: (progress) => options.onProgress?.({ done: done + progress.done, total, window: index }),
    });
    if (!sweep.ok) return sweep;
    done += combinations;
    const best = sweep.result.best === null ? null : (sweep.result.cells[sweep.result.best] ?? null);
    const window: WalkForwardWindow = {
      index,
      inSample: {
        ...split.inSample,
        startDate: calendar.times[split.inSample.from] ?? '',
        endDate: calendar.times[split.inSample.to - 1] ?? '',
      },
      outOfSample: {
        ...split.outOfSample,
        startDate: calendar.times[split.outOfSample.from] ?? '',
        endDate: calendar.times[split.outOfSample.to - 1] ?? '',
      },
      chosen: best ? best.values : null,
      inSampleMetrics: best?.metrics ?? null,
      outOfSampleReturn: 0,
      outOfSampleAnnualized: 0,
      outOfSampleTrades: 0,
      efficiency: null,
      inSampleWarnings: sweep.result.warnings,
    };
    const oosDates = calendar.times.slice(split.outOfSample.from, split.outOfSample.to);
    let segment: number[] = oosDates.map(() => 1);
    if (best) {
      const stretch = calendar.slice(split.inSample.from, split.outOfSample.to);
      const chosen = withParameterValues(
        stretch.strategy,
        parameters.map((parameter, position) => [parameter.path, best.values[position] ?? Number.NaN]),
      );
      const run = calendar.fullRun(chosen, stretch.bars, context);
      if (!run.ok) return run;
      const runEquity = run.equity;
      const baseIndex = split.outOfSample.from - split.inSample.from - 1;
      const base = runEquity[baseIndex] ?? initialCapital;
      segment = runEquity.slice(baseIndex + 1).map((value) => value / base);
      const scale = carry / base;
      const oosStart = oosDates[0] ?? '';
      for (const trade of run.trades) {
        if (trade.exit_date < oosStart) continue;
        trades.push({
          ...trade,
          size: trade.size * scale,
          pnl: trade.pnl * scale,
          commission: trade.commission * scale,
          window: index,
        });
        window.outOfSampleTrades += 1;
      }
    }
    const growth = segment.at(-1) ?? 1;
    window.outOfSampleReturn = (growth - 1) * 100;
    window.outOfSampleAnnualized = annualize(growth, periodCount(oosDates, intraday), perYear);
    const isAnnualized = best?.metrics?.annualized_return ?? null;
    window.efficiency =
      isAnnualized !== null && isAnnualized > 0 ? window.outOfSampleAnnualized / isAnnualized : null;
    oosDates.forEach((date, position) => {
      equity.dates.push(date);
      equity.values.push(carry * (segment[position] ?? 1));
      equity.window.push(index);
    });
    carry *= growth;
    windows.push(window);
    options.onProgress?.({ done, total, window: index });
  }

  const finalEquity = equity.values.at(-1) ?? initialCapital;
  const daily = dailyCloses({ dates: equity.dates, values: equity.values });
  const outOfSample = {
    totalReturn: (finalEquity / initialCapital - 1) * 100,
    annualizedReturn: annualize(finalEquity / initialCapital, daily.values.length, perYear),
    maxDrawdown: maximumDrawdown(Float64Array.from(equity.values), initialCapital),
    trades: trades.length,
  };
  const withValue = windows.filter((window) => window.inSampleMetrics !== null);
  const inSampleAnnualized =
    withValue.length > 0
      ? withValue.reduce((sum, window) => sum + (window.inSampleMetrics?.annualized_return ?? 0), 0) /
        withValue.length
      : 0;
  const efficiency = inSampleAnnualized > 0 ? outOfSample.annualizedReturn / inSampleAnnualized : null;
  const stability = parameterStability(parameters, windows);
  const result: WalkForwardResult = {
    mode: options.mode,
    objective: options.objective,
    inSampleBars: isBars,
    outOfSampleBars: oosBars,
    parameters,
    windows,
    equity,
    trades,
    outOfSample,
    inSampleAnnualized,
    efficiency,
    stability,
    warnings: [],
  };
  result.warnings = walkForwardWarnings(result);
  return { ok: true, result };
}

/** How the chosen value of each parameter moved from window to window. */
export function parameterStability(
  parameters: ReadonlyArray<TunableParameter & { values: number[] }>,
  windows: readonly WalkForwardWindow[],
): ParameterStability[] {
  return parameters.map((parameter, position) => {
    const chosen = windows.map((window) => (window.chosen ? (window.chosen[position] ?? null) : null));
    const present = chosen.filter((value): value is number => value !== null);
    if (present.length === 0)
      return { path: parameter.path, label: parameter.label, chosen, mean: null, stdDev: null, spread: null };
    const mean = present.reduce((sum, value) => sum + value, 0) / present.length;
    const variance =
      present.length > 1
        ? present.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (present.length - 1)
        : Number.NaN;
    const gridWidth = Math.max(...parameter.values) - Math.min(...parameter.values);
    return {
      path: parameter.path,
      label: parameter.label,
      chosen,
      mean,
      stdDev: Number.isFinite(variance) ? Math.sqrt(variance) : null,
      spread: gridWidth > 0 ? (Math.max(...present) - Math.min(...present)) / gridWidth : 0,
    };
  });
}

function percent(value: number): string {
  return `${value.toFixed(2)}%`;
}

/**
 * What a quant would say about a walk-forward: out of sample much worse than in sample
 * (efficiency under 0.5), too few out-of-sample trades for the tuned parameters, parameters that
 * jump across their grid, and in-sample peaks that were isolated in most windows.
 */
export function walkForwardWarnings(result: WalkForwardResult): string[] {
  const warnings: string[] = [];
  if (result.windows.every((window) => window.chosen === null)) {
    warnings.push(
      `No in-sample window had a ${SWEEP_OBJECTIVES[result.objective].label}: the strategy made too few trades`,
    );
    return warnings;
  }
  if (result.inSampleAnnualized <= 0) {
    warnings.push(
      `The best in-sample combinations lose ${percent(-result.inSampleAnnualized)} a year on average: there is no edge to carry out of sample`,
    );
  } else if (result.efficiency !== null && result.efficiency < MIN_WALK_FORWARD_EFFICIENCY) {
    warnings.push(
      `Out of sample is much worse than in sample: ${percent(result.outOfSample.annualizedReturn)} a year against ${percent(result.inSampleAnnualized)} (efficiency ${result.efficiency.toFixed(2)}, under ${MIN_WALK_FORWARD_EFFICIENCY}): the optimisation fits noise more than it finds an edge`,
    );
  }
  const tuned = result.parameters.filter((parameter) => parameter.values.length > 1).length;
  if (tuned > 0 && result.outOfSample.trades < MIN_TRADES_PER_PARAMETER * tuned) {
    warnings.push(
      `${result.outOfSample.trades} out-of-sample trade${result.outOfSample.trades === 1 ? '' : 's'} for ${tuned} tuned parameter${tuned === 1 ? '' : 's'}: fewer than ${MIN_TRADES_PER_PARAMETER} trades per parameter cannot tell skill from luck`,
    );
  }
  for (const stability of result.stability) {
    if (stability.spread !== null && stability.spread > MAX_STABLE_SPREAD && result.windows.length > 1) {
      warnings.push(
        `${stability.label} is unstable: the best value moved across ${Math.round(stability.spread * 100)}% of its range between windows (${stability.chosen.map((value) => (value === null ? '-' : String(value))).join(', ')})`,
      );
    }
  }
  const peaks = result.windows.filter((window) =>
    window.inSampleWarnings.some((warning) => warning.includes('isolated peak')),
  ).length;
  if (peaks > result.windows.length / 2) {
    warnings.push(
      `In ${peaks} of ${result.windows.length} windows the best in-sample combination was an isolated peak`,
    );
  }
  return warnings;
}
