import { dateOf, isIntraday, type BarSeries } from '../data/bars';
import { equityPeriods } from '../metrics/equity-periods';
import { performanceMetrics, periodsPerYear, type PerformanceMetrics } from '../metrics/performance';
import { chartData, closedTrade, type ChartData, type ClosedTrade } from '../pipeline/results';
import type { AssetClass } from '../strategy/types';
import type { UnionCalendar } from './calendar';
import type { PortfolioTradeRecord, SharedRunResult } from './shared-run';
import type { PortfolioSymbolRow } from './types';

/**
 * The equal-weight buy-and-hold benchmark (docs/engine.md#10-portfolios) as an index starting at 1: each symbol
 * holds 1/n of the capital from the first date of the window; a symbol listed later holds its part
 * in cash until its first bar, whose close buys it; a symbol without a bar on a date (or whose data
 * ended) is valued at its last close.
 */
export function equalWeightBenchmark(series: readonly BarSeries[], calendar: UnionCalendar): Float64Array {
  const count = calendar.times.length;
  const index = new Float64Array(count);
  const n = series.length;
  for (let s = 0; s < n; s += 1) {
    const barAt = calendar.barAt[s] as Int32Array;
    const closes = (series[s] as BarSeries).close;
    const first = closes[0] as number;
    let ratio = 1;
    for (let t = 0; t < count; t += 1) {
      const k = barAt[t] as number;
      if (k >= 0) ratio = (closes[k] as number) / first;
      index[t] = (index[t] as number) + ratio / n;
    }
  }
  return index;
}

/** The benchmark as a bar series labelled "Portfolio", so the chart's price and buy_and_hold read it. */
function benchmarkSeries(
  index: Float64Array,
  calendar: UnionCalendar,
  interval: BarSeries['interval'],
): BarSeries {
  const value = index.map((ratio) => ratio * 100);
  return {
    symbol: 'Portfolio',
    interval,
    times: calendar.times,
    open: value,
    high: value,
    low: value,
    close: value,
    volume: new Float64Array(value.length),
  };
}

/** The portfolio's chart: equity, returns and drawdown per union date, the benchmark as the price. */
export function portfolioChart(
  run: SharedRunResult,
  calendar: UnionCalendar,
  benchmark: Float64Array,
  interval: BarSeries['interval'],
  initialCapital: number,
): ChartData {
  const chart = chartData(
    benchmarkSeries(benchmark, calendar, interval),
    run.equity,
    initialCapital,
    [],
    run.riskEvents,
  );
  return chart;
}

/** Metrics on the portfolio's daily equity with the annualisation of the asset class. */
export function portfolioMetrics(options: {
  run: SharedRunResult;
  calendar: UnionCalendar;
  interval: BarSeries['interval'];
  assetClass: AssetClass;
  initialCapital: number;
  tickers: readonly string[];
  benchmark: Float64Array;
}): PerformanceMetrics {
  const { run, calendar, interval, initialCapital } = options;
  const intraday = isIntraday(interval);
  const times = calendar.times;
  const periods = equityPeriods(run.equity, times, intraday, initialCapital);
  const days = intraday ? new Set(times.map(dateOf)).size : times.length;
  return performanceMetrics({
    ticker: options.tickers.join(', '),
    firstDate: dateOf(times[0] ?? ''),
    lastDate: dateOf(times.at(-1) ?? ''),
    initialCapital,
    periods,
    periodsPerYear: periodsPerYear(interval, options.assetClass === 'Cryptocurrency'),
    trades: run.trades,
    barCount: times.length,
    days,
    exposedBars: run.exposedBars,
    firstClose: options.benchmark[0] ?? Number.NaN,
    lastClose: options.benchmark.at(-1) ?? Number.NaN,
  });
}

/** closed_trades with each trade's ticker, dates from its own symbol's bars, in exit order. */
export function portfolioTrades(
  series: readonly BarSeries[],
  trades: readonly PortfolioTradeRecord[],
): ClosedTrade[] {
  return trades.map((trade) => closedTrade(series[trade.symbol] as BarSeries, trade));
}

/** Per symbol: trades, win rate, net P&L, contribution (% of initial capital) and exposure. */
export function symbolBreakdown(
  series: readonly BarSeries[],
  run: SharedRunResult,
  unionCount: number,
  initialCapital: number,
): PortfolioSymbolRow[] {
  const rows = series.map((bars, s) => ({
    ticker: bars.symbol,
    trades: 0,
    wins: 0,
    net: 0,
    exposure: unionCount > 0 ? ((run.symbolExposedBars[s] ?? 0) / unionCount) * 100 : 0,
  }));
  for (const trade of run.trades) {
    const row = rows[trade.symbol];
    if (!row) continue;
    row.trades += 1;
    if (trade.pnl > 0) row.wins += 1;
    row.net += trade.pnl;
  }
  return rows.map((row) => ({
    ticker: row.ticker,
    trades: row.trades,
    win_rate: row.trades > 0 ? (row.wins / row.trades) * 100 : null,
    net_pnl: row.net,
    contribution: (row.net / initialCapital) * 100,
    exposure: row.exposure,
  }));
}
