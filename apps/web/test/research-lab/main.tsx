import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { runBacktest, barsFromRows, type StrategyInput } from '@stratblocks/engine';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './harness.css';
import strategyDocument from './strategy.json';
import { TRIMMED_SWEEP } from './trimmed-sweep';
import {
  fetchStrategyBars,
  MonteCarloPanel,
  MonteCarloView,
  OptimisePanel,
  ResearchProgress,
  ShareReportButton,
  SweepResultsView,
  useResearchJob,
  WalkForwardPanel,
  WalkForwardView,
  type SweepCombination,
} from '../../src/features/research';
import { useThemeStore, type ResolvedTheme } from '../../src/lib/theme';
import { Alert, Button, Toaster, TooltipProvider } from '../../src/ui';

const params = new URLSearchParams(window.location.search);
const theme: ResolvedTheme = params.get('theme') === 'dark' ? 'dark' : 'light';
const strategyId = Number(params.get('strategy') ?? '0');
const runOn = params.get('runOn') === 'server' ? 'server' : 'browser';
const view = params.get('view');

/**
 * SMA(20) crossing SMA(50) on SPY 2016-2021, out on the cross back: the builder's kind of document.
 * `from` and `to` move its dates (the browser sweep bench runs it on 2005-2025).
 */
const HARNESS_STRATEGY = withDates(strategyDocument as StrategyInput, params.get('from'), params.get('to'));

function withDates(strategy: StrategyInput, from: string | null, to: string | null): StrategyInput {
  const general = strategy.generalSetting;
  return {
    ...strategy,
    generalSetting: { ...general, startDate: from ?? general.startDate, endDate: to ?? general.endDate },
  };
}

function WalkForwardSection() {
  const job = useResearchJob();
  const run = () => {
    void job.runWithBars(HARNESS_STRATEGY, (bars) => ({
      kind: 'walk-forward',
      strategy: HARNESS_STRATEGY,
      bars,
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 126,
      objective: 'sharpe',
      parameters: [
        { path: 'entryLogicRows.0.elements.0.properties.period', values: [10, 20, 30] },
        { path: 'entryLogicRows.0.elements.2.properties.period', values: [50, 100] },
      ],
    }));
  };
  return (
    <div className="space-y-3">
      <Button onClick={run}>Run walk-forward</Button>
      {job.status === 'running' || job.status === 'loading-bars' ? (
        <ResearchProgress label="Walk-forward" progress={job.progress} />
      ) : null}
      {job.error ? <Alert tone="error">{job.error}</Alert> : null}
      {job.result?.kind === 'walk-forward' ? <WalkForwardView result={job.result.result} /> : null}
    </div>
  );
}

function MonteCarloSection() {
  const job = useResearchJob();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    const rows = await fetchStrategyBars(HARNESS_STRATEGY);
    const outcome = runBacktest(HARNESS_STRATEGY, barsFromRows(rows.symbol, rows.interval, rows.rows));
    if (!outcome.ok) {
      setProblem(outcome.diagnostics[0]?.message ?? 'invalid');
      return;
    }
    job.run({
      kind: 'monte-carlo',
      pnls: outcome.results.closed_trades.map((trade) => trade.pnl),
      initialCapital: 10000,
      options: { method: 'bootstrap', runs: 1000, seed: 7, drawdownThreshold: 15 },
    });
  };
  return (
    <div className="space-y-3">
      <Button onClick={() => void run()}>Run Monte Carlo</Button>
      {(problem ?? job.error) ? <Alert tone="error">{problem ?? job.error}</Alert> : null}
      {job.result?.kind === 'monte-carlo' ? <MonteCarloView result={job.result.result} /> : null}
    </div>
  );
}

/** The panel the builder mounts under a run's results, fed with that run's trades. */
function MonteCarloPanelSection() {
  const [pnls, setPnls] = useState<number[] | null>(null);
  const load = async () => {
    const rows = await fetchStrategyBars(HARNESS_STRATEGY);
    const outcome = runBacktest(HARNESS_STRATEGY, barsFromRows(rows.symbol, rows.interval, rows.rows));
    if (outcome.ok) setPnls(outcome.results.closed_trades.map((trade) => trade.pnl));
  };
  return (
    <section aria-label="Monte Carlo panel" className="space-y-3">
      <Button variant="outline" onClick={() => void load()}>
        Load the run's trades
      </Button>
      {pnls ? <MonteCarloPanel pnls={pnls} initialCapital={10000} /> : null}
    </section>
  );
}

function Harness() {
  const [applied, setApplied] = useState<SweepCombination | null>(null);
  useEffect(() => {
    useThemeStore.getState().setPreference(theme);
  }, []);
  if (view === 'trimmed-sweep')
    return (
      <main className="mx-auto flex max-w-6xl flex-col gap-6 p-3 sm:p-6">
        <h1 className="text-lg font-semibold">A trimmed sweep result</h1>
        <SweepResultsView result={TRIMMED_SWEEP} onApply={setApplied} tableRows={10} />
      </main>
    );
  return (
    <TooltipProvider>
      <main className="mx-auto flex max-w-6xl flex-col gap-6 p-3 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-lg font-semibold">Research lab components</h1>
          {strategyId > 0 ? <ShareReportButton strategyId={strategyId} /> : null}
        </div>
        <section aria-label="Optimise panel">
          <OptimisePanel strategy={HARNESS_STRATEGY} onApply={setApplied} runOn={runOn} />
        </section>
        <output data-testid="applied" className="text-sm text-fg-muted">
          {applied
            ? `Applied: ${applied.map((item) => `${item.path}=${item.value}`).join(' ')}`
            : 'Nothing applied'}
        </output>
        <WalkForwardSection />
        <MonteCarloSection />
        <MonteCarloPanelSection />
        <section aria-label="Walk-forward panel">
          <WalkForwardPanel strategy={HARNESS_STRATEGY} />
        </section>
      </main>
      <Toaster />
    </TooltipProvider>
  );
}

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>
    </StrictMode>,
  );
