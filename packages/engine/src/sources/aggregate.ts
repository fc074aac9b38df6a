import { dateOf, weekdayOf, type BarInterval, type BarSeries } from '../data/bars';
import { resampleMonthly, resampleWeekly, weekEndingFriday } from '../data/resample';
import type { Timeframe } from '../blocks/source-properties';
import type { AssetClass } from '../strategy/types';
import { barEnds } from './end-times';
import { newYorkDate, newYorkInstant } from './new-york';
import { intradayInstant } from './end-times';

/**
 * The series a block with a symbol or a timeframe is computed on (docs/engine.md#11-other-symbols-and-timeframes):
 * one symbol's bars of the run's interval, aggregated to the timeframe, with the instant each
 * aggregated bar is complete. Completeness needs no bar after the one that completes it, so a live
 * check and a later backtest see the same values.
 */
export interface SourceSeries {
  /** The bars the block's computation runs on. */
  bars: BarSeries;
  /** Per bar of `bars`: the instant it is complete and may be read (Infinity: never, in the data given). */
  available: Float64Array;
  /** The ends of the symbol's own bars before aggregation, for the staleness rule. */
  rawEnds: Float64Array;
}

/**
 * `stored` is the symbol's bars at the stored interval of the run (daily for daily, weekly and
 * monthly runs; hourly for hourly runs), cut to the window; `runInterval` the run's bars.
 */
export function sourceSeries(
  stored: BarSeries,
  assetClass: AssetClass,
  runInterval: BarInterval,
  timeframe: Timeframe | null,
): SourceSeries {
  if (runInterval === '1w' || runInterval === '1mo') {
    // The run's own interval: the bar ends when its last daily bar ends (the label's date).
    const bars = runInterval === '1w' ? resampleWeekly(stored) : resampleMonthly(stored);
    const ends = barEnds(bars, assetClass);
    return { bars, available: ends, rawEnds: ends };
  }
  const rawEnds = barEnds(stored, assetClass);
  if (runInterval === '1h') {
    if (timeframe === '1D') return dailyFromHourly(stored, rawEnds);
    return { bars: stored, available: rawEnds, rawEnds };
  }
  if (timeframe === '1W') {
    const bars = resampleWeekly(stored);
    const available = completions(stored, rawEnds, weekEndingFriday, (key) => key, bars.times.length);
    return { bars, available, rawEnds };
  }
  if (timeframe === '1M') {
    const bars = resampleMonthly(stored);
    const lastDay = (key: string) => lastDayOfMonth(key, assetClass === 'Cryptocurrency');
    const available = completions(stored, rawEnds, (date) => date.slice(0, 7), lastDay, bars.times.length);
    return { bars, available, rawEnds };
  }
  return { bars: stored, available: rawEnds, rawEnds };
}

/**
 * When each period of daily bars is complete: at the end of its bar dated on the period's last
 * day, or when that bar does not exist (a holiday), at the end of the first bar after that day.
 * Periods are runs of consecutive bars with the same key, as the resampling groups them.
 */
function completions(
  daily: BarSeries,
  ends: Float64Array,
  keyOf: (date: string) => string,
  lastDayOf: (key: string) => string,
  periods: number,
): Float64Array {
  const available = new Float64Array(periods).fill(Infinity);
  const count = daily.times.length;
  let period = -1;
  let key = '';
  let lastDay = '';
  let done = true;
  for (let index = 0; index < count; index += 1) {
    const date = dateOf(daily.times[index] ?? '');
    const barKey = keyOf(date);
    if (barKey !== key || period < 0) {
      // A period still open takes the end of the first bar after it.
      if (!done && period >= 0) available[period] = ends[index] as number;
      period += 1;
      key = barKey;
      lastDay = lastDayOf(barKey);
      done = false;
    }
    if (!done && date >= lastDay) {
      available[period] = ends[index] as number;
      done = true;
    }
  }
  return available;
}

/** The last day of a month (YYYY-MM): the last weekday, or the last calendar day for crypto. */
export function lastDayOfMonth(month: string, calendarDay: boolean): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  let day = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const text = (d: number) => `${month}-${String(d).padStart(2, '0')}`;
  if (!calendarDay) while (weekdayOf(text(day)) === 0 || weekdayOf(text(day)) === 6) day -= 1;
  return text(day);
}

/**
 * Daily bars from hourly bars, by the New York date of each bar. A day is complete at the end of
 * its bar ending at 16:00 New York (bars after it that day are left out: they do not exist yet when
 * the day is read); a session ending earlier (a half day) at the end of the next session's first bar.
 */
function dailyFromHourly(hourly: BarSeries, ends: Float64Array): SourceSeries {
  const count = hourly.times.length;
  const times: string[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  const available: number[] = [];
  let index = 0;
  while (index < count) {
    const date = newYorkDate(intradayInstant(hourly.times[index] ?? ''));
    const closeTime = newYorkInstant(date, 16);
    let last = index;
    let next = index + 1;
    while (next < count && newYorkDate(intradayInstant(hourly.times[next] ?? '')) === date) next += 1;
    // The bars that count: up to the one ending at (or first past) 16:00 New York.
    let completedAt = -1;
    for (let bar = index; bar < next; bar += 1) {
      last = bar;
      if ((ends[bar] as number) >= closeTime) {
        completedAt = ends[bar] as number;
        break;
      }
    }
    if (completedAt < 0) completedAt = next < count ? (ends[next] as number) : Infinity;
    times.push(date);
    open.push(hourly.open[index] as number);
    let h = -Infinity;
    let l = Infinity;
    let v = 0;
    for (let bar = index; bar <= last; bar += 1) {
      if ((hourly.high[bar] as number) > h) h = hourly.high[bar] as number;
      if ((hourly.low[bar] as number) < l) l = hourly.low[bar] as number;
      v += hourly.volume[bar] as number;
    }
    high.push(h);
    low.push(l);
    close.push(hourly.close[last] as number);
    volume.push(v);
    available.push(completedAt);
    index = next;
  }
  const bars: BarSeries = {
    symbol: hourly.symbol,
    interval: '1d',
    times,
    open: Float64Array.from(open),
    high: Float64Array.from(high),
    low: Float64Array.from(low),
    close: Float64Array.from(close),
    volume: Float64Array.from(volume),
  };
  return { bars, available: Float64Array.from(available), rawEnds: ends };
}
