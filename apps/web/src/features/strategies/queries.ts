import { STRATEGY_PAGE_LIMITS, StrategyPageSchema, StrategySchema } from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import type { StrategySummary } from './summary';

/** Spec section 8's fallbacks of the strategy calls. */
export const STRATEGY_FALLBACKS = {
  list: 'Failed to fetch strategies',
  one: 'Failed to fetch strategy',
  create: 'Failed to create strategy',
  update: 'Failed to update strategy',
  delete: 'Failed to delete strategy',
} as const;

/** Spec section 9: the header search shows at most 5 matches. */
export const SEARCH_LIMIT = 5;

/** Query keys of the strategies feature. */
export const strategyKeys = {
  all: ['strategies'] as const,
  lists: () => ['strategies', 'list'] as const,
  search: (text: string) => ['strategies', 'list', 'search', text] as const,
  detail: (id: number) => ['strategies', 'detail', id] as const,
};

/** Pages the dashboard reads at most (100 summaries each): far more strategies than anyone keeps. */
const MAX_PAGES = 50;

/** One page of summaries, newest first; `q` matches name or description on the server. */
export function fetchStrategyPage(
  options: { limit?: number; offset?: number; q?: string },
  signal?: AbortSignal,
) {
  const params = new URLSearchParams();
  if (options.limit !== undefined) params.set('limit', String(options.limit));
  if (options.offset) params.set('offset', String(options.offset));
  if (options.q) params.set('q', options.q);
  const query = params.toString();
  return apiRequest(`/api/strategies${query ? `?${query}` : ''}`, StrategyPageSchema, {
    auth: true,
    fallback: STRATEGY_FALLBACKS.list,
    ...(signal && { signal }),
  });
}

/**
 * Every strategy of the signed-in user as summaries, newest first, read page by page (a page of
 * summaries is small: the documents come only with one strategy).
 */
export async function fetchStrategySummaries(signal?: AbortSignal): Promise<StrategySummary[]> {
  const items: StrategySummary[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await fetchStrategyPage({ limit: STRATEGY_PAGE_LIMITS.max, offset: items.length }, signal);
    items.push(...answer.items);
    if (answer.items.length < answer.limit || items.length >= answer.total) break;
  }
  return items;
}

export function fetchStrategy(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/strategies/${id}`, StrategySchema, {
    auth: true,
    fallback: STRATEGY_FALLBACKS.one,
    ...(signal && { signal }),
  });
}

/** The user's strategies (summaries, newest first). */
export function useStrategies() {
  return useQuery({
    queryKey: strategyKeys.lists(),
    queryFn: ({ signal }) => fetchStrategySummaries(signal),
  });
}

/** Up to 5 strategies whose name or description holds the text (searched by the server). */
export function useStrategySearch(text: string) {
  const trimmed = text.trim().slice(0, STRATEGY_PAGE_LIMITS.queryLength);
  return useQuery({
    queryKey: strategyKeys.search(trimmed),
    queryFn: async ({ signal }) =>
      (await fetchStrategyPage({ limit: SEARCH_LIMIT, q: trimmed }, signal)).items,
    enabled: trimmed.length > 0,
    placeholderData: (previous) => previous,
  });
}

/** One strategy, whole (configuration and saved results). */
export function useStrategy(id: number | null) {
  return useQuery({
    queryKey: strategyKeys.detail(id ?? -1),
    queryFn: ({ signal }) => fetchStrategy(id ?? -1, signal),
    enabled: id !== null,
    retry: (count, error) => count < 2 && !(error instanceof Error && /not found/i.test(error.message)),
  });
}
