/**
 * The research lab: the public report page, and the robustness components the builder mounts
 * (Optimise panel, walk-forward and Monte Carlo views, Share button). Jobs run in a Web Worker.
 */
export { ReportPage } from './components/report-page';
export { RobustnessResults, type RobustnessResultsProps } from './components/robustness-results';
export { applyCombination } from './apply-combination';
export { OptimisePanel, type OptimisePanelProps } from './components/optimise-panel';
export type { RankedCell } from './components/sweep-cells';
export {
  SweepResultsView,
  type SweepCombination,
  type SweepResultsViewProps,
} from './components/sweep-results-view';
export { WalkForwardView, type WalkForwardViewProps } from './components/walk-forward-view';
export { WalkForwardPanel, type WalkForwardPanelProps } from './components/walk-forward-panel';
export { MonteCarloView, type MonteCarloViewProps } from './components/monte-carlo-view';
export { MonteCarloPanel, type MonteCarloPanelProps } from './components/monte-carlo-panel';
export {
  ShareReportButton,
  ShareReportDialog,
  type ShareReportButtonProps,
} from './components/share-report-button';
export { ResearchProgress } from './components/research-progress';
export { useResearchJob, fetchStrategyBars } from './hooks/use-research-job';
export { useServerResearchJob } from './hooks/use-server-research-job';
export type { ResearchJobState, ResearchJobStatus } from './jobs/job-state';
export {
  createResearchLab,
  type ResearchLab,
  type ResearchLabState,
  type ResearchSlot,
} from './lab/research-lab';
export { useCompletedResearch } from './lab/use-research-lab';
export type { ResearchResult } from './worker/messages';
export { RESEARCH_FALLBACKS, researchKeys, useSavedResearch, useShareStatus } from './queries';
export { useCreateShare, useRevokeShare, useSaveResearch } from './mutations';
export { readMonteCarlo, readSweep, readWalkForward } from './read-research';
