import { METRIC_DEFINITIONS, type MetricUnit } from '@stratblocks/contracts';
import { formatMetric } from '../../../lib/format-metric';
import { Badge, cn } from '../../../ui';
import { METRIC_GROUPS, MetricLabel, metricTone, type MetricKey } from '../../backtests';
import { bestPositions } from '../model/better';
import { ScrollTable } from './scroll-table';
import { StrategyColumnHead } from './strategy-column-head';
import type { ReadyStrategy } from './use-compared-strategies';

/** The unit column: what the row's figures are counted in. */
const UNIT_WORDS: Record<MetricUnit, string> = {
  text: '',
  money: '$',
  percent: '%',
  ratio: 'ratio',
  count: 'count',
  bars: 'bars',
};

/** The results panel's second name of the same figure (docs/metrics.md): one row is enough. */
const ALIASES: ReadonlySet<MetricKey> = new Set<MetricKey>(['cumulative_return', 'win_ratio']);

const TONE_CLASS = { gain: 'text-gain', loss: 'text-loss', flat: 'text-fg' } as const;

function MetricRow({ metric, strategies }: { metric: MetricKey; strategies: readonly ReadyStrategy[] }) {
  const best = bestPositions(
    metric,
    strategies.map((strategy) => strategy.metrics[metric]),
    strategies.map((strategy) => strategy.metrics.initial_nav),
  );
  return (
    <tr className="border-t border-border/60">
      <th
        scope="row"
        className="sticky left-0 z-[1] bg-surface px-3 py-1.5 text-left text-sm font-normal whitespace-nowrap text-fg-muted"
      >
        <MetricLabel metric={metric} />
      </th>
      {/* On a phone the figures carry their units ("%", "$") and the column would take their room. */}
      <td className="hidden px-2 py-1.5 text-xs text-fg-subtle sm:table-cell">
        {UNIT_WORDS[METRIC_DEFINITIONS[metric].unit]}
      </td>
      {strategies.map((strategy, position) => (
        <td
          key={strategy.id}
          className={cn(
            'px-3 py-1.5 text-right text-sm whitespace-nowrap tabular',
            TONE_CLASS[metricTone(metric, strategy.metrics)],
            best.has(position) ? 'font-semibold' : 'font-normal',
          )}
        >
          {formatMetric(metric, strategy.metrics[metric])}
          {best.has(position) ? (
            <Badge tone="accent" className="ml-1.5 px-1.5 py-0 text-[10px]">
              Best
            </Badge>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

/**
 * The metrics side by side (docs/comparison.md, "Metrics table"): a row per metric in the results
 * panel's groups, labels and definitions, a column per strategy, the unit, and the better figure of
 * each row tagged "Best" (in words, so not by colour alone).
 */
export function MetricsTable({ strategies }: { strategies: readonly ReadyStrategy[] }) {
  return (
    <ScrollTable label="Metrics, side by side">
      <table className="w-max min-w-full border-collapse text-sm">
        <caption className="sr-only">
          Metrics of each strategy as saved, a column per strategy; the better figure of each row is marked
          Best.
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-[1] bg-surface px-3 py-2 text-left text-xs font-medium text-fg-muted"
            >
              Metric
            </th>
            <th
              scope="col"
              className="hidden px-2 py-2 text-left text-xs font-medium text-fg-muted sm:table-cell"
            >
              Unit
            </th>
            {strategies.map((strategy) => (
              <StrategyColumnHead key={strategy.id} strategy={strategy} />
            ))}
          </tr>
        </thead>
        {METRIC_GROUPS.map((group) => (
          <tbody key={group.id}>
            <tr>
              <th
                scope="rowgroup"
                colSpan={strategies.length + 2}
                className="bg-surface-2/60 px-3 py-1.5 text-left text-xs font-semibold tracking-wide text-fg-muted uppercase"
              >
                {group.title}
              </th>
            </tr>
            {group.keys
              .filter((key) => !ALIASES.has(key))
              .map((key) => (
                <MetricRow key={key} metric={key} strategies={strategies} />
              ))}
          </tbody>
        ))}
      </table>
    </ScrollTable>
  );
}
