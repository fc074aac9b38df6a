import type { ColumnCache } from '../blocks/evaluate';
import { prepareRun } from '../pipeline/compile';
import type { RunContext } from '../pipeline/context';
import type { BarSeries } from '../data/bars';
import { hasErrors, type Diagnostic } from '../logic/diagnostics';
import { buildExitPlan, emptyExitPlan } from '../sim/exit-plan';
import type { OtherSeries, SeriesLibrary } from '../sources/library';
import { simulationSettings } from '../sim/settings';
import { unionCalendar } from './calendar';
import { rankColumn, rankReference } from './candidates';
import {
  equalWeightBenchmark,
  portfolioChart,
  portfolioMetrics,
  portfolioTrades,
  symbolBreakdown,
} from './results';
import { runSeparate, strategyForSymbol } from './separate-run';
import { SkipTally } from '../pipeline/risk-summary';
import { portfolioRunLogSink } from '../pipeline/run-log';
import { runShared, type SymbolLane } from './shared-run';
import type {
  PortfolioEvent,
  PortfolioResults,
  PortfolioStrategyInput,
  SharedPortfolioResults,
} from './types';

/** The most symbols a portfolio holds (docs/engine.md#10-portfolios). */
export const MAX_PORTFOLIO_SYMBOLS = 50;

export type PortfolioOutcome =
  | { ok: true; results: PortfolioResults; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] };

export interface PortfolioOptions {
  onEvent?: (event: PortfolioEvent) => void;
  /** In a scan, keep each symbol's full result (chart, trades) besides its row. */
  scanRuns?: boolean;
  /**
   * One indicator cache per symbol, in list order, each made on that symbol's bars as given: runs of
   * a sweep share them so that each column is computed once per symbol (as a single-symbol sweep).
   */
  caches?: readonly ColumnCache[];
  /** Scratch buffers shared by a scan's single-symbol metrics runs, one after another. */
  context?: RunContext;
  /**
   * Other symbols' bars that blocks with a `symbol` read (docs/engine.md#11-other-symbols-and-timeframes),
   * shared by every symbol of the portfolio: each such column is computed once.
   */
  others?: OtherSeries | SeriesLibrary;
}

function settingsError(message: string): PortfolioOutcome {
  return { ok: false, diagnostics: [{ severity: 'error', message, slot: 'settings' }] };
}

/** Bars by symbol, as a map or a plain record. */
export type BarsBySymbol = ReadonlyMap<string, BarSeries> | Readonly<Record<string, BarSeries>>;

function barsOf(barsBySymbol: BarsBySymbol, symbol: string): BarSeries | undefined {
  return barsBySymbol instanceof Map
    ? (barsBySymbol as ReadonlyMap<string, BarSeries>).get(symbol)
    : (barsBySymbol as Readonly<Record<string, BarSeries>>)[symbol];
}

/**
 * Runs a strategy over several symbols (docs/engine.md#10-portfolios, docs/engine.md "Portfolios"): "shared"
 * is one account holding at most maxOpenTrades symbols, "separate" a scan of single-symbol runs.
 * `barsBySymbol` holds each symbol's bars of the window (cut to startDate..endDate, at the stored
 * interval the time interval needs), keyed as `portfolio.symbols` names them. The engine accepts a
 * portfolio of one symbol (the contracts ask for 2 to 50). Never throws on user input.
 */
export function runPortfolio(
  strategy: PortfolioStrategyInput,
  barsBySymbol: BarsBySymbol,
  options: PortfolioOptions = {},
): PortfolioOutcome {
  const emit = options.onEvent;
  const log = emit
    ? (line: string) => {
        emit({ type: 'log', line });
      }
    : undefined;
  const { symbols, mode = 'shared', rankBy } = strategy.portfolio;
  if (symbols.length === 0) return settingsError('A portfolio needs at least one symbol');
  if (symbols.length > MAX_PORTFOLIO_SYMBOLS) {
    return settingsError(
      `A portfolio holds at most ${MAX_PORTFOLIO_SYMBOLS} symbols (${symbols.length} given)`,
    );
  }
  const repeated = symbols.find((symbol, index) => symbols.indexOf(symbol) !== index);
  if (repeated !== undefined) return settingsError(`${repeated} is listed twice in the portfolio`);
  const series: BarSeries[] = [];
  for (const symbol of symbols) {
    const bars = barsOf(barsBySymbol, symbol);
    if (!bars) return settingsError(`No bars for ${symbol}`);
    series.push(bars);
  }
  if (mode === 'separate') {
    log?.(`Scanning ${symbols.length} symbols, each on its own with the full capital`);
    const outcome = runSeparate(strategy, series, {
      withRuns: options.scanRuns === true,
      ...(options.caches ? { caches: options.caches } : {}),
      ...(options.context ? { context: options.context } : {}),
      ...(options.others ? { others: options.others } : {}),
      ...(log ? { log } : {}),
    });
    if (outcome.ok) emit?.({ type: 'portfolio', portfolio: outcome.results.portfolio });
    return outcome;
  }
  const rank = rankBy ? rankReference(rankBy) : null;
  if (rank && !rank.ok) return settingsError(rank.message);
  const general = strategy.generalSetting;
  const settings = simulationSettings(general, strategy.riskSetting);
  const lanes: SymbolLane[] = [];
  let diagnostics: Diagnostic[] = [];
  for (const [index, windowBars] of series.entries()) {
    const prepared = prepareRun(
      strategyForSymbol(strategy, windowBars.symbol),
      windowBars,
      options.caches?.[index],
      undefined,
      options.others,
    );
    if (!prepared.ok) {
      const named = prepared.diagnostics.map((diagnostic) =>
        diagnostic.slot === 'settings'
          ? { ...diagnostic, message: `${windowBars.symbol}: ${diagnostic.message}` }
          : diagnostic,
      );
      return { ok: false, diagnostics: named };
    }
    const { bars, program, signals } = prepared.run;
    if (lanes.length === 0) diagnostics = prepared.run.diagnostics;
    lanes.push({
      bars,
      signals,
      plans: {
        long: program.exitLong
          ? buildExitPlan(program.exitLong.exits, bars, settings.riskRewardRatio)
          : emptyExitPlan(),
        short: program.exitShort
          ? buildExitPlan(program.exitShort.exits, bars, settings.riskRewardRatio)
          : emptyExitPlan(),
      },
      rank: rank?.ok ? rankColumn(rank.ref, prepared.cache) : null,
    });
  }
  if (hasErrors(diagnostics)) return { ok: false, diagnostics };
  const runBars = lanes.map((lane) => lane.bars);
  const calendar = unionCalendar(runBars.map((bars) => bars.times));
  const interval = (runBars[0] as BarSeries).interval;
  log?.(
    `Backtesting a portfolio of ${symbols.length} symbols (one account, at most ${settings.maxOpenTrades} held) on ${calendar.times.length} ${general.timeInterval} dates from ${calendar.times[0] ?? ''} to ${calendar.times.at(-1) ?? ''}`,
  );
  if (rank?.ok) log?.(`Candidates ranked by ${rank.ref.label}, ${rankBy?.order ?? 'highest'} first`);
  const skips = new SkipTally();
  const run = runShared({
    lanes,
    calendar,
    settings,
    rankOrder: rankBy?.order ?? 'highest',
    skips,
    ...(log ? { events: portfolioRunLogSink(runBars, calendar.times, settings.wholeUnits, log) } : {}),
  });
  const benchmark = equalWeightBenchmark(runBars, calendar);
  const metrics = portfolioMetrics({
    run,
    calendar,
    interval,
    assetClass: general.assetClass,
    initialCapital: general.initialCapital,
    tickers: runBars.map((bars) => bars.symbol),
    benchmark,
  });
  log?.(
    `Backtest complete: ${run.trades.length} trade${run.trades.length === 1 ? '' : 's'}, total return ${metrics.total_return.toFixed(2)}%, max drawdown ${metrics.max_drawdown.toFixed(2)}%`,
  );
  const chart = portfolioChart(run, calendar, benchmark, interval, general.initialCapital);
  chart.risk_summary = skips.summary(calendar.times, strategy.riskSetting);
  emit?.({ type: 'chart', chart });
  emit?.({ type: 'metrics', metrics });
  const trades = portfolioTrades(runBars, run.trades);
  emit?.({ type: 'trades', trades });
  const portfolio: SharedPortfolioResults['portfolio'] = {
    mode: 'shared',
    symbols: symbolBreakdown(runBars, run, calendar.times.length, general.initialCapital),
  };
  emit?.({ type: 'portfolio', portfolio });
  return {
    ok: true,
    diagnostics,
    results: { chart_data: chart, performance_metrics: metrics, closed_trades: trades, portfolio },
  };
}
