import { useSavedResearch, useCompletedResearch } from '../../research';
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
  const researching = useResearchTabs((state) => state.visited.length > 0);
  const save = useResearchSave();
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
