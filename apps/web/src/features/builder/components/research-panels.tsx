import type { StrategyInput } from '@stratblocks/engine';
import { FlaskConical } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { readMetrics, readPortfolio, readTrades } from '../../backtests';
import { applyCombination, MonteCarloPanel, OptimisePanel, WalkForwardPanel } from '../../research';
import { EmptyState, toast } from '../../../ui';
import { toRunRequest } from '../model/document';
import { recordSweepCells } from '../run-history-store';
import { builderResearch, isResearchTab, useResearchTabs, type ResearchTab } from '../research-lab';
import { useBuilderDocument, useBuilderStore } from '../store';

interface ResearchPanelsProps {
  /** The open bottom tab; research panels stay mounted (hidden) once visited. */
  tab: string;
  trades: unknown;
  metrics: unknown;
  /** The last run's portfolio breakdown, absent for a single symbol. */
  portfolio?: unknown;
}

/**
 * The research lab's tabs of the results panel: Optimise, Walk-forward and Monte Carlo. What they
 * show lives in the builder's research lab, so they find it again when the panel reopens.
 */
export function ResearchPanels({ tab, trades, metrics, portfolio }: ResearchPanelsProps) {
  const visited = useResearchTabs((state) => state.visited);
  const visit = useResearchTabs((state) => state.visit);
  useEffect(() => {
    if (isResearchTab(tab)) visit(tab);
  }, [tab, visit]);
  const shown = (name: ResearchTab) => tab === name || visited.includes(name);
  return (
    <>
      {shown('Optimise') ? (
        <div hidden={tab !== 'Optimise'}>
          <BuilderOptimise />
        </div>
      ) : null}
      {shown('Walk-forward') ? (
        <div hidden={tab !== 'Walk-forward'}>
          <BuilderWalkForward />
        </div>
      ) : null}
      {shown('Monte Carlo') ? (
        <div hidden={tab !== 'Monte Carlo'}>
          <BuilderMonteCarlo trades={trades} metrics={metrics} portfolio={portfolio} />
        </div>
      ) : null}
    </>
  );
}

function useRunRequest() {
  const document = useBuilderDocument();
  // toRunRequest fills every section (its type is the schema's input, where they are optional).
  return useMemo(() => toRunRequest(document) as StrategyInput, [document]);
}

function BuilderOptimise() {
  const strategy = useRunRequest();
  const edit = useBuilderStore((state) => state.edit);
  return (
    <OptimisePanel
      strategy={strategy}
      lab={builderResearch}
      // One undoable edit: Ctrl+Z restores the values the sweep replaced.
      onApply={(combination) => {
        edit((document) => applyCombination(document, combination));
      }}
      // The cells join the run history, where they compare as runs do (docs/builder.md#run-history).
      onCompareBest={(cells) => {
        const { history, strategyId } = useBuilderStore.getState();
        const document = history.present;
        recordSweepCells(
          strategyId,
          document,
          cells.map((cell) => ({
            document: applyCombination(document, cell.combination),
            metrics: cell.metrics,
          })),
        );
        toast.success('The best cells are in the Run History tab: compare them there.');
      }}
    />
  );
}

function BuilderWalkForward() {
  const strategy = useRunRequest();
  return <WalkForwardPanel strategy={strategy} lab={builderResearch} />;
}

function BuilderMonteCarlo({
  trades,
  metrics,
  portfolio,
}: {
  trades: unknown;
  metrics: unknown;
  portfolio: unknown;
}) {
  const pnls = useMemo(
    () =>
      readTrades(trades)
        .map((trade) => trade.pnl)
        .filter((pnl): pnl is number => typeof pnl === 'number'),
    [trades],
  );
  const initialCapital = readMetrics(metrics).initial_nav;
  // A scan's symbols trade in separate accounts: their trades do not compound together.
  if (readPortfolio(portfolio)?.mode === 'separate') {
    return (
      <EmptyState
        icon={<FlaskConical className="size-6" aria-hidden />}
        title="Monte Carlo needs one account"
        description="Each symbol of this scan trades alone. Choose “One account” in Strategy Settings and run again to resample the account's trades."
      />
    );
  }
  if (pnls.length === 0 || typeof initialCapital !== 'number') {
    return (
      <EmptyState
        icon={<FlaskConical className="size-6" aria-hidden />}
        title="No trades to resample yet"
        description="Run a backtest first: Monte Carlo reshuffles the closed trades of the last run."
      />
    );
  }
  return <MonteCarloPanel pnls={pnls} initialCapital={initialCapital} lab={builderResearch} />;
}
