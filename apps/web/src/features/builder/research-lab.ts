import { create } from 'zustand';
import { createResearchLab } from '../research';
import { useBuilderStore } from './store';

export const RESEARCH_TABS = ['Optimise', 'Walk-forward', 'Monte Carlo'] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number];

export function isResearchTab(tab: string | null): tab is ResearchTab {
  return (RESEARCH_TABS as readonly (string | null)[]).includes(tab);
}

/**
 * The builder's research lab: the Optimise, Walk-forward and Monte Carlo set-ups, results and
 * jobs of the open strategy. It lives outside the React tree, so collapsing the results panel (or
 * anything else that unmounts the panels) loses nothing and stops no job.
 */
export const builderResearch = createResearchLab();

interface ResearchTabsState {
  /** The research tabs opened since the strategy was: they stay mounted (hidden) once visited. */
  visited: readonly ResearchTab[];
  visit: (tab: ResearchTab) => void;
}

export const useResearchTabs = create<ResearchTabsState>()((set) => ({
  visited: [],
  visit: (tab) => {
    set((state) => (state.visited.includes(tab) ? state : { visited: [...state.visited, tab] }));
  },
}));

/**
 * The research belongs to the strategy it was run on: opening another one (a new document, a
 * draft, another ?id) starts the lab over and ends its jobs. Reopening the same saved strategy
 * (back to /builder?id= after another page) and saving it (a new strategy gets its id) keep it.
 */
useBuilderStore.subscribe((state, previous) => {
  if (state.opens === previous.opens) return;
  if (state.strategyId !== null && state.strategyId === previous.strategyId) return;
  builderResearch.getState().reset();
  useResearchTabs.setState({ visited: [] });
});
