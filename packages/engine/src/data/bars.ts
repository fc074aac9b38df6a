/** Bar intervals: stored daily and hourly bars, weekly and monthly resampled from daily. */
export type BarInterval = '1h' | '1d' | '1w' | '1mo';

/**
 * OHLCV bars in columns, oldest first. `times` holds each bar's label as the data gives it:
 * YYYY-MM-DD for daily and longer bars, an ISO date-time with the exchange's UTC offset for
 * intraday bars (e.g. 2020-03-16T09:30:00-04:00), so that the session date and time can be read
 * off the text without a time-zone database.
 */
export interface BarSeries {
  symbol: string;
  interval: BarInterval;
  times: readonly string[];
  open: Float64Array;
  high: Float64Array;
  low: Float64Array;
  close: Float64Array;
  volume: Float64Array;
}

export function barCount(series: BarSeries): number {
  return series.times.length;
}

/** The trading date (YYYY-MM-DD) of a bar label. */
export function dateOf(time: string): string {
  return time.length === 10 ? time : time.slice(0, 10);
}

const DAY_NUMBERS = new WeakMap<readonly string[], Int32Array>();

/**
 * A number per bar that changes exactly when the trading date changes (0, 0, 1, 1, 1, 2...),
 * computed once per label array: loops compare integers instead of date strings.
 */
export function dayNumbers(times: readonly string[]): Int32Array {
  const cached = DAY_NUMBERS.get(times);
  if (cached) return cached;
  const numbers = new Int32Array(times.length);
  let current = -1;
  let previous = '';
  for (let index = 0; index < times.length; index += 1) {
    const date = dateOf(times[index] ?? '');
    if (date !== previous) {
      current += 1;
      previous = date;
    }
    numbers[index] = current;
  }
  DAY_NUMBERS.set(times, numbers);
  return numbers;
}

/** The exchange-time clock (HH:MM) of an intraday bar label; "" for daily labels. */
export function clockOf(time: string): string {
  return time.length > 10 ? time.slice(11, 16) : '';
}

export function isIntraday(interval: BarInterval): boolean {
  return interval === '1h';
}

/** Bars index from..to (to exclusive), sharing no memory with the input. */
export function sliceBars(series: BarSeries, from: number, to: number): BarSeries {
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

/** First index whose trading date is >= date (binary search; times are sorted). */
export function lowerBoundDate(series: BarSeries, date: string): number {
  let low = 0;
  let high = series.times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (dateOf(series.times[middle] ?? '') < date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** First index whose trading date is > date (binary search; times are sorted). */
export function upperBoundDate(series: BarSeries, date: string): number {
  let low = 0;
  let high = series.times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (dateOf(series.times[middle] ?? '') <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The bars with startDate <= trading date <= endDate. */
export function sliceByDate(series: BarSeries, startDate: string, endDate: string): BarSeries {
  const from = lowerBoundDate(series, startDate);
  const to = upperBoundDate(series, endDate);
  return sliceBars(series, from, Math.max(from, to));
}

/** Day of the week of a YYYY-MM-DD date, 0 = Sunday .. 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Builds a series from row objects (tests, fixtures, small hand-written data). */
export function barsFromRows(
  symbol: string,
  interval: BarInterval,
  rows: ReadonlyArray<{
    time: string;
    open: number;
    high: number;
    low: number;
    close: number;
    volume?: number;
  }>,
): BarSeries {
  const column = (pick: (row: (typeof rows)[number]) => number) => Float64Array.from(rows, pick);
  return {
    symbol,
    interval,
    times: rows.map((row) => row.time),
    open: column((row) => row.open),
    high: column((row) => row.high),
    low: column((row) => row.low),
    close: column((row) => row.close),
    volume: column((row) => row.volume ?? 0),
  };
}
