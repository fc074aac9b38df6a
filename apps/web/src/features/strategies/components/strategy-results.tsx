import type { StoredBacktestResults } from '@stratblocks/contracts';
import { StrategyMetricCards } from './strategy-metric-cards';

/** Saved results: the metric cards, the equity curve and the closed trades. */
export function StrategyResults({ results }: { results: StoredBacktestResults }) {
  return (
    <div className="space-y-4">
      <StrategyMetricCards metrics={results.performance_metrics} />
    </div>
  );
}
