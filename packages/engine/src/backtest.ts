import { ColumnCache } from './blocks/evaluate';
import { dateOf, isIntraday, type BarSeries } from './data/bars';
import { resampleMonthly, resampleWeekly } from './data/resample';
import { compileStrategy, type Program } from './logic/compile';
import { hasErrors, type Diagnostic } from './logic/diagnostics';
import { evaluateConditions } from './logic/signals';
import { drawdownOfMarks } from './metrics/drawdown';
import { equityPeriods } from './metrics/equity-periods';
import type { RangeExtremes } from './metrics/range-extremes';
import { performanceMetrics, periodsPerYear, type PerformanceMetrics } from './metrics/performance';
import { chartData, closedTrades, type BacktestResults, type ChartData, type ClosedTrade } from './results';
import { buildExitPlan, emptyExitPlan } from './sim/exit-plan';
import { simulate, type Signals } from './sim/run-loop';
import { simulationSettings } from './sim/settings';
import { QuietStretches } from './sim/quiet-stretches';
import type { SimulationResult } from './sim/types';
import type { StrategyInput, TimeInterval } from './strategy/types';

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
}

export type BacktestOutcome =
  | { ok: true; results: BacktestResults; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/** Stored bar interval each builder interval is made from. */
export function sourceInterval(interval: TimeInterval): '1d' | '1h' {
  return interval === '1 Hour' ? '1h' : '1d';
}

/** The run's bars: daily or hourly as stored, weekly and monthly resampled from daily. */
export function barsForInterval(bars: BarSeries, interval: TimeInterval): BarSeries {
  if (interval === '1 Week') return resampleWeekly(bars);
  if (interval === '1 Month') return resampleMonthly(bars);
  return bars;
}

/** Prepared run: compiled program, signals and settings, before the simulation. */
export interface PreparedRun {
  bars: BarSeries;
  program: Program;
  signals: Signals;
  diagnostics: Diagnostic[];
}

/**
 * Compiles the strategy and evaluates its conditions on the bars (already cut to the window and
 * at the stored interval the time interval needs). Never throws on user input.
 */
export function prepareRun(
  strategy: StrategyInput,
  windowBars: BarSeries,
  cache?: ColumnCache,
  /** Buffers for the four signals (entry long, entry short, exit long, exit short), reused by sweeps. */
  signalBuffers?: readonly Uint8Array[],
): { ok: true; run: PreparedRun; cache: ColumnCache } | { ok: false; diagnostics: Diagnostic[] } {
  const interval = strategy.generalSetting.timeInterval;
  const needed = sourceInterval(interval);
  const stored = windowBars.interval === '1h' ? '1h' : '1d';
  if (needed !== stored) {
    return {
      ok: false,
      diagnostics: [
        {
          severity: 'error',
          message: `The ${interval} interval needs ${needed === '1h' ? 'hourly' : 'daily'} bars`,
          slot: 'settings',
        },
      ],
    };
  }
  const bars = barsForInterval(windowBars, interval);
  const { program, diagnostics } = compileStrategy(strategy, { intraday: isIntraday(bars.interval) });
  if (bars.times.length < 2) {
    diagnostics.push({
      severity: 'error',
      message: `The window has ${bars.times.length} ${interval} bar${bars.times.length === 1 ? '' : 's'}: a backtest needs at least 2`,
      slot: 'settings',
    });
  }
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const columns = cache && cache.bars === bars ? cache : new ColumnCache(bars);
  const [entryLong = null, entryShort = null, exitLong = null, exitShort = null] = evaluateConditions(
    [
      program.long?.condition ?? null,
      program.short?.condition ?? null,
      program.exitLong?.condition ?? null,
      program.exitShort?.condition ?? null,
    ],
    columns,
    signalBuffers,
  );
  return {
    ok: true,
    cache: columns,
    run: { bars, program, diagnostics, signals: { entryLong, entryShort, exitLong, exitShort } },
  };
}

/** Runs a backtest on the bars of its window and builds backtest_results. */
export function runBacktest(
  strategy: StrategyInput,
  windowBars: BarSeries,
  options: BacktestOptions = {},
): BacktestOutcome {
  const emit = options.onEvent;
  if (options.metricsOnly && !emit) {
    // Nothing to report as it goes: the sweep path, with its reused buffers.
    const outcome = runBacktestMetrics(strategy, windowBars, options.cache);
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
  // Without a listener nothing can run in the middle of this run, so the signals and the equity,
  // which do not outlive it (the chart copies the equity), go in the buffers shared by runs.
  const shared = !emit;
  const prepared = prepareRun(
    strategy,
    windowBars,
    options.cache,
    shared ? sweepSignals(windowBars.times.length) : undefined,
  );
  if (!prepared.ok) return prepared;
  const { bars, program, signals, diagnostics } = prepared.run;
  const general = strategy.generalSetting;
  const settings = simulationSettings(general, strategy.riskSetting);
  const log = emit
    ? (line: string) => {
        emit({ type: 'log', line });
      }
    : undefined;
  if (log) {
    log(
      `Backtesting ${bars.symbol} on ${bars.times.length} ${general.timeInterval} bars from ${bars.times[0] ?? ''} to ${bars.times.at(-1) ?? ''}`,
    );
    log(
      `Strategy type: ${general.strategyType}; capital ${general.initialCapital}; equity used ${general.equityUsed}%; commission ${general.commission}%; slippage ${general.slippage}%`,
    );
    for (const [label, side] of [
      ['Entry long', program.long],
      ['Entry short', program.short],
      ['Exit long', program.exitLong],
      ['Exit short', program.exitShort],
    ] as const) {
      if (side) log(`${label}: ${side.description}`);
    }
    for (const diagnostic of diagnostics) log(`Warning: ${diagnostic.message}`);
  }
  const simulation = simulate({
    bars,
    symbol: bars.symbol,
    settings,
    signals,
    ...(shared ? { equity: sweepEquity(bars.times.length), stretches: sweepStretches } : {}),
    exitPlans: {
      long: program.exitLong
        ? buildExitPlan(program.exitLong.exits, bars, settings.riskRewardRatio)
        : emptyExitPlan(),
      short: program.exitShort
        ? buildExitPlan(program.exitShort.exits, bars, settings.riskRewardRatio)
        : emptyExitPlan(),
    },
    ...(log ? { log } : {}),
  });
  const metrics = metricsOf(strategy, bars, simulation);
  if (log) {
    log(
      `Backtest complete: ${simulation.trades.length} trade${simulation.trades.length === 1 ? '' : 's'}, total return ${metrics.total_return.toFixed(2)}%, max drawdown ${metrics.max_drawdown.toFixed(2)}%`,
    );
  }
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
    general.initialCapital,
    simulation.trades,
    simulation.riskEvents,
  );
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

let sweepEquityBuffer = new Float64Array(0);
let sweepSignalBuffers: Uint8Array[] = [];
/** The quiet stretches of those runs (read by their metrics, then cleared by the next run). */
const sweepStretches = new QuietStretches();

/**
 * The signal buffers of runs that report nothing as they go (metrics-only runs, and full runs
 * without a listener): the signals never leave the run. One value per bar, exactly as long as the
 * series, since loops over a shorter view of a longer buffer run markedly slower.
 */
function sweepSignals(count: number): Uint8Array[] {
  if (sweepSignalBuffers[0]?.length !== count) {
    sweepSignalBuffers = [0, 1, 2, 3].map(() => new Uint8Array(count));
  }
  return sweepSignalBuffers;
}

/** The equity buffer of those runs (the chart copies the equity; it never leaves the run), one per bar. */
function sweepEquity(count: number): Float64Array {
  if (sweepEquityBuffer.length !== count) sweepEquityBuffer = new Float64Array(count);
  return sweepEquityBuffer;
}

export type MetricsOutcome =
  | { ok: true; metrics: PerformanceMetrics; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

/**
 * The metrics-only run of parameter sweeps and research: the same simulation and metrics as
 * runBacktest, without log lines, chart data or trade records. Pass one ColumnCache made on the
 * same bars (`new ColumnCache(bars)`) to every run of a sweep so that each indicator column is
 * computed once. Weekly and monthly runs resample their bars, so their cache is not reused.
 */
export function runBacktestMetrics(
  strategy: StrategyInput,
  windowBars: BarSeries,
  cache?: ColumnCache,
): MetricsOutcome {
  const prepared = prepareRun(strategy, windowBars, cache, sweepSignals(windowBars.times.length));
  if (!prepared.ok) return prepared;
  const { bars, program, signals, diagnostics } = prepared.run;
  const settings = simulationSettings(strategy.generalSetting, strategy.riskSetting);
  const simulation = simulate({
    bars,
    symbol: bars.symbol,
    settings,
    signals,
    equity: sweepEquity(bars.times.length),
    stretches: sweepStretches,
    exitPlans: {
      long: program.exitLong
        ? buildExitPlan(program.exitLong.exits, bars, settings.riskRewardRatio)
        : emptyExitPlan(),
      short: program.exitShort
        ? buildExitPlan(program.exitShort.exits, bars, settings.riskRewardRatio)
        : emptyExitPlan(),
    },
  });
  return {
    ok: true,
    diagnostics,
    // The caller's cache is shared by the runs of a sweep: worth a table of close extremes.
    metrics: metricsOf(
      strategy,
      bars,
      simulation,
      cache !== undefined && prepared.cache === cache ? cache.closeExtremes() : null,
    ),
  };
}

function metricsOf(
  strategy: StrategyInput,
  bars: BarSeries,
  simulation: SimulationResult,
  /** The close extremes of a sweep's shared cache, when there is one. */
  closeExtremes: RangeExtremes | null = null,
): PerformanceMetrics {
  const general = strategy.generalSetting;
  const intraday = isIntraday(bars.interval);
  const periods = equityPeriods(simulation.equity, bars.times, intraday, general.initialCapital);
  // On daily or longer bars the periods are the marks, whose drawdown the quiet stretches give.
  const maxDrawdown =
    periods === simulation.equity
      ? drawdownOfMarks(simulation.equity, general.initialCapital, simulation.quietStretches, closeExtremes)
      : undefined;
  const days = intraday ? new Set(bars.times.map(dateOf)).size : bars.times.length;
  return performanceMetrics({
    ticker: bars.symbol,
    firstDate: dateOf(bars.times[0] ?? ''),
    lastDate: dateOf(bars.times.at(-1) ?? ''),
    initialCapital: general.initialCapital,
    periods,
    ...(maxDrawdown === undefined ? {} : { maxDrawdown }),
    periodsPerYear: periodsPerYear(bars.interval, general.assetClass === 'Cryptocurrency'),
    trades: simulation.trades,
    barCount: bars.times.length,
    days,
    exposedBars: simulation.exposedBars,
    firstClose: bars.close[0] ?? Number.NaN,
    lastClose: bars.close.at(-1) ?? Number.NaN,
  });
}

function emptyChart(ticker: string): ChartData {
  return {
    dates: [],
    cumulative_returns: [],
    daily_returns: [],
    drawdown: [],
    ticker,
    equity: [],
    buy_and_hold: [],
    price: { open: [], high: [], low: [], close: [], volume: [] },
    markers: [],
    risk_events: [],
  };
}
