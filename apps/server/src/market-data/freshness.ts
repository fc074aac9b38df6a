import type { AssetClass } from '@stratblocks/contracts';
import {
  isWeekend,
  previousDate,
  US_BAR_FINAL_MINUTES,
  US_MARKET_TIME_ZONE,
  zonedClock,
} from './session-close';

/** A cached series younger than this is never refetched. */
export const CACHE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/**
 * The last trading day whose bar is surely final: for crypto, yesterday (UTC); for the others,
 * today once New York's session has closed (16:15 there, see session-close.ts), else the weekday
 * before, by New York's calendar. Exchange holidays are not known here; on one, the cache is
 * refetched at most once per CACHE_MAX_AGE_MS for nothing.
 */
export function lastCompletedTradingDay(now: Date, assetClass: AssetClass): string {
  if (assetClass === 'Cryptocurrency') return previousDate(now.toISOString().slice(0, 10));
  const local = zonedClock(now, US_MARKET_TIME_ZONE);
  let date = local.minutes >= US_BAR_FINAL_MINUTES ? local.date : previousDate(local.date);
  while (isWeekend(date)) date = previousDate(date);
  return date;
}

/** Whether an instant comes after the bar of `day` was final (so a fetch then would have had it). */
function afterBarOf(day: string, instant: Date, assetClass: AssetClass): boolean {
  if (assetClass === 'Cryptocurrency') return instant.toISOString().slice(0, 10) > day;
  const local = zonedClock(instant, US_MARKET_TIME_ZONE);
  return local.date > day || (local.date === day && local.minutes >= US_BAR_FINAL_MINUTES);
}

/** What the freshness rule looks at in a cached series. */
export interface CachedSpan {
  assetClass: AssetClass;
  /** Date of the last cached bar (YYYY-MM-DD). */
  last: string;
  /** ISO time of the fetch. */
  fetchedAt: string;
}

/**
 * The cache rule: a cached series is served without asking Yahoo when the request's window ends
 * on or before its last bar, or when its last bar is the last completed trading day (nothing
 * newer exists), or when it was fetched after that day's bar was final and less than 12 hours ago
 * (Yahoo had nothing newer: a holiday). Otherwise it is refetched whole (a new dividend changes
 * every earlier adjusted price).
 */
export function isCacheFresh(cached: CachedSpan, now: Date, windowEnd?: string): boolean {
  if (windowEnd !== undefined && windowEnd <= cached.last) return true;
  const completed = lastCompletedTradingDay(now, cached.assetClass);
  if (cached.last >= completed) return true;
  const fetchedAt = new Date(cached.fetchedAt);
  return (
    afterBarOf(completed, fetchedAt, cached.assetClass) &&
    now.getTime() - fetchedAt.getTime() < CACHE_MAX_AGE_MS
  );
}
