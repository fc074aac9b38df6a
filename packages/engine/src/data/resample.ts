import { dateOf, weekdayOf, type BarSeries } from './bars';

/**
 * The Friday that closes the week of a date: weekend days join the following Friday's week, so
 * crypto's Saturday and Sunday bars belong to the next week.
 */
export function weekEndingFriday(date: string): string {
  const daysToFriday = (5 - weekdayOf(date) + 7) % 7;
  const time = Date.parse(`${date}T00:00:00Z`) + daysToFriday * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

function monthOf(date: string): string {
  return date.slice(0, 7);
}

/**
 * Groups consecutive bars by a key: open of the first, highest high, lowest low, close of the last,
 * summed volume, labelled with the last bar's trading date.
 */
function resampleBy(series: BarSeries, interval: '1w' | '1mo', keyOf: (date: string) => string): BarSeries {
  const count = series.times.length;
  const times: string[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  let currentKey = '';
  for (let index = 0; index < count; index += 1) {
    const date = dateOf(series.times[index] ?? '');
    const key = keyOf(date);
    const barHigh = series.high[index] ?? Number.NaN;
    const barLow = series.low[index] ?? Number.NaN;
    if (key !== currentKey || times.length === 0) {
      currentKey = key;
      times.push(date);
      open.push(series.open[index] ?? Number.NaN);
      high.push(barHigh);
      low.push(barLow);
      close.push(series.close[index] ?? Number.NaN);
      volume.push(series.volume[index] ?? 0);
      continue;
    }
    const last = times.length - 1;
    times[last] = date;
    if (barHigh > (high[last] ?? -Infinity)) high[last] = barHigh;
    if (barLow < (low[last] ?? Infinity)) low[last] = barLow;
    close[last] = series.close[index] ?? Number.NaN;
    volume[last] = (volume[last] ?? 0) + (series.volume[index] ?? 0);
  }
  return {
    symbol: series.symbol,
    interval,
    times,
    open: Float64Array.from(open),
    high: Float64Array.from(high),
    low: Float64Array.from(low),
    close: Float64Array.from(close),
    volume: Float64Array.from(volume),
  };
}

/** Weekly bars from daily (or intraday) bars, weeks ending Friday. */
export function resampleWeekly(series: BarSeries): BarSeries {
  return resampleBy(series, '1w', weekEndingFriday);
}

/** Monthly bars from daily (or intraday) bars, by calendar month. */
export function resampleMonthly(series: BarSeries): BarSeries {
  return resampleBy(series, '1mo', monthOf);
}
