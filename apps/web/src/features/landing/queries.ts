import { useQuery } from '@tanstack/react-query';

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

export const landingKeys = { stats: ['site', 'stats'] as const };

export function useSiteStats() {
  return useQuery({
    queryKey: landingKeys.stats,
    queryFn: fetchStats,
    refetchInterval: STATS_REFRESH_MS,
    staleTime: STATS_REFRESH_MS,
  });
}
