import { StrategySchema } from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { matchesSearch, newestFirst, summarize, type StrategySummary } from './summary';

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
  detail: (id: number) => ['strategies', 'detail', id] as const,
};

/** Every strategy of the signed-in user as summaries, newest first. */
export async function fetchStrategySummaries(signal?: AbortSignal): Promise<StrategySummary[]> {
  const strategies = await apiRequest('/api/strategies', z.array(StrategySchema), {
    auth: true,
    fallback: STRATEGY_FALLBACKS.list,
    ...(signal && { signal }),
  });
  return newestFirst(strategies.map(summarize));
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

/** Up to 5 strategies whose name or description holds the text. */
export function useStrategySearch(text: string) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: strategyKeys.lists(),
    queryFn: ({ signal }) => fetchStrategySummaries(signal),
    enabled: trimmed.length > 0,
    select: (items: StrategySummary[]) =>
      items.filter((item) => matchesSearch(item, trimmed)).slice(0, SEARCH_LIMIT),
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
