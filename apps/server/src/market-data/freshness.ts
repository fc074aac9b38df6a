import type { AssetClass } from '@stratblocks/contracts';

/** A cached series younger than this is never refetched. */
export const CACHE_MAX_AGE_MS = 12 * 60 * 60 * 1000;

const DAY_MS = 86_400_000;

function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * The last trading day that has surely closed, by the UTC calendar: yesterday for crypto (it
 * trades every day), the last weekday before today for the others. Exchange holidays are not
 * known here; on one, the cache is at most refetched once per CACHE_MAX_AGE_MS for nothing.
 */
export function lastCompletedTradingDay(now: Date, assetClass: AssetClass): string {
  let time = Date.parse(`${utcDate(now.getTime())}T00:00:00Z`) - DAY_MS;
  if (assetClass !== 'Cryptocurrency') {
    while ([0, 6].includes(new Date(time).getUTCDay())) time -= DAY_MS;
  }
  return utcDate(time);
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
 * newer exists), or when it was fetched less than 12 hours ago. Otherwise it is refetched whole
 * (a new dividend changes every earlier adjusted price).
 */
export function isCacheFresh(cached: CachedSpan, now: Date, windowEnd?: string): boolean {
  if (windowEnd !== undefined && windowEnd <= cached.last) return true;
  if (cached.last >= lastCompletedTradingDay(now, cached.assetClass)) return true;
  return now.getTime() - Date.parse(cached.fetchedAt) < CACHE_MAX_AGE_MS;
}
