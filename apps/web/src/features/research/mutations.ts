import { SavedResearchSchema, StrategyShareSchema, type ResearchResultsBody } from '@stratblocks/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { RESEARCH_FALLBACKS, researchKeys } from './queries';

/** Creates the public link (or answers the live one) and stores it as the share status. */
export function useCreateShare(strategyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/strategies/${strategyId}/share`, StrategyShareSchema, {
        method: 'POST',
        auth: true,
        fallback: RESEARCH_FALLBACKS.share,
      }),
    onSuccess: (share) => {
      client.setQueryData(researchKeys.share(strategyId), { share });
    },
  });
}

/** Revokes the public link: its report answers "not found" from then on. */
export function useRevokeShare(strategyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/api/strategies/${strategyId}/share`, z.null(), {
        method: 'DELETE',
        auth: true,
        fallback: RESEARCH_FALLBACKS.revoke,
      }),
    onSuccess: () => {
      client.setQueryData(researchKeys.share(strategyId), { share: null });
    },
  });
}

/**
 * Saves robustness results with a strategy (engine results: a Monte Carlo, a walk-forward, a
 * sweep; omitted ones are cleared): its shared report shows them.
 */
export function useSaveResearch(strategyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (research: ResearchResultsBody) =>
      apiRequest(`/api/strategies/${strategyId}/research`, SavedResearchSchema, {
        method: 'PUT',
        auth: true,
        body: research,
        fallback: RESEARCH_FALLBACKS.saveResearch,
      }),
    onSuccess: (saved) => {
      client.setQueryData(researchKeys.research(strategyId), saved);
    },
  });
}
