import { ArrowDown, ArrowUp, Equal } from 'lucide-react';
import { formatMetric } from '../../../lib/format-metric';
import { MetricLabel } from '../../backtests';
import { ScrollTable } from '../../compare';
import type { MetricDelta, Verdict } from '../model/run-deltas';

/** The change in the metric's own unit, signed ("+2.10%" is 2.10 percentage points more). */
function signed(key: string, delta: number | null): string {
  if (delta === null) return formatMetric(key, null);
  return `${delta > 0 ? '+' : ''}${formatMetric(key, delta)}`;
}

/** Better or worse in a word and an icon, so that colour is never the only sign. */
function VerdictCell({ verdict }: { verdict: Verdict }) {
  if (verdict === null) return <span className="text-fg-subtle">Not judged</span>;
  if (verdict === 'same') {
    return (
      <span className="inline-flex items-center gap-1 text-fg-muted">
        <Equal aria-hidden className="size-3.5" /> Same
      </span>
    );
  }
  const better = verdict === 'better';
  const Icon = better ? ArrowUp : ArrowDown;
  return (
    <span className={`inline-flex items-center gap-1 font-medium ${better ? 'text-gain' : 'text-loss'}`}>
      <Icon aria-hidden className="size-3.5" /> {better ? 'Better' : 'Worse'}
    </span>
  );
}

/**
 * The headline metrics of this run and the other, the change and whether it is better
 * (docs/builder.md#run-history); it scrolls inside itself on a phone.
 */
export function RunDeltasTable({ deltas, otherName }: { deltas: readonly MetricDelta[]; otherName: string }) {
  const head = 'px-3 py-2 text-xs font-medium text-fg-muted whitespace-nowrap';
  const cell = 'px-3 py-1.5 text-right whitespace-nowrap tabular';
  return (
    <ScrollTable label="Metric changes">
      <table className="w-max min-w-full border-collapse text-sm">
        <caption className="sr-only">
          Headline metrics of this run and of {otherName}, the change from that run to this one and whether
          this run is better or worse.
        </caption>
        <thead>
          <tr>
            <th scope="col" className={`${head} sticky left-0 z-[1] bg-surface text-left`}>
              Metric
            </th>
            <th scope="col" className={`${head} text-right`}>
              This run
            </th>
            <th scope="col" className={`${head} text-right`}>
              Other run
            </th>
            <th scope="col" className={`${head} text-right`}>
              Change
            </th>
            <th scope="col" className={`${head} text-left`}>
              This run is
            </th>
          </tr>
        </thead>
        <tbody>
          {deltas.map((row) => (
            <tr key={row.key} className="border-t border-border/60" data-metric={row.key}>
              <th
                scope="row"
                className="sticky left-0 z-[1] bg-surface px-3 py-1.5 text-left font-normal whitespace-nowrap text-fg-muted"
              >
                <MetricLabel metric={row.key} />
              </th>
              <td className={cell}>{formatMetric(row.key, row.current)}</td>
              <td className={cell}>{formatMetric(row.key, row.other)}</td>
              <td className={cell}>{signed(row.key, row.delta)}</td>
              <td className="px-3 py-1.5 whitespace-nowrap">
                <VerdictCell verdict={row.verdict} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
