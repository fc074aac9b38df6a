import { useEffect, useRef } from 'react';
import { useSavedResearch, useCompletedResearch, type ResearchLabState } from '../../research';
import { useResearchSave } from '../hooks/use-research-save';
import { builderResearch, useResearchTabs } from '../research-lab';
import { useBuilderStore } from '../store';

/**
 * Saves each completed research run with the open strategy (once saved) so its shared report
 * shows it: whether or not the results panel is open when the run ends. Mounted by the page, not
 * by the panels, which come and go with the results panel.
 */
export function ResearchAutoSave() {
  const strategyId = useBuilderStore((state) => state.strategyId);
  const opens = useBuilderStore((state) => state.opens);
  const researching = useResearchTabs((state) => state.visited.length > 0);
  const save = useResearchSave();
  const before = useRef({ strategyId, opens });
  useEffect(() => {
    const previous = before.current;
    before.current = { strategyId, opens };
    // The first save of a new strategy (an id, with no other document opened): the research run
    // before it is the strategy's, saved as if it had been run after (docs/builder.md, "Saving
    // and results"). Opening another strategy starts the lab over, so nothing of it is left.
    if (previous.strategyId !== null || strategyId === null || previous.opens !== opens) return;
    const part = completedResearch(builderResearch.getState());
    if (Object.keys(part).length > 0) save(part);
  }, [strategyId, opens, save]);
  useCompletedResearch(builderResearch, 'optimise', (completed) => {
    if (completed.kind === 'sweep') save({ sweep: completed.result });
  });
  useCompletedResearch(builderResearch, 'walkForward', (completed) => {
    if (completed.kind === 'walk-forward') save({ walk_forward: completed.result });
  });
  useCompletedResearch(builderResearch, 'monteCarlo', (completed) => {
    if (completed.kind === 'monte-carlo') save({ monte_carlo: completed.result });
  });
  return strategyId !== null && researching ? <SavedResearchLoader strategyId={strategyId} /> : null;
}

/** Loads the strategy's saved research so a new save keeps the results it does not replace. */
function SavedResearchLoader({ strategyId }: { strategyId: number }) {
  useSavedResearch(strategyId);
  return null;
}

/** The lab's completed results, as the research save takes them. */
function completedResearch(lab: ResearchLabState): Parameters<ReturnType<typeof useResearchSave>>[0] {
  const result = (slot: 'optimise' | 'walkForward' | 'monteCarlo') =>
    lab[slot].job.status === 'done' ? lab[slot].job.result : null;
  const sweep = result('optimise');
  const walkForward = result('walkForward');
  const monteCarlo = result('monteCarlo');
  return {
    ...(sweep?.kind === 'sweep' ? { sweep: sweep.result } : {}),
    ...(walkForward?.kind === 'walk-forward' ? { walk_forward: walkForward.result } : {}),
    ...(monteCarlo?.kind === 'monte-carlo' ? { monte_carlo: monteCarlo.result } : {}),
  };
}
