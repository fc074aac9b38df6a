import type { BarSeries } from '../data/bars';
import type { AssetClass } from '../strategy/types';
import { DAY, HOUR, newYorkInstant } from './new-york';

/**
 * When each bar ends (docs/engine.md#end-times), as ms since the epoch: the moment its values
 * exist. Daily bars of US stocks, ETFs and indexes end at 16:00 New York of their date, forex
 * daily bars at 17:00 New York, crypto daily bars at 24:00 UTC; an hourly bar ends at the first
 * full hour after it starts; a weekly or monthly bar of a weekly or monthly run ends when its last
 * daily bar does (it is labelled with that bar's date).
 */

/** The end of a daily bar dated `date` (YYYY-MM-DD) of an asset class. */
export function dailyBarEnd(date: string, assetClass: AssetClass): number {
  if (assetClass === 'Cryptocurrency') return Date.parse(`${date}T00:00:00Z`) + DAY;
  return newYorkInstant(date, assetClass === 'Forex' ? 17 : 16);
}

const INTRADAY_LABEL = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The instant an intraday label names. A label without a UTC offset is read as New York time
 * (the exchange's), never as the machine's.
 */
export function intradayInstant(label: string): number {
  const match = INTRADAY_LABEL.exec(label);
  if (!match) return Date.parse(label);
  const [, date = '', hours = '0', minutes = '0', seconds = '0', zone] = match;
  const clock = Number(hours) * HOUR + Number(minutes) * 60_000 + Number(seconds) * 1000;
  if (zone === undefined) return newYorkInstant(date, 0) + clock;
  if (zone === 'Z') return Date.parse(`${date}T00:00:00Z`) + clock;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * HOUR + Number(digits.slice(2, 4)) * 60_000);
  return Date.parse(`${date}T00:00:00Z`) + clock - offset;
}

/** The end of an hourly bar: the first full hour after it starts (a 09:30 bar ends at 10:00). */
export function hourlyBarEnd(label: string): number {
  const start = intradayInstant(label);
  return Math.floor(start / HOUR) * HOUR + HOUR;
}

/** Every bar's end, for a series of any interval. */
export function barEnds(series: BarSeries, assetClass: AssetClass): Float64Array {
  const count = series.times.length;
  const ends = new Float64Array(count);
  const intraday = series.interval === '1h';
  for (let index = 0; index < count; index += 1) {
    const label = series.times[index] ?? '';
    ends[index] = intraday ? hourlyBarEnd(label) : dailyBarEnd(label.slice(0, 10), assetClass);
  }
  return ends;
}
