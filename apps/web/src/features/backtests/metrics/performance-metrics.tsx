import { Gauge } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { formatMetric } from '../../../lib/format-metric';
import { cn, EmptyState, Skeleton } from '../../../ui';
import { readMetrics, type MetricKey, type MetricValues } from '../results/read-results';
import { METRIC_GROUPS, metricTone } from './metric-groups';
import { MetricLabel } from './metric-label';

export interface PerformanceMetricsViewProps {
  /**
   * performance_metrics: the contracts' PerformanceMetrics from a run, or the record saved with a
   * strategy (read leniently: a missing or mistyped field shows N/A).
   */
  metrics: unknown;
  /** Heading level of the group titles, to fit the page's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A run is under way and its metrics have not arrived: show the view's skeleton. */
  loading?: boolean;
  /** The next step offered when there are no metrics at all (a Run button, say). */
  emptyAction?: ReactNode;
  className?: string;
}

const TONE_CLASS = { gain: 'text-gain', loss: 'text-loss', flat: 'text-fg' } as const;

function MetricRow({ metric, values }: { metric: MetricKey; values: MetricValues }) {
  return (
    <div className="flex min-w-0 items-baseline justify-between gap-3 py-1.5">
      <dt className="min-w-0 text-sm text-fg-muted">
        <MetricLabel metric={metric} />
      </dt>
      <dd
        className={cn(
          'shrink-0 text-right text-sm font-medium tabular',
          TONE_CLASS[metricTone(metric, values)],
        )}
      >
        {formatMetric(metric, values[metric])}
      </dd>
    </div>
  );
}

/**
 * Every performance metric, grouped (period, returns, risk, ratios, trades, profit and costs), each
 * with its definition on hover and focus, in the decimals of docs/product.md#business-constants-and-limits. Gains green, losses
 * red; N/A where the run has no such figure.
 */
export function PerformanceMetricsView({
  metrics,
  headingLevel: Heading = 'h3',
  loading = false,
  emptyAction,
  className,
}: PerformanceMetricsViewProps) {
  const values = useMemo(() => readMetrics(metrics), [metrics]);
  const id = useId();
  if (loading) {
    return (
      <div
        role="status"
        aria-label="Loading performance metrics"
        className={cn('grid gap-3 sm:grid-cols-2 xl:grid-cols-3', className)}
      >
        {METRIC_GROUPS.map((group) => (
          <Skeleton key={group.id} className="h-40" />
        ))}
      </div>
    );
  }
  if (Object.keys(values).length === 0) {
    return (
      <EmptyState
        className={className}
        icon={<Gauge />}
        title="No performance metrics yet"
        description="Run a backtest to see its returns, risk, ratios, trades and costs."
        action={emptyAction}
        as="p"
      />
    );
  }
  return (
    <div className={cn('grid gap-x-8 gap-y-5 sm:grid-cols-2 xl:grid-cols-3', className)}>
      {METRIC_GROUPS.map((group) => (
        <div key={group.id} role="group" aria-labelledby={`${id}-${group.id}`} className="min-w-0">
          <Heading
            id={`${id}-${group.id}`}
            className="border-b border-border pb-1.5 text-xs font-semibold tracking-wide text-fg-subtle uppercase"
          >
            {group.title}
          </Heading>
          <dl className="divide-y divide-border/60">
            {group.keys.map((key) => (
              <MetricRow key={key} metric={key} values={values} />
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
