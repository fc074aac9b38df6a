/**
 * Backtest results and the run client, shared by the builder's bottom panel, the strategy pages
 * and the public report. Every view takes data: a run's contracts types (BacktestResults and its
 * parts) or results as saved with a strategy (StoredBacktestResults), read leniently (N/A where a
 * field is missing). Charts and the CSV exporter load lazily, with the first view that needs them.
 */

// Running a backtest
export { runBacktestStream, STREAM_ERROR_PREFIX, BACKTEST_STREAM_PATH } from './run/stream-client';
export type { BacktestStreamOptions, BacktestStreamOutcome } from './run/stream-client';
export type { PartialResults } from './run/stream-parts';
export { runBacktestJson, RUN_FAILED_MESSAGE } from './run/run-json';
export { useBacktestRun } from './run/use-backtest-run';
export type {
  BacktestRun,
  BacktestRunState,
  BacktestRunStatus,
  UseBacktestRunOptions,
} from './run/use-backtest-run';

// Reading results of either form
export {
  readMetrics,
  readTrades,
  readChart,
  readEquityColumns,
  readPriceColumns,
} from './results/read-results';
export type { EquityColumns, MetricKey, MetricValues, PriceColumns, TradeRow } from './results/read-results';
export { BacktestResultsView, type BacktestResultsViewProps } from './results/backtest-results-view';
export { RiskRulesBanner, type RiskRulesBannerProps } from './results/risk-banner';
export { readRiskNotices, type RiskNotice } from './results/risk-report';

// Metrics
export { PerformanceMetricsView, type PerformanceMetricsViewProps } from './metrics/performance-metrics';
export { MetricCards, type MetricCardsProps } from './metrics/metric-cards';
export { MetricLabel } from './metrics/metric-label';
export {
  METRIC_GROUPS,
  STRATEGY_PAGE_METRICS,
  STRATEGY_SUMMARY_METRICS,
  metricTone,
} from './metrics/metric-groups';

// Charts
export { PriceChart, type PriceChartProps } from './charts/price-chart';
export { EquityChart, type EquityChartProps } from './charts/equity-chart';
export { CHART_HEIGHT, ChartSkeleton } from './charts/chart-frame';
// The pieces of the results' charts that other charts share (the comparison view draws its own):
// only a lazily loaded module should import those that bring the chart library.
export { baseChartOptions } from './charts/chart-options';
export { chartColors, type ChartColors } from './charts/chart-theme';
export { toLineData, hasTimeOfDay } from './charts/chart-data';
// SPY's daily bars, as the results panel's benchmark reads them (the comparison view's SPY line).
export { useBenchmarkBars } from './charts/use-spy-benchmark';
export { BENCHMARK_SYMBOL, benchmarkRange } from './charts/benchmark-symbol';

// Trades
export { TradesTable, TRADES_TABLE_MAX_HEIGHT, type TradesTableProps } from './trades/trades-table';
export {
  STRATEGY_PAGE_TRADE_COLUMNS,
  STRATEGY_SUMMARY_TRADE_COLUMNS,
  TRADE_COLUMN_IDS,
  type TradeColumnId,
} from './trades/trade-columns';
export { TRADE_FLAGS, type TradeFlag } from './trades/trade-flags';
export { EXIT_REASON_WORDS } from './trades/exit-reasons';
export { CsvDownloads, type CsvDownloadsProps } from './trades/csv-downloads';

// Logs
export { LogsView, type LogsViewProps } from './logs/logs-view';
export { toStoredResults, type RunResults } from './run/stream-parts';
export { PortfolioResults, type PortfolioResultsProps } from './portfolio/portfolio-results';
export { readPortfolio } from './portfolio/read-portfolio';
