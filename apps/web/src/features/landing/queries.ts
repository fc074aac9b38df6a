import { useEffect, useState } from 'react';

/** GET /api/stats as the landing page reads it (checked by hand: zod stays off the first load). */
export interface SiteStats {
  strategies: number;
  backtests: number;
  users: number;
  active_users: number;
}

const STATS_FIELDS = ['strategies', 'backtests', 'users', 'active_users'] as const;
/** How often the counters (and 'traders online now') are read again while the page is open. */
export const STATS_REFRESH_MS = 30_000;

function isStats(value: unknown): value is SiteStats {
  return (
    typeof value === 'object' &&
    value !== null &&
    STATS_FIELDS.every((field) => Number.isInteger((value as Record<string, unknown>)[field]))
  );
}

async function fetchStats(): Promise<SiteStats> {
  const response = await fetch('/api/stats', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/stats answered ${String(response.status)}`);
  const body: unknown = await response.json();
  if (!isStats(body)) throw new Error('GET /api/stats answered an unexpected body');
  return body;
}

/**
 * The counters' figures, read on mount and every 30 s while the page is open. A plain effect rather
 * than a TanStack query: the landing page is the one page that must load light, and this is its
 * only server read (TanStack Query loads with the pages that need it).
 */
export function useSiteStats(): { data: SiteStats | undefined; isError: boolean } {
  const [data, setData] = useState<SiteStats | undefined>(undefined);
  const [isError, setIsError] = useState(false);
  useEffect(() => {
    let live = true;
    const read = () => {
      fetchStats().then(
        (stats) => {
          if (!live) return;
          setData(stats);
          setIsError(false);
        },
        () => {
          if (live) setIsError(true);
        },
      );
    };
    read();
    const timer = setInterval(read, STATS_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  return { data, isError };
}
