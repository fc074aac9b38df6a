import type { StrategyInput } from '@stratblocks/engine';
import { FlaskConical } from 'lucide-react';
import { useMemo, useState } from 'react';
import { readMetrics, readTrades } from '../../backtests';
import {
  applyCombination,
  MonteCarloPanel,
  OptimisePanel,
  useSavedResearch,
  WalkForwardPanel,
} from '../../research';
import { EmptyState } from '../../../ui';
import { useResearchSave } from '../hooks/use-research-save';
import { toRunRequest } from '../model/document';
import { useBuilderDocument, useBuilderStore } from '../store';

export const RESEARCH_TABS = ['Optimise', 'Walk-forward', 'Monte Carlo'] as const;
export type ResearchTab = (typeof RESEARCH_TABS)[number];

export function isResearchTab(tab: string | null): tab is ResearchTab {
  return (RESEARCH_TABS as readonly (string | null)[]).includes(tab);
}

interface ResearchPanelsProps {
  /** The open bottom tab; research panels stay mounted (hidden) once visited so a result survives a tab switch. */
  tab: string;
  trades: unknown;
  metrics: unknown;
}

/** The research lab's tabs of the results panel: Optimise, Walk-forward and Monte Carlo. */
export function ResearchPanels({ tab, trades, metrics }: ResearchPanelsProps) {
  const [visited, setVisited] = useState<ReadonlySet<ResearchTab>>(() => new Set());
  if (isResearchTab(tab) && !visited.has(tab)) setVisited(new Set([...visited, tab]));
  const strategyId = useBuilderStore((state) => state.strategyId);
  return (
    <>
      {strategyId !== null && visited.size > 0 ? <SavedResearchLoader strategyId={strategyId} /> : null}
      {visited.has('Optimise') ? (
        <div hidden={tab !== 'Optimise'}>
          <BuilderOptimise />
        </div>
      ) : null}
      {visited.has('Walk-forward') ? (
        <div hidden={tab !== 'Walk-forward'}>
          <BuilderWalkForward />
        </div>
      ) : null}
      {visited.has('Monte Carlo') ? (
        <div hidden={tab !== 'Monte Carlo'}>
          <BuilderMonteCarlo trades={trades} metrics={metrics} />
        </div>
      ) : null}
    </>
  );
}

/** Loads the strategy's saved research so a new save keeps the results it does not replace. */
function SavedResearchLoader({ strategyId }: { strategyId: number }) {
  useSavedResearch(strategyId);
  return null;
}

function useRunRequest() {
  const document = useBuilderDocument();
  // toRunRequest fills every section (its type is the schema's input, where they are optional).
  return useMemo(() => toRunRequest(document) as StrategyInput, [document]);
}

function BuilderOptimise() {
  const strategy = useRunRequest();
  const edit = useBuilderStore((state) => state.edit);
  const saveResearch = useResearchSave();
  return (
    <OptimisePanel
      strategy={strategy}
      // One undoable edit: Ctrl+Z restores the values the sweep replaced.
      onApply={(combination) => {
        edit((document) => applyCombination(document, combination));
      }}
      onResult={(sweep) => {
        saveResearch({ sweep: sweep as unknown as Record<string, unknown> });
      }}
    />
  );
}

function BuilderWalkForward() {
  const strategy = useRunRequest();
  const saveResearch = useResearchSave();
  return (
    <WalkForwardPanel
      strategy={strategy}
      onResult={(walkForward) => {
        saveResearch({ walk_forward: walkForward as unknown as Record<string, unknown> });
      }}
    />
  );
}

function BuilderMonteCarlo({ trades, metrics }: { trades: unknown; metrics: unknown }) {
  const saveResearch = useResearchSave();
  const pnls = useMemo(
    () =>
      readTrades(trades)
        .map((trade) => trade.pnl)
        .filter((pnl): pnl is number => typeof pnl === 'number'),
    [trades],
  );
  const initialCapital = readMetrics(metrics).initial_nav;
  if (pnls.length === 0 || typeof initialCapital !== 'number') {
    return (
      <EmptyState
        icon={<FlaskConical className="size-6" aria-hidden />}
        title="No trades to resample yet"
        description="Run a backtest first: Monte Carlo reshuffles the closed trades of the last run."
      />
    );
  }
  return (
    <MonteCarloPanel
      pnls={pnls}
      initialCapital={initialCapital}
      onResult={(monteCarlo) => {
        saveResearch({ monte_carlo: monteCarlo as unknown as Record<string, unknown> });
      }}
    />
  );
}
