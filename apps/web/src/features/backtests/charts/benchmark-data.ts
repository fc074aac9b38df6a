// Loaded lazily (use-spy-benchmark.ts): it brings the engine, which the results views keep out of
// their first chunk.
import type { Bar } from '@stratblocks/contracts';
import { compareWithBenchmark } from '@stratblocks/engine';
import type { EquityColumns } from '../results/read-results';
import { BENCHMARK_SYMBOL } from './benchmark-symbol';
import { initialCapitalOf } from './chart-data';

/** SPY's daily returns are trading days: alpha is annualised over 252 of them. */
const TRADING_DAYS_PER_YEAR = 252;

/** Capital assumed when a result has neither equity nor initial capital (the chart shows % then). */
const NOMINAL_CAPITAL = 100;

/** How the strategy relates to the benchmark's daily returns (null where a figure does not exist). */
export interface BenchmarkRelation {
  /** Annualised Jensen's alpha, percent. */
  alpha: number | null;
  beta: number | null;
  correlation: number | null;
  /** Paired daily returns the figures come from. */
  periods: number;
}

export interface SpyBenchmark extends BenchmarkRelation {
  /** SPY bought and held with the strategy's initial capital, on the chart's dates (NaN: no bar). */
  equity: number[];
  /** The same line as cumulative return, percent. */
  returns: number[];
}

/** The capital the result started from, and its equity (rebuilt from returns when absent). */
function strategyEquity(columns: EquityColumns, initialCapital: number | null | undefined) {
  const capital =
    initialCapital ??
    (columns.equity ? initialCapitalOf(columns.equity, columns.cumulative_returns) : null) ??
    NOMINAL_CAPITAL;
  const equity = columns.equity ?? columns.cumulative_returns.map((percent) => capital * (1 + percent / 100));
  return { capital, equity };
}

/**
 * SPY against a result: buy and hold of SPY from the result's first day with SPY's close (scaled
 * to the same initial capital) and alpha, beta and correlation of daily returns (engine's
 * compareWithBenchmark, over the days both have).
 */
export function spyBenchmark(
  columns: EquityColumns,
  bars: readonly Pick<Bar, 'time' | 'close'>[],
  initialCapital?: number | null,
): SpyBenchmark {
  const { capital, equity } = strategyEquity(columns, initialCapital);
  const comparison = compareWithBenchmark(
    { dates: columns.dates, equity },
    { symbol: BENCHMARK_SYMBOL, dates: bars.map((bar) => bar.time), close: bars.map((bar) => bar.close) },
    TRADING_DAYS_PER_YEAR,
  );
  // The engine scales to the first equity value; the chart's buy and hold starts from the capital.
  const start = equity[0] ?? Number.NaN;
  const line = comparison.equity.map((value) =>
    value === null || !(start > 0) ? Number.NaN : (value / start) * capital,
  );
  return {
    alpha: comparison.alpha,
    beta: comparison.beta,
    correlation: comparison.correlation,
    periods: comparison.periods,
    equity: line,
    returns: line.map((value) => (value / capital - 1) * 100),
  };
}

/**
 * When the backtested symbol is SPY itself: the strategy against its own buy and hold (no third
 * line, it would be the buy-and-hold line again). Null without a buy-and-hold column.
 */
export function selfBenchmark(
  columns: EquityColumns,
  initialCapital?: number | null,
): BenchmarkRelation | null {
  const holding = columns.buy_and_hold;
  if (!holding) return null;
  const { equity } = strategyEquity(columns, initialCapital);
  const { alpha, beta, correlation, periods } = compareWithBenchmark(
    { dates: columns.dates, equity },
    { symbol: BENCHMARK_SYMBOL, dates: columns.dates, close: holding.map((percent) => 100 + percent) },
    TRADING_DAYS_PER_YEAR,
  );
  return { alpha, beta, correlation, periods };
}
