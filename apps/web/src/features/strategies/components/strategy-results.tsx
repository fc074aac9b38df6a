import type { StoredBacktestResults } from '@stratblocks/contracts';
import {
  BacktestResultsView,
  STRATEGY_PAGE_METRICS,
  STRATEGY_PAGE_TRADE_COLUMNS,
  STRATEGY_SUMMARY_METRICS,
  STRATEGY_SUMMARY_TRADE_COLUMNS,
} from '../../backtests';

export interface StrategyResultsProps {
  results: StoredBacktestResults;
  /** The dashboard's detail view or the standalone page: each has the spec's own cards and columns. */
  variant: 'dashboard' | 'standalone';
  /** Names the CSV files. */
  name: string;
  initialCapital: number;
}

/**
 * Saved results (docs/product.md#screens-and-routes, Strategy detail): the page's metric cards, the equity curve with
 * its drawdown and buy and hold, and the closed trades, sortable, with CSV downloads.
 */
export function StrategyResults({ results, variant, name, initialCapital }: StrategyResultsProps) {
  const standalone = variant === 'standalone';
  return (
    <BacktestResultsView
      results={results}
      metricKeys={standalone ? STRATEGY_PAGE_METRICS : STRATEGY_SUMMARY_METRICS}
      tradeColumns={standalone ? STRATEGY_PAGE_TRADE_COLUMNS : STRATEGY_SUMMARY_TRADE_COLUMNS}
      initialCapital={initialCapital}
      csvName={name}
    />
  );
}
