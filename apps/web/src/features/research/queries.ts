import { SavedResearchSchema, SharedReportSchema, StrategyShareStatusSchema } from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../../lib/api';

export const RESEARCH_FALLBACKS = {
  report: 'Failed to load the report',
  share: 'Failed to share the strategy',
  shareStatus: 'Failed to read the sharing status',
  revoke: 'Failed to revoke the link',
  research: 'Failed to load the saved robustness results',
  saveResearch: 'Failed to save the robustness results',
} as const;

/** Query keys of the research feature. */
export const researchKeys = {
  report: (token: string) => ['research', 'report', token] as const,
  share: (strategyId: number) => ['research', 'share', strategyId] as const,
  research: (strategyId: number) => ['research', 'saved', strategyId] as const,
};

/** The public report behind a share token (no sign-in); a 404 is not retried. */
export function useSharedReport(token: string) {
  return useQuery({
    queryKey: researchKeys.report(token),
    queryFn: ({ signal }) =>
      apiRequest(`/api/reports/${encodeURIComponent(token)}`, SharedReportSchema, {
        fallback: RESEARCH_FALLBACKS.report,
        signal,
      }),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** The owner's live link of a strategy, or null. */
export function useShareStatus(strategyId: number) {
  return useQuery({
    queryKey: researchKeys.share(strategyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/strategies/${strategyId}/share`, StrategyShareStatusSchema, {
        auth: true,
        fallback: RESEARCH_FALLBACKS.shareStatus,
        signal,
      }),
  });
}

/** The robustness results saved with a strategy of the signed-in user. */
export function useSavedResearch(strategyId: number) {
  return useQuery({
    queryKey: researchKeys.research(strategyId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/strategies/${strategyId}/research`, SavedResearchSchema, {
        auth: true,
        fallback: RESEARCH_FALLBACKS.research,
        signal,
      }),
  });
}
