import { Suspense, useMemo, useState } from 'react';
import { formatMoney, formatNumber } from '../../../lib/format';
import { cn } from '../../../ui';
import { CHART_HEIGHT, ChartSkeleton } from '../../backtests';
import { CompareChart, type CompareLine } from '../../compare';
import { runCurves, type CurveScale } from '../model/run-curves';
import { metricDeltas } from '../model/run-deltas';
import type { RunEntry } from '../model/run-history';
import { RunDeltasTable } from './run-deltas-table';

const SCALES: ReadonlyArray<{ id: CurveScale; label: string }> = [
  { id: 'rebased', label: 'Rebased to 100' },
  { id: 'dollars', label: 'In dollars' },
];

const FORMATS: Record<CurveScale, (value: number | undefined) => string> = {
  rebased: (value) => formatNumber(value, 2),
  dollars: (value) => formatMoney(value, 0),
};

/**
 * The latest run beside another of the history (docs/builder.md#run-history): both equity curves on
 * one chart, then the headline metrics with their changes. The chart and the table stack.
 */
export function RunComparison({
  current,
  other,
  otherName,
}: {
  current: RunEntry;
  other: RunEntry;
  otherName: string;
}) {
  const [scale, setScale] = useState<CurveScale>('rebased');
  const { curves, lines } = useMemo(() => {
    const drawn = runCurves(current, other, scale);
    const named: CompareLine[] = [
      { name: 'This run', position: 0, values: drawn.current },
      { name: otherName, position: 1, values: drawn.other },
    ];
    return { curves: drawn, lines: named };
  }, [current, other, scale, otherName]);
  const deltas = useMemo(() => metricDeltas(current.metrics, other.metrics), [current, other]);
  const format = FORMATS[scale];
  const last = curves.dates.length - 1;
  const summary =
    last < 0
      ? ''
      : `Equity ${scale === 'rebased' ? 'rebased to 100' : 'in dollars'} from ${curves.dates[0] ?? ''} to ${
          curves.dates[last] ?? ''
        }, last values: This run ${format(curves.current[last])}, ${otherName} ${format(curves.other[last])}`;
  return (
    <section aria-label="Run comparison" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-fg">This run against {otherName}</h4>
        <div role="group" aria-label="Equity scale" className="flex gap-1">
          {SCALES.map((option) => (
            <button
              key={option.id}
              type="button"
              aria-pressed={scale === option.id}
              onClick={() => {
                setScale(option.id);
              }}
              className={cn(
                'h-7 rounded-md border border-border px-2 text-xs font-medium text-fg-muted hover:bg-surface-2',
                scale === option.id && 'bg-surface-2 text-fg',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      <div className="grid gap-3 xl:grid-cols-2">
        <div className="min-w-0 rounded-xl border border-border bg-surface p-3">
          {last < 0 ? (
            <p className="text-sm text-fg-muted">
              The two runs share no day of equity (a scan has no one account&apos;s equity): only their
              metrics compare.
            </p>
          ) : (
            <Suspense
              fallback={<ChartSkeleton height={CHART_HEIGHT.multiple} label="Loading the equity chart" />}
            >
              <CompareChart
                dates={curves.dates}
                lines={lines}
                format={format}
                height={CHART_HEIGHT.multiple}
                summary={summary}
              />
            </Suspense>
          )}
        </div>
        <RunDeltasTable deltas={deltas} otherName={otherName} />
      </div>
    </section>
  );
}
