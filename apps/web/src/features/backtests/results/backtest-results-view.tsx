import { CHART_HEIGHT } from '../charts/chart-frame';
import { EquityChart } from '../charts/equity-chart';
import { MetricCards } from '../metrics/metric-cards';
import { PerformanceMetricsView } from '../metrics/performance-metrics';
import { CsvDownloads } from '../trades/csv-downloads';
import type { TradeColumnId } from '../trades/trade-columns';
import { TradesTable } from '../trades/trades-table';
import { PortfolioSymbolsTable, ScanTable } from '../portfolio/portfolio-tables';
import { readPortfolio } from '../portfolio/read-portfolio';
import type { MetricKey } from './read-results';
import { RiskRulesBanner } from './risk-banner';
import { useState } from 'react';

export interface BacktestResultsViewProps {
  /** backtest_results of a run, or as saved with a strategy (read leniently, N/A where missing). */
  results: { chart_data: unknown; performance_metrics: unknown; closed_trades: unknown; portfolio?: unknown };
  /** The headline figures, in order (STRATEGY_SUMMARY_METRICS, STRATEGY_PAGE_METRICS). */
  metricKeys: readonly MetricKey[];
  /** The trades table's columns, in order (default: all). */
  tradeColumns?: readonly TradeColumnId[];
  /** The initial capital, for buy and hold in $. */
  initialCapital?: number | null;
  /** Offers the trades and equity curve as CSV, the files named after this (a strategy's name). */
  csvName?: string | null;
  /** Every metric, grouped, under the trades. */
  allMetrics?: boolean;
  /** The level of the parts' headings ('Equity curve', 'Closed trades'). */
  headingLevel?: 'h3' | 'h4';
}

/**
 * A backtest's results read back in full, as the strategy pages and the shared report show them:
 * headline metric cards, the equity curve with its drawdown and buy and hold, the closed trades
 * (sortable, with CSV downloads when asked) and, when asked, every metric.
 */
export function BacktestResultsView({
  results,
  metricKeys,
  tradeColumns,
  initialCapital,
  csvName,
  allMetrics = false,
  headingLevel: Heading = 'h3',
}: BacktestResultsViewProps) {
  const portfolio = readPortfolio(results.portfolio);
  const [ticker, setTicker] = useState<string | null>(null);
  // A scan ("Each symbol alone") has its table only: each symbol's run is its own.
  if (portfolio?.mode === 'separate') {
    return (
      <div className="min-w-0 space-y-2">
        <Heading className="text-base font-semibold text-fg">Each symbol alone</Heading>
        <ScanTable breakdown={portfolio} />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <RiskRulesBanner chart={results.chart_data} headingLevel={Heading} />
      <MetricCards
        metrics={results.performance_metrics}
        keys={metricKeys}
        // Six cards fill one row on a wide screen, or two of three: never a row of four and two.
        {...(metricKeys.length === 6 ? { className: 'lg:grid-cols-3 xl:grid-cols-6' } : {})}
      />
      {/* Plain groups: the trades table is the 'Closed trades' region itself. */}
      <div className="min-w-0 space-y-2">
        <Heading className="text-base font-semibold text-fg">Equity curve</Heading>
        <EquityChart
          chart={results.chart_data}
          height={CHART_HEIGHT.single}
          initialCapital={initialCapital}
        />
      </div>
      {portfolio ? <PortfolioSymbolsTable breakdown={portfolio} onTicker={setTicker} /> : null}
      <div className="min-w-0 space-y-2">
        <Heading className="text-base font-semibold text-fg">Closed trades</Heading>
        <TradesTable
          trades={results.closed_trades}
          ticker={ticker}
          onTicker={setTicker}
          {...(tradeColumns ? { columns: tradeColumns } : {})}
          actions={
            csvName === undefined ? undefined : (
              <CsvDownloads trades={results.closed_trades} chart={results.chart_data} name={csvName} />
            )
          }
        />
      </div>
      {allMetrics ? (
        <PerformanceMetricsView metrics={results.performance_metrics} headingLevel={Heading} />
      ) : null}
    </div>
  );
}
