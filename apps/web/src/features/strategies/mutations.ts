import { BacktestResultsSchema, StrategySchema, type Strategy } from '@stratblocks/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { fetchStrategy, STRATEGY_FALLBACKS, strategyKeys } from './queries';

/** Duplicates a strategy under a new name: its configuration and saved results. */
export function useDuplicateStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) => {
      const source = await fetchStrategy(id);
      return apiRequest('/api/strategies', StrategySchema, {
        method: 'POST',
        auth: true,
        fallback: STRATEGY_FALLBACKS.create,
        body: {
          name,
          description: source.description,
          strategy_config: source.strategy_config,
          backtest_results: source.backtest_results,
        },
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: strategyKeys.lists() }),
  });
}

export function useDeleteStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/strategies/${id}`, z.unknown(), {
        method: 'DELETE',
        auth: true,
        fallback: STRATEGY_FALLBACKS.delete,
      }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: strategyKeys.detail(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: strategyKeys.lists() }),
  });
}

/** docs/product.md#states-and-transitions: the description results are saved with. */
export function backtestedDescription(now = new Date()): string {
  return `Last backtested on ${now.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })}`;
}

/**
 * The standalone page's Run Backtest (docs/product.md#every-number-is-real): runs the saved strategy on the server's engine
 * and saves the results with it.
 */
export function useRunAndSaveBacktest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (strategy: Strategy) => {
      const results = await apiRequest('/api/execute-strategy', BacktestResultsSchema, {
        method: 'POST',
        auth: true,
        fallback: 'Failed to execute strategy',
        body: strategy.strategy_config,
      });
      return apiRequest(`/api/strategies/${strategy.id}`, StrategySchema, {
        method: 'PUT',
        auth: true,
        fallback: STRATEGY_FALLBACKS.update,
        body: {
          name: strategy.name,
          description: backtestedDescription(),
          strategy_config: strategy.strategy_config,
          backtest_results: results,
        },
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(strategyKeys.detail(saved.id), saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: strategyKeys.lists() }),
  });
}
