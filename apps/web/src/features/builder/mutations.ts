import { StrategySchema, type StoredBacktestResults } from '@stratblocks/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { STRATEGY_FALLBACKS, strategyKeys } from '../strategies';
import { toStrategyConfig, type BuilderDocument } from './model/document';

export interface SaveInput {
  id: number | null;
  document: BuilderDocument;
  description: string;
  results: StoredBacktestResults | null;
}

/** Save: updates the strategy when it has an id, else creates it (docs/product.md#states-and-transitions). */
export function useSaveStrategy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, document, description, results }: SaveInput) =>
      apiRequest(id === null ? '/api/strategies' : `/api/strategies/${id}`, StrategySchema, {
        method: id === null ? 'POST' : 'PUT',
        auth: true,
        fallback: id === null ? STRATEGY_FALLBACKS.create : STRATEGY_FALLBACKS.update,
        body: {
          name: document.name.trim() || 'Untitled Strategy',
          description,
          strategy_config: toStrategyConfig(document),
          backtest_results: results,
        },
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(strategyKeys.detail(saved.id), saved);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: strategyKeys.lists() }),
  });
}
