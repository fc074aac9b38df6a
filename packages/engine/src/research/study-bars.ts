import type { OtherSeries } from '../sources/library';
import { runBacktest } from '../backtest';
import { ColumnCache } from '../blocks/evaluate';
import { dateOf, type BarSeries } from '../data/bars';
import { RunContext } from '../pipeline/context';
import { barsForInterval } from '../pipeline/resolve';
import type { ClosedTrade } from '../pipeline/results';
import { unionCalendar } from '../portfolio/calendar';
import { runPortfolio } from '../portfolio/run';
import { scanAverage } from '../portfolio/separate-run';
import type { PortfolioStrategyInput } from '../portfolio/types';
import type { StrategyInput } from '../strategy/types';
import type { SweepCellMetrics, SweepRunner } from './sweep-cell';

/**
 * The bars a sweep, a walk-forward or a parameter study runs on: one series for a single-symbol
 * strategy, or one series per portfolio symbol, in the order `portfolio.symbols` lists them (each cut
 * to the window, at the stored interval, as runPortfolio takes them).
 */
export type ResearchBars = BarSeries | readonly BarSeries[];

/** Whether a strategy runs over several symbols (it carries `portfolio`, docs/engine.md#10-portfolios). */
export function isPortfolioStrategy(strategy: StrategyInput): strategy is PortfolioStrategyInput {
  return (strategy as Partial<PortfolioStrategyInput>).portfolio !== undefined;
}

/** Whether research bars are a portfolio's (one series per symbol). */
export function isBarsList(bars: ResearchBars): bars is readonly BarSeries[] {
  return Array.isArray(bars);
}

/** What one combination of a study gives: the figures a sweep keeps, or why it did not run. */
export type CellOutcome = { ok: true; metrics: SweepCellMetrics } | { ok: false; message: string };

/** Runs one variant of the strategy (a combination's values set) on the study's bars. */
export type CellRunner = (variant: StrategyInput) => CellOutcome;

/** The figures a sweep keeps of a run's performance metrics. */
export function cellMetrics(metrics: SweepCellMetrics): SweepCellMetrics {
  return {
    total_return: metrics.total_return,
    annualized_return: metrics.annualized_return,
    max_drawdown: metrics.max_drawdown,
    sharpe_ratio: metrics.sharpe_ratio,
    sortino_ratio: metrics.sortino_ratio,
    calmar_ratio: metrics.calmar_ratio,
    profit_factor: metrics.profit_factor,
    sqn: metrics.sqn,
    win_rate: metrics.win_rate,
    total_trades: metrics.total_trades,
    gross_profit: metrics.gross_profit,
  };
}

/**
 * A scan's figures for a sweep (docs/engine.md, "Research on portfolios"): each ratio and return is
 * the average over the symbols of their own runs' values (a symbol without a value, e.g. no Sharpe
 * without trades, is left out; null when no symbol has one), computed as the scan's average row;
 * trades and gross profit are the symbols' sums.
 */
export function scanCellMetrics(list: readonly SweepCellMetrics[]): SweepCellMetrics {
  const average = (pick: (metrics: SweepCellMetrics) => number | null): number | null =>
    scanAverage(list.map(pick).filter((value): value is number => value !== null && Number.isFinite(value)));
  const sum = (pick: (metrics: SweepCellMetrics) => number) =>
    list.reduce((total, metrics) => total + pick(metrics), 0);
  return {
    total_return: average((metrics) => metrics.total_return) ?? 0,
    annualized_return: average((metrics) => metrics.annualized_return) ?? 0,
    max_drawdown: average((metrics) => metrics.max_drawdown) ?? 0,
    sharpe_ratio: average((metrics) => metrics.sharpe_ratio),
    sortino_ratio: average((metrics) => metrics.sortino_ratio),
    calmar_ratio: average((metrics) => metrics.calmar_ratio),
    profit_factor: average((metrics) => metrics.profit_factor),
    sqn: average((metrics) => metrics.sqn),
    win_rate: average((metrics) => metrics.win_rate),
    total_trades: sum((metrics) => metrics.total_trades),
    gross_profit: sum((metrics) => metrics.gross_profit),
  };
}

function firstError(diagnostics: ReadonlyArray<{ severity: string; message: string }>): string {
  return diagnostics.find((diagnostic) => diagnostic.severity === 'error')?.message ?? 'Invalid strategy';
}

/**
 * Checks that the bars fit the strategy: one series for a single symbol, one per portfolio symbol
 * for a portfolio. The message says what is wrong.
 */
export function researchBarsProblem(strategy: StrategyInput, bars: ResearchBars): string | null {
  if (!isPortfolioStrategy(strategy))
    return isBarsList(bars) ? 'Several series of bars were given for a strategy of one symbol' : null;
  const { symbols } = strategy.portfolio;
  if (!isBarsList(bars)) return "A portfolio's research needs the bars of every symbol";
  if (bars.length !== symbols.length)
    return `The portfolio lists ${symbols.length} symbols; bars were given for ${bars.length}`;
  return null;
}

/** The bars of a portfolio keyed by the names `portfolio.symbols` gives them (list order). */
function barsBySymbol(
  strategy: PortfolioStrategyInput,
  bars: readonly BarSeries[],
): Record<string, BarSeries> {
  return Object.fromEntries(
    strategy.portfolio.symbols.map((symbol, index) => [symbol, bars[index] as BarSeries]),
  );
}

/**
 * The runner of a study's combinations on its bars, with one indicator cache per symbol and one run
 * context for all of them, so that a column is computed once per symbol across the grid:
 * - one symbol: `runner` (the metrics-only backtest by default);
 * - a shared portfolio: runPortfolio, ranked on the account's performance metrics;
 * - a scan: `runner` on each symbol with the full capital, then scanCellMetrics.
 */
export function cellRunner(
  strategy: StrategyInput,
  bars: ResearchBars,
  runner: SweepRunner,
  /** The scratch buffers of the runs, one after another (the caller's, or one of the sweep's own). */
  context: RunContext = new RunContext(),
  /** Other symbols the blocks read, read by every run through its cache. */
  others?: OtherSeries,
): CellRunner {
  const list = isBarsList(bars) ? bars : [bars];
  const caches = list.map((series) => {
    const cache = new ColumnCache(series);
    if (others) cache.others = others;
    return cache;
  });
  if (!isPortfolioStrategy(strategy) || !isBarsList(bars)) {
    const series = list[0] as BarSeries;
    const cache = caches[0] as ColumnCache;
    return (variant) => {
      const outcome = runner(variant, series, cache, context);
      return outcome.ok ? { ok: true, metrics: cellMetrics(outcome.metrics) } : outcome;
    };
  }
  if (strategy.portfolio.mode === 'separate') {
    return (variant) => {
      const each: SweepCellMetrics[] = [];
      for (const [index, series] of list.entries()) {
        const own = {
          ...variant,
          generalSetting: { ...variant.generalSetting, tickerSymbol: series.symbol },
        };
        const outcome = runner(own, series, caches[index] as ColumnCache, context);
        if (!outcome.ok) return { ok: false, message: `${series.symbol}: ${outcome.message}` };
        each.push(outcome.metrics);
      }
      return { ok: true, metrics: scanCellMetrics(each) };
    };
  }
  const keyed = barsBySymbol(strategy, bars);
  return (variant) => {
    const outcome = runPortfolio(variant as PortfolioStrategyInput, keyed, { caches });
    if (!outcome.ok) return { ok: false, message: firstError(outcome.diagnostics) };
    if (!('performance_metrics' in outcome.results))
      return { ok: false, message: 'A shared run has metrics' };
    return { ok: true, metrics: cellMetrics(outcome.results.performance_metrics) };
  };
}

/** A full run of a walk-forward's out-of-sample stretch: its equity at each close and its trades. */
export type FullRunOutcome =
  { ok: true; equity: readonly number[]; trades: readonly ClosedTrade[] } | { ok: false; message: string };

/** The run bars' calendar of a study and the bars of any stretch of it. */
export interface StudyCalendar {
  /** Labels of the run's bars (the union calendar for a portfolio), in the strategy's interval. */
  times: readonly string[];
  interval: BarSeries['interval'];
  /**
   * The strategy and source bars of run bars [from, to): for a portfolio, every symbol with at least
   * 2 bars there (a symbol listed later, or delisted, sits out the stretches it has no bars in).
   * The strategy's window is the stretch's dates: the other symbols its blocks read are cut to them.
   */
  slice: (from: number, to: number) => { strategy: StrategyInput; bars: ResearchBars };
  /**
   * Runs a variant on a slice with its chart and trades (a walk-forward's out-of-sample run), with
   * the study's other symbols.
   */
  fullRun: (variant: StrategyInput, bars: ResearchBars, context: RunContext) => FullRunOutcome;
}

/** The first index of a sorted label list at or after `label`. */
function lowerBound(times: readonly string[], label: string): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] as string) < label) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The source bars (as stored) behind run bars [from, to): the same bars for daily and hourly runs,
 * the daily bars of those weeks or months for weekly and monthly runs.
 */
export function sourceSlice(source: BarSeries, runBars: BarSeries, from: number, to: number): BarSeries {
  if (runBars === source) return sliceSeries(source, from, to);
  const after = from > 0 ? (runBars.times[from - 1] ?? '') : '';
  const until = runBars.times[to - 1] ?? '';
  let start = 0;
  while (start < source.times.length && from > 0 && (source.times[start] ?? '') <= after) start += 1;
  let end = start;
  while (end < source.times.length && (source.times[end] ?? '') <= until) end += 1;
  return sliceSeries(source, start, end);
}

function sliceSeries(series: BarSeries, from: number, to: number): BarSeries {
  return {
    symbol: series.symbol,
    interval: series.interval,
    times: series.times.slice(from, to),
    open: series.open.slice(from, to),
    high: series.high.slice(from, to),
    low: series.low.slice(from, to),
    close: series.close.slice(from, to),
    volume: series.volume.slice(from, to),
  };
}

function singleFullRun(
  variant: StrategyInput,
  bars: ResearchBars,
  context: RunContext,
  others: OtherSeries | undefined,
): FullRunOutcome {
  const run = runBacktest(variant, bars as BarSeries, { context, ...(others ? { others } : {}) });
  if (!run.ok) return { ok: false, message: firstError(run.diagnostics) };
  return { ok: true, equity: run.results.chart_data.equity, trades: run.results.closed_trades };
}

function sharedFullRun(
  variant: StrategyInput,
  bars: ResearchBars,
  others: OtherSeries | undefined,
): FullRunOutcome {
  const portfolio = variant as PortfolioStrategyInput;
  const outcome = runPortfolio(
    portfolio,
    barsBySymbol(portfolio, bars as readonly BarSeries[]),
    others ? { others } : {},
  );
  if (!outcome.ok) return { ok: false, message: firstError(outcome.diagnostics) };
  if (!('chart_data' in outcome.results)) return { ok: false, message: 'A shared run has a chart' };
  return { ok: true, equity: outcome.results.chart_data.equity, trades: outcome.results.closed_trades };
}

/**
 * The strategy of a stretch of the study's bars: its window (startDate, endDate) becomes the dates of
 * the stretch's first and last bars, so that a block reading another symbol reads that symbol cut to
 * the stretch (docs/engine.md#research-on-other-symbols), as a backtest of the stretch alone would.
 * Only a study with other symbols needs it: the others keep the strategy as it was, run for run.
 */
function withStretchWindow<T extends StrategyInput>(strategy: T, stretch: readonly BarSeries[]): T {
  const firsts = stretch.flatMap((series) =>
    series.times[0] === undefined ? [] : [dateOf(series.times[0])],
  );
  const lasts = stretch.flatMap((series) => {
    const last = series.times[series.times.length - 1];
    return last === undefined ? [] : [dateOf(last)];
  });
  if (firsts.length === 0 || lasts.length === 0) return strategy;
  const startDate = firsts.reduce((earliest, date) => (date < earliest ? date : earliest));
  const endDate = lasts.reduce((latest, date) => (date > latest ? date : latest));
  return { ...strategy, generalSetting: { ...strategy.generalSetting, startDate, endDate } };
}

/**
 * The calendar a walk-forward cuts into windows: the run bars of one symbol, or the union calendar
 * of a shared portfolio's symbols (docs/engine.md#shared-one-account). A scan has no account to carry from window to
 * window: it is refused with a message.
 */
export function studyCalendar(
  strategy: StrategyInput,
  bars: ResearchBars,
  /** Other symbols the blocks read: each stretch's runs read them cut to the stretch's dates. */
  others?: OtherSeries,
): { ok: true; calendar: StudyCalendar } | { ok: false; message: string } {
  const interval = strategy.generalSetting.timeInterval;
  if (!isPortfolioStrategy(strategy) || !isBarsList(bars)) {
    const source = isBarsList(bars) ? (bars[0] as BarSeries) : bars;
    const runBars = barsForInterval(source, interval);
    return {
      ok: true,
      calendar: {
        times: runBars.times,
        interval: runBars.interval,
        slice: (from, to) => {
          const stretch = sourceSlice(source, runBars, from, to);
          return { strategy: others ? withStretchWindow(strategy, [stretch]) : strategy, bars: stretch };
        },
        fullRun: (variant, stretch, context) => singleFullRun(variant, stretch, context, others),
      },
    };
  }
  if (strategy.portfolio.mode === 'separate')
    return {
      ok: false,
      message:
        'A walk-forward carries one account from window to window: run it with one account ("shared"), or on one symbol of the scan',
    };
  const runBars = bars.map((series) => barsForInterval(series, interval));
  const times = unionCalendar(runBars.map((series) => series.times)).times;
  const slice = (from: number, to: number) => {
    const first = times[from] ?? '';
    const last = times[to - 1] ?? '';
    const symbols: string[] = [];
    const kept: BarSeries[] = [];
    runBars.forEach((run, index) => {
      const start = lowerBound(run.times, first);
      let end = lowerBound(run.times, last);
      if (run.times[end] === last) end += 1;
      if (end - start < 2) return;
      symbols.push(strategy.portfolio.symbols[index] as string);
      kept.push(sourceSlice(bars[index] as BarSeries, run, start, end));
    });
    const windowed = others ? withStretchWindow(strategy, kept) : strategy;
    const portfolio: PortfolioStrategyInput = {
      ...windowed,
      generalSetting: {
        ...windowed.generalSetting,
        tickerSymbol: symbols[0] ?? strategy.generalSetting.tickerSymbol,
      },
      portfolio: { ...strategy.portfolio, symbols },
    };
    return { strategy: portfolio, bars: kept };
  };
  return {
    ok: true,
    calendar: {
      times,
      interval: (runBars[0] as BarSeries).interval,
      slice,
      fullRun: (variant, stretch) => sharedFullRun(variant, stretch, others),
    },
  };
}
