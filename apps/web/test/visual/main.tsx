import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import './harness.css';
import {
  CHART_HEIGHT,
  CsvDownloads,
  EquityChart,
  LogsView,
  MetricCards,
  PerformanceMetricsView,
  PriceChart,
  STRATEGY_PAGE_METRICS,
  STRATEGY_SUMMARY_METRICS,
  STRATEGY_SUMMARY_TRADE_COLUMNS,
  TradesTable,
  useBacktestRun,
} from '../../src/features/backtests';
import { useThemeStore, type ResolvedTheme } from '../../src/lib/theme';
import { Alert, Button, Toaster, TooltipProvider } from '../../src/ui';
import { olderForm, RUN_SCENARIOS, type RunScenario } from './scenarios';

const params = new URLSearchParams(window.location.search);
const scenario = (Object.keys(RUN_SCENARIOS) as RunScenario[]).find(
  (name) => name === params.get('scenario'),
);
const theme: ResolvedTheme = params.get('theme') === 'dark' ? 'dark' : 'light';
/** `view=saved` shows the run's results in the older saved form, through the lenient readers. */
const savedView = params.get('view') === 'saved';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-bg p-4"
    >
      <h2 id={id} className="text-sm font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Harness() {
  const backtest = useBacktestRun();
  const [ran, setRan] = useState(false);
  useEffect(() => {
    useThemeStore.getState().setPreference(theme);
  }, []);
  const body = RUN_SCENARIOS[scenario ?? 'example'];
  const run = () => {
    setRan(true);
    void backtest.run(body);
  };
  const running = backtest.status === 'running';
  const done = backtest.status === 'done' && 'chart_data' in backtest.results;
  const results =
    done && savedView && backtest.results.chart_data && backtest.results.performance_metrics
      ? olderForm({
          chart_data: backtest.results.chart_data,
          performance_metrics: backtest.results.performance_metrics,
          closed_trades: backtest.results.closed_trades ?? [],
        })
      : backtest.results;
  const runButton = (
    <Button onClick={run} loading={running}>
      Run backtest
    </Button>
  );
  return (
    <TooltipProvider>
      <main className="mx-auto flex max-w-7xl flex-col gap-4 p-3 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-lg font-semibold">Backtest results: {scenario ?? 'example'}</h1>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              onClick={() => {
                const store = useThemeStore.getState();
                store.setPreference(store.resolved === 'dark' ? 'light' : 'dark');
              }}
            >
              Switch theme
            </Button>
            {runButton}
            {running ? (
              <Button variant="outline" onClick={backtest.cancel}>
                Cancel
              </Button>
            ) : null}
          </div>
        </div>
        <p data-testid="run-status" className="text-sm text-fg-muted">
          Status: {backtest.status}
        </p>
        {backtest.status === 'error' ? (
          <Alert tone="error" title="The backtest failed">
            {backtest.error}
          </Alert>
        ) : null}
        <Section title="Logs">
          <LogsView logs={backtest.logs} running={running} emptyAction={runButton} className="h-64" />
        </Section>
        <Section title="Performance metrics">
          <MetricCards
            metrics={results.performance_metrics}
            keys={STRATEGY_SUMMARY_METRICS}
            loading={running && !results.performance_metrics}
          />
          <MetricCards
            metrics={results.performance_metrics}
            keys={STRATEGY_PAGE_METRICS}
            loading={running && !results.performance_metrics}
            className="lg:grid-cols-6"
          />
          <PerformanceMetricsView
            metrics={results.performance_metrics}
            loading={running && !results.performance_metrics}
            emptyAction={ran ? undefined : runButton}
          />
        </Section>
        <Section title="Backtest chart">
          <PriceChart
            chart={results.chart_data}
            height={CHART_HEIGHT.multiple}
            loading={running && !results.chart_data}
            emptyAction={ran ? undefined : runButton}
          />
          <EquityChart
            chart={results.chart_data}
            height={CHART_HEIGHT.multiple}
            initialCapital={backtest.results.performance_metrics?.initial_nav ?? null}
            loading={running && !results.chart_data}
            emptyAction={ran ? undefined : runButton}
          />
        </Section>
        <Section title="Trades">
          <TradesTable
            trades={results.closed_trades}
            loading={running && !results.closed_trades}
            columns={savedView ? STRATEGY_SUMMARY_TRADE_COLUMNS : undefined}
            actions={<CsvDownloads trades={results.closed_trades} chart={results.chart_data} />}
            emptyAction={ran ? undefined : runButton}
          />
        </Section>
      </main>
      <Toaster />
    </TooltipProvider>
  );
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      {/* The equity chart asks the market API for SPY's bars. */}
      <QueryClientProvider client={new QueryClient()}>
        <Harness />
      </QueryClientProvider>
    </StrictMode>,
  );
