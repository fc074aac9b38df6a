/** What the results panel shows of the last run. */
export interface ResultsData {
  logs: readonly string[];
  running: boolean;
  chart: unknown;
  metrics: unknown;
  trades: unknown;
  /** A portfolio run's breakdown (docs/engine.md#10-portfolios), absent for a single symbol. */
  portfolio: unknown;
  name: string;
}

/** The results panel's tabs drawn by results-views.tsx (loaded when one is first opened). */
export const RESULTS_TABS = [
  'Performance Metrics',
  'Backtest Chart',
  'Trades',
  'Portfolio',
  'Run History',
] as const;
export type ResultsTab = (typeof RESULTS_TABS)[number];

export function isResultsTab(tab: string): tab is ResultsTab {
  return (RESULTS_TABS as readonly string[]).includes(tab);
}
