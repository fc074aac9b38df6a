import { STRATEGY_PAGE_LIMITS, StrategyPageSchema, StrategySchema } from '@stratblocks/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../lib/api';

/** The fallbacks of the strategy calls (docs/product.md#error-catalogue). */
export const STRATEGY_FALLBACKS = {
  list: 'Failed to fetch strategies',
  one: 'Failed to fetch strategy',
  create: 'Failed to create strategy',
  update: 'Failed to update strategy',
  delete: 'Failed to delete strategy',
} as const;

/** docs/product.md#business-constants-and-limits: the header search shows at most 5 matches. */
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

export function fetchStrategy(id: number, signal?: AbortSignal) {
  return apiRequest(`/api/strategies/${id}`, StrategySchema, {
    auth: true,
    fallback: STRATEGY_FALLBACKS.one,
    ...(signal && { signal }),
  });
}

/**
 * The user's strategies (summaries, newest first), every one of them: pages of 100 summaries (a page
 * is small: the documents come only with one strategy) read one after the other by TanStack
 * Query's infinite query until the last, up to MAX_PAGES. `data` is the summaries in one list.
 */
export function useStrategies() {
  const query = useInfiniteQuery({
    queryKey: strategyKeys.lists(),
    queryFn: ({ pageParam, signal }) =>
      fetchStrategyPage({ limit: STRATEGY_PAGE_LIMITS.max, offset: pageParam }, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.items.length, 0);
      const done = last.items.length < last.limit || read >= last.total || pages.length >= MAX_PAGES;
      return done ? undefined : read;
    },
    select: (data) => data.pages.flatMap((page) => page.items),
  });
  const { hasNextPage, isFetching, isError, fetchNextPage, dataUpdatedAt } = query;
  // Each page that arrives asks for the next (its time changes even when a fast answer left no
  // render in between with the fetching flags set).
  useEffect(() => {
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage, dataUpdatedAt]);
  return query;
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
    retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
