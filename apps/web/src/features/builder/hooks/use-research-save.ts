import type { ResearchResultsBody, SavedResearch } from '@stratblocks/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../../ui';
import { researchKeys, useSaveResearch } from '../../research';
import { useBuilderStore } from '../store';

type ResearchPart = Partial<Record<keyof ResearchResultsBody, Record<string, unknown>>>;

/**
 * Saves a completed research run with the open strategy (once saved) so its shared report shows
 * it. The server replaces all three results at once, so the others are carried over from the
 * last saved set (loaded by `useSavedResearch` while a research tab is open).
 */
export function useResearchSave(): (part: ResearchPart) => void {
  const strategyId = useBuilderStore((state) => state.strategyId);
  const client = useQueryClient();
  const mutation = useSaveResearch(strategyId ?? 0);
  const { mutate } = mutation;
  return useCallback(
    (part: ResearchPart) => {
      if (strategyId === null) return;
      const previous = client.getQueryData<SavedResearch>(researchKeys.research(strategyId))?.research;
      mutate(
        {
          monte_carlo: previous?.monte_carlo ?? null,
          walk_forward: previous?.walk_forward ?? null,
          sweep: previous?.sweep ?? null,
          ...part,
        },
        {
          onError: (error) => {
            toast.error(errorMessage(error, 'Failed to save the robustness results'));
          },
        },
      );
    },
    [client, mutate, strategyId],
  );
}
