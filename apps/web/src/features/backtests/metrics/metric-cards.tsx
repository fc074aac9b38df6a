import { useMemo } from 'react';
import { formatMetric } from '../../../lib/format-metric';
import { cn, Skeleton, Stat } from '../../../ui';
import { readMetrics, type MetricKey } from '../results/read-results';
import { metricTone } from './metric-groups';
import { MetricLabel } from './metric-label';

export interface MetricCardsProps {
  /** performance_metrics of either form (strict from a run, or lenient as saved). */
  metrics: unknown;
  /** Which figures, in order (STRATEGY_SUMMARY_METRICS and STRATEGY_PAGE_METRICS are the spec's sets). */
  keys: readonly MetricKey[];
  /** A run is under way and its metrics have not arrived: show the cards' skeletons. */
  loading?: boolean;
  className?: string;
}

/** Headline figures as a row of cards, each with its definition on hover and focus. */
export function MetricCards({ metrics, keys, loading = false, className }: MetricCardsProps) {
  const values = useMemo(() => readMetrics(metrics), [metrics]);
  if (loading) {
    return (
      <div
        role="status"
        aria-label="Loading metrics"
        className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}
      >
        {keys.map((key) => (
          <Skeleton key={key} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
    );
  }
  return (
    <ul className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4', className)}>
      {keys.map((key) => (
        <li key={key} className="min-w-0 rounded-xl border border-border bg-surface px-4 py-3">
          <Stat
            label={<MetricLabel metric={key} />}
            value={formatMetric(key, values[key])}
            tone={metricTone(key, values)}
          />
        </li>
      ))}
    </ul>
  );
}
