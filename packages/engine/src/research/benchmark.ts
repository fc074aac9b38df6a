import { mean } from '../metrics/statistics';

/** A series by date: bar labels (YYYY-MM-DD or ISO date-times) and a value per bar. */
export interface DatedSeries {
  dates: readonly string[];
  values: ArrayLike<number>;
}

/** The last value of each calendar day (intraday bars collapse to their day's close). */
export function dailyCloses(series: DatedSeries): { days: string[]; values: number[] } {
  const days: string[] = [];
  const values: number[] = [];
  for (let index = 0; index < series.dates.length; index += 1) {
    const day = (series.dates[index] ?? '').slice(0, 10);
    const value = series.values[index] ?? Number.NaN;
    if (days.length > 0 && days[days.length - 1] === day) values[values.length - 1] = value;
    else {
      days.push(day);
      values.push(value);
    }
  }
  return { days, values };
}

/**
 * Daily returns (percent) of two series over the days both have, each measured from the previous
 * common day, so that a crypto strategy (7 days a week) meets a stock benchmark (5) fairly.
 */
export function commonDailyReturns(
  a: DatedSeries,
  b: DatedSeries,
): { days: string[]; a: Float64Array; b: Float64Array } {
  const closesA = dailyCloses(a);
  const closesB = dailyCloses(b);
  const byDay = new Map<string, number>();
  closesB.days.forEach((day, index) => byDay.set(day, closesB.values[index] ?? Number.NaN));
  const days: string[] = [];
  const valuesA: number[] = [];
  const valuesB: number[] = [];
  closesA.days.forEach((day, index) => {
    const other = byDay.get(day);
    if (other === undefined) return;
    days.push(day);
    valuesA.push(closesA.values[index] ?? Number.NaN);
    valuesB.push(other);
  });
  const count = Math.max(0, days.length - 1);
  const returnsA = new Float64Array(count);
  const returnsB = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    returnsA[index] = ((valuesA[index + 1] ?? 0) / (valuesA[index] ?? 1) - 1) * 100;
    returnsB[index] = ((valuesB[index + 1] ?? 0) / (valuesB[index] ?? 1) - 1) * 100;
  }
  return { days: days.slice(1), a: returnsA, b: returnsB };
}

export interface ReturnRelation {
  /** Jensen's alpha with a zero risk-free rate, annualised: (mean(r) - beta x mean(b)) x A, percent. */
  alpha: number | null;
  /** cov(r, b) / var(b). */
  beta: number | null;
  /** Pearson correlation of r and b. */
  correlation: number | null;
  /** Number of paired returns. */
  periods: number;
}

/**
 * How a strategy's returns r relate to a benchmark's b (same periods, percent): beta, correlation
 * and annualised alpha, with A periods per year. Null where a figure does not exist (fewer than two
 * periods, a benchmark or strategy that never moves).
 */
export function relateReturns(
  strategy: ArrayLike<number>,
  benchmark: ArrayLike<number>,
  periodsPerYear: number,
): ReturnRelation {
  const periods = Math.min(strategy.length, benchmark.length);
  if (periods < 2) return { alpha: null, beta: null, correlation: null, periods };
  const meanS = mean(Float64Array.from({ length: periods }, (_, index) => strategy[index] ?? 0));
  const meanB = mean(Float64Array.from({ length: periods }, (_, index) => benchmark[index] ?? 0));
  let covariance = 0;
  let varianceS = 0;
  let varianceB = 0;
  for (let index = 0; index < periods; index += 1) {
    const ds = (strategy[index] ?? 0) - meanS;
    const db = (benchmark[index] ?? 0) - meanB;
    covariance += ds * db;
    varianceS += ds * ds;
    varianceB += db * db;
  }
  if (varianceB === 0) return { alpha: null, beta: null, correlation: null, periods };
  const beta = covariance / varianceB;
  return {
    alpha: (meanS - beta * meanB) * periodsPerYear,
    beta,
    correlation: varianceS === 0 ? null : covariance / Math.sqrt(varianceS * varianceB),
    periods,
  };
}

export interface BenchmarkComparison extends ReturnRelation {
  symbol: string;
  /** Buy and hold of the benchmark from the first to the last common day, percent. */
  benchmarkReturn: number | null;
  /** The benchmark's value over the strategy's dates, scaled to start at the strategy's first equity. */
  equity: (number | null)[];
}

/**
 * The strategy's equity against a benchmark's closes (buy and hold of the symbol itself, or of
 * SPY): alpha, beta and correlation of daily returns, and the benchmark as an equity line on the
 * strategy's dates (null where the benchmark has no bar, e.g. weekends for a crypto strategy).
 */
export function compareWithBenchmark(
  strategy: { dates: readonly string[]; equity: ArrayLike<number> },
  benchmark: { symbol: string; dates: readonly string[]; close: ArrayLike<number> },
  periodsPerYear: number,
): BenchmarkComparison {
  const common = commonDailyReturns(
    { dates: strategy.dates, values: strategy.equity },
    { dates: benchmark.dates, values: benchmark.close },
  );
  const relation = relateReturns(common.a, common.b, periodsPerYear);
  const closes = dailyCloses({ dates: benchmark.dates, values: benchmark.close });
  const closeByDay = new Map<string, number>();
  closes.days.forEach((day, index) => closeByDay.set(day, closes.values[index] ?? Number.NaN));
  let first: number | undefined;
  let last: number | undefined;
  const startEquity = strategy.equity[0] ?? 0;
  const equity = strategy.dates.map((date) => {
    const close = closeByDay.get(date.slice(0, 10));
    if (close === undefined) return null;
    first ??= close;
    last = close;
    return (close / first) * startEquity;
  });
  return {
    symbol: benchmark.symbol,
    ...relation,
    benchmarkReturn: first !== undefined && last !== undefined ? (last / first - 1) * 100 : null,
    equity,
  };
}
