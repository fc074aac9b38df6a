import { commonDates, dailyCloses, drawdown, onDates, rebase, type EquitySeries } from './curves';
import { pairCorrelations, yearlyReturns, type PairCorrelation, type YearReturn } from './statistics';

/** The columns of a saved chart_data a comparison reads (the backtests feature's EquityColumns fit). */
export interface EquitySource {
  dates: readonly string[];
  cumulative_returns: readonly number[];
  equity?: readonly number[] | undefined;
}

/**
 * A strategy's equity marks: its equity in money when it was saved, else its cumulative return as
 * an index (100 + return in percent); both give the same ratios, so the same rebased curve. A
 * portfolio's chart_data is its total equity, so it compares like any other strategy.
 */
export function equitySeriesOf(source: EquitySource): EquitySeries {
  if (source.equity && source.equity.length === source.dates.length) {
    return { dates: source.dates, values: source.equity };
  }
  return { dates: source.dates, values: source.cumulative_returns.map((value) => 100 + value) };
}

export interface CompareCurve {
  /** Equity on the common dates, worth 100 on the first. */
  rebased: number[];
  /** Drawdown of that equity from its running peak on the common dates, in percent. */
  drawdown: number[];
}

export interface Comparison {
  /** The calendar days every strategy has, in order (at least two). */
  dates: string[];
  /** One per strategy, in the order given. */
  curves: CompareCurve[];
  years: YearReturn[];
  /** Every pair, by the strategies' positions. */
  correlations: PairCorrelation[];
}

/**
 * The curves of two to four strategies on their common dates (docs/comparison.md): each read as
 * daily closes, cut to the days all have, rebased to 100, with its drawdown; their yearly returns
 * and the correlation of their daily returns. Null when they share fewer than two days.
 */
export function compareCurves(series: readonly EquitySeries[]): Comparison | null {
  const closes = series.map(dailyCloses);
  const dates = commonDates(closes);
  if (dates.length < 2) return null;
  const rebased = closes.map((each) => rebase(onDates(each, dates)));
  return {
    dates,
    curves: rebased.map((values) => ({ rebased: values, drawdown: drawdown(values) })),
    years: yearlyReturns(dates, rebased),
    correlations: pairCorrelations(rebased),
  };
}
