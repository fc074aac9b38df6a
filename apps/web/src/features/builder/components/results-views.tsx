import { lazy, Suspense } from 'react';
import {
  CHART_HEIGHT,
  CsvDownloads,
  EquityChart,
  PerformanceMetricsView,
  PortfolioResults,
  PriceChart,
  TradesTable,
  readMetrics,
} from '../../backtests';
import type { ResultsData, ResultsTab } from './results-data';

// The run history and its comparison chart load with the tab.
const RunHistoryView = lazy(() => import('./run-history-view'));

/**
 * The results panel's metrics, charts and trades tabs: their own chunk, loaded when one of them is
 * first opened (the builder's first screen needs none of it).
 */
export default function ResultsViews({ tab, data }: { tab: ResultsTab; data: ResultsData }) {
  const metrics = readMetrics(data.metrics);
  return (
    <>
      {tab === 'Performance Metrics' ? (
        <PerformanceMetricsView
          metrics={data.metrics}
          headingLevel="h3"
          loading={data.running && !data.metrics}
        />
      ) : null}
      {tab === 'Backtest Chart' ? (
        <div className="grid gap-3 xl:grid-cols-2">
          <PriceChart
            chart={data.chart}
            height={CHART_HEIGHT.multiple}
            loading={data.running && !data.chart}
          />
          <EquityChart
            chart={data.chart}
            height={CHART_HEIGHT.multiple}
            initialCapital={metrics.initial_nav ?? null}
            loading={data.running && !data.chart}
          />
        </div>
      ) : null}
      {tab === 'Trades' ? (
        <TradesTable
          trades={data.trades}
          loading={data.running && !data.trades}
          actions={<CsvDownloads trades={data.trades} chart={data.chart} name={data.name} />}
        />
      ) : null}
      {tab === 'Portfolio' ? (
        <PortfolioResults
          portfolio={data.portfolio}
          trades={data.trades}
          tradeActions={<CsvDownloads trades={data.trades} chart={data.chart} name={data.name} />}
          fallback={
            <p className="p-4 text-sm text-fg-muted">
              {data.running
                ? 'The portfolio results show when the run ends.'
                : 'Add 2 or more symbols in Strategy Settings and run the strategy to see each symbol’s results here.'}
            </p>
          }
        />
      ) : null}
      {tab === 'Run History' ? (
        <Suspense fallback={null}>
          <RunHistoryView />
        </Suspense>
      ) : null}
    </>
  );
}
