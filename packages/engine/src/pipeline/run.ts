import type { ColumnCache } from '../blocks/evaluate';
import type { BarSeries } from '../data/bars';
import type { Program } from '../logic/compile';
import type { Diagnostic } from '../logic/diagnostics';
import type { PerformanceMetrics } from '../metrics/performance';
import type { SimulationResult } from '../sim/types';
import { seriesLibrary, type OtherSeries, type SeriesLibrary } from '../sources/library';
import type { StrategyInput } from '../strategy/types';
import { compileRun } from './compile';
import type { RunContext } from './context';
import { runMetrics } from './metrics';
import { simulationInput } from './prepare';
import { resolveBars, resolveSettings, resolveStrategy } from './resolve';
import { otherSeriesLines, runHeaderLines, runLogSink, runSummaryLine } from './run-log';
import type { SkipTally } from './risk-summary';
import { simulateRun } from './simulate';

export interface PipelineOptions {
  /** The scratch buffers of the run (see RunContext). */
  context: RunContext;
  /** Indicator columns computed by earlier runs on the same bars (a sweep's one cache). */
  cache?: ColumnCache | undefined;
  /** Receives the human log lines; absent, no line is formatted. */
  log?: ((line: string) => void) | undefined;
  /**
   * Whether the drawdown may read the close extremes of `cache` (worth their table when the cache
   * is shared by the runs of a sweep).
   */
  sweepExtremes?: boolean;
  /** False when no one reads the run's VaR 95 (a sweep's cells keep none): var_95 is then NaN. */
  valueAtRisk?: boolean;
  /** Counts the entries the account's rules skipped, for the results' risk summary (full runs). */
  skips?: SkipTally | undefined;
  /** Other symbols' bars the blocks may read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries | SeriesLibrary | undefined;
}

/** A run through every stage but the results: what both runBacktest and runBacktestMetrics need. */
export interface SimulatedRun {
  strategy: StrategyInput;
  bars: BarSeries;
  program: Program;
  diagnostics: Diagnostic[];
  /** The indicator columns the conditions read (the chart's lines of other series come from them). */
  columns: ColumnCache;
  simulation: SimulationResult;
  metrics: PerformanceMetrics;
}

/**
 * The run pipeline (docs/engine.md, "The run pipeline"): resolve, compile, prepare, simulate,
 * metrics. The results stage (chart and trade records) is the caller's, since sweeps skip it.
 */
export function runPipeline(
  config: StrategyInput,
  windowBars: BarSeries,
  options: PipelineOptions,
): { ok: true; run: SimulatedRun } | { ok: false; diagnostics: Diagnostic[] } {
  const { context, cache, log } = options;
  const strategy = resolveStrategy(config);
  const resolved = resolveBars(strategy, windowBars);
  if (!resolved.ok) return resolved;
  const compiled = compileRun(
    strategy,
    resolved.bars,
    cache,
    context.signals(resolved.bars.times.length),
    options.others,
  );
  if (!compiled.ok) return compiled;
  const { bars, program, diagnostics } = compiled.run;
  const settings = resolveSettings(strategy);
  if (log) {
    for (const line of runHeaderLines(strategy, bars, program, diagnostics)) log(line);
    const library = seriesLibrary(options.others ?? cache?.others);
    for (const line of otherSeriesLines(strategy, library)) log(line);
  }
  const logEvents = log
    ? runLogSink({ times: bars.times, symbol: bars.symbol, wholeUnits: settings.wholeUnits }, log)
    : undefined;
  const events = options.skips ? options.skips.sink(logEvents) : logEvents;
  const simulation = simulateRun(simulationInput(compiled.run, settings, context), events);
  const metrics = runMetrics(
    strategy,
    bars,
    simulation,
    options.sweepExtremes && cache !== undefined && compiled.cache === cache ? cache.closeExtremes() : null,
    context.returns,
    options.valueAtRisk ?? true,
  );
  if (log) log(runSummaryLine(simulation, metrics));
  return {
    ok: true,
    run: { strategy, bars, program, diagnostics, columns: compiled.cache, simulation, metrics },
  };
}
