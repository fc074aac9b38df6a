import type { ColumnCache } from './blocks/evaluate';
import type { BarSeries } from './data/bars';
import type { Diagnostic } from './logic/diagnostics';
import type { PerformanceMetrics } from './metrics/performance';
import { RunContext } from './pipeline/context';
import {
  chartData,
  closedTrades,
  emptyChart,
  type BacktestResults,
  type ChartData,
  type ClosedTrade,
} from './pipeline/results';
import { SkipTally } from './pipeline/risk-summary';
import { sourceLines } from './pipeline/source-lines';
import { runPipeline } from './pipeline/run';
import type { OtherSeries, SeriesLibrary } from './sources/library';
import type { StrategyInput } from './strategy/types';

/**
 * The two ways to run a backtest, over the one pipeline of pipeline/run.ts: runBacktest (the log,
 * the chart and the trades) and runBacktestMetrics (the metrics alone, for sweeps and research).
 */

/** What a run reports as it goes: log lines, then the chart, the metrics and the trades. */
export type BacktestEvent =
  | { type: 'log'; line: string }
  | { type: 'chart'; chart: ChartData }
  | { type: 'metrics'; metrics: PerformanceMetrics }
  | { type: 'trades'; trades: ClosedTrade[] };

export interface BacktestOptions {
  onEvent?: (event: BacktestEvent) => void;
  /** Reuse computed indicator columns across runs on the same bars (parameter sweeps). */
  cache?: ColumnCache;
  /** Skip building chart data and trade records (sweeps need only metrics). */
  metricsOnly?: boolean;
  /**
   * Scratch buffers shared with other runs made one after another (see RunContext); a new one
   * for this run when absent.
   */
  context?: RunContext;
  /**
   * Other symbols' bars (of the run's stored interval, in its window) that blocks with a `symbol`
   * read (docs/engine.md#11-other-symbols-and-timeframes); pass the same object to every run of a
   * sweep so their columns are computed once.
   */
  others?: OtherSeries | SeriesLibrary;
}

export type BacktestOutcome =
  | { ok: true; results: BacktestResults; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Runs a backtest on the bars of its window and builds backtest_results. */
export function runBacktest(
  strategy: StrategyInput,
  windowBars: BarSeries,
  options: BacktestOptions = {},
): BacktestOutcome {
  const emit = options.onEvent;
  const context = options.context ?? new RunContext();
  if (options.metricsOnly && !emit) {
    // Nothing to report as it goes: the sweep path.
    const outcome = runBacktestMetrics(strategy, windowBars, options.cache, context, {
      others: options.others,
    });
    if (!outcome.ok) return outcome;
    return {
      ok: true,
      diagnostics: outcome.diagnostics,
      results: {
        chart_data: emptyChart(windowBars.symbol),
        performance_metrics: outcome.metrics,
        closed_trades: [],
      },
    };
  }
  const skips = options.metricsOnly ? undefined : new SkipTally();
  const outcome = runPipeline(strategy, windowBars, {
    context,
    cache: options.cache,
    others: options.others,
    skips,
    log: emit
      ? (line: string) => {
          emit({ type: 'log', line });
        }
      : undefined,
  });
  if (!outcome.ok) return outcome;
  const { bars, diagnostics, simulation, metrics } = outcome.run;
  if (options.metricsOnly) {
    return {
      ok: true,
      diagnostics,
      results: { chart_data: emptyChart(bars.symbol), performance_metrics: metrics, closed_trades: [] },
    };
  }
  const chart = chartData(
    bars,
    simulation.equity,
    strategy.generalSetting.initialCapital,
    simulation.trades,
    simulation.riskEvents,
    skips?.summary(bars.times, outcome.run.strategy.riskSetting),
  );
  const lines = sourceLines(outcome.run.program, outcome.run.columns);
  if (lines.length > 0) chart.source_lines = lines;
  emit?.({ type: 'chart', chart });
  emit?.({ type: 'metrics', metrics });
  const trades = closedTrades(bars, simulation.trades);
  emit?.({ type: 'trades', trades });
  return {
    ok: true,
    diagnostics,
    results: { chart_data: chart, performance_metrics: metrics, closed_trades: trades },
  };
}

export type MetricsOutcome =
  | { ok: true; metrics: PerformanceMetrics; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * The metrics-only run of parameter sweeps and research: the same pipeline as runBacktest, without
 * log lines, chart data or trade records. Pass one ColumnCache made on the same bars
 * (`new ColumnCache(bars)`) and one RunContext to every run of a sweep so that each indicator
 * column is computed once and the buffers are allocated once. Weekly and monthly runs resample
 * their bars, so their cache is not reused.
 */
export function runBacktestMetrics(
  strategy: StrategyInput,
  windowBars: BarSeries,
  cache?: ColumnCache,
  context: RunContext = new RunContext(),
  /**
   * `valueAtRisk: false` when no one reads var_95 (a sweep's cells): it is then NaN. `others`: as
   * runBacktest's.
   */
  figures: { valueAtRisk?: boolean; others?: OtherSeries | SeriesLibrary | undefined } = {},
): MetricsOutcome {
  const outcome = runPipeline(strategy, windowBars, {
    context,
    cache,
    sweepExtremes: true,
    valueAtRisk: figures.valueAtRisk ?? true,
    others: figures.others,
  });
  if (!outcome.ok) return outcome;
  return { ok: true, diagnostics: outcome.run.diagnostics, metrics: outcome.run.metrics };
}
