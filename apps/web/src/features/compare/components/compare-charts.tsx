import { lazy, Suspense, useMemo, useState } from 'react';
import { formatNumber, formatPercent } from '../../../lib/format';
import { Switch } from '../../../ui';
import { CHART_HEIGHT, ChartSkeleton } from '../../backtests';
import type { Comparison } from '../model/comparison';
import type { CompareLine } from './compare-chart-canvas';
import { SPY_POSITION } from './palette';
import type { ReadyStrategy } from './use-compared-strategies';
import { useSpyLine, type SpyLineState } from './use-spy-line';

/** The SPY line's name in the legend, and its state in words while it is not drawn. */
const SPY_NAME = 'SPY buy and hold';
const SPY_NOTES: Partial<Record<SpyLineState['status'], string>> = {
  loading: 'Loading SPY’s prices…',
  unavailable: 'SPY’s prices could not be loaded for these dates: the line is left out.',
};

const CompareChartCanvas = lazy(() => import('./compare-chart-canvas'));

function linesOf(
  comparison: Comparison,
  strategies: readonly ReadyStrategy[],
  column: 'rebased' | 'drawdown',
): CompareLine[] {
  return comparison.curves.map((curve, index) => ({
    name: strategies[index]?.name ?? '',
    position: strategies[index]?.position ?? index,
    values: curve[column],
  }));
}

const formatIndex = (value: number | undefined) => formatNumber(value, 2);
const formatDrawdown = (value: number | undefined) => formatPercent(value, 2);

function summaryOf(
  title: string,
  dates: readonly string[],
  lines: readonly CompareLine[],
  format: typeof formatIndex,
) {
  const last = dates.length - 1;
  const values = lines.map((line) => `${line.name} ${format(line.values[last])}`).join(', ');
  return `${title} from ${dates[0] ?? ''} to ${dates[last] ?? ''}, last values: ${values}`;
}

/**
 * The rebased equity curves on one chart and their drawdowns on a second (docs/comparison.md):
 * side by side on a wide screen, one above the other on a phone.
 */
export function CompareCharts({
  comparison,
  strategies,
}: {
  comparison: Comparison;
  /** The strategies of the curves, in their order. */
  strategies: readonly ReadyStrategy[];
}) {
  const [spyShown, setSpyShown] = useState(false);
  const spy = useSpyLine(comparison.dates, spyShown);
  const equity = useMemo(() => {
    const lines = linesOf(comparison, strategies, 'rebased');
    return spy.status === 'ready'
      ? [...lines, { name: SPY_NAME, position: SPY_POSITION, values: spy.values }]
      : lines;
  }, [comparison, strategies, spy]);
  const drawdowns = useMemo(() => linesOf(comparison, strategies, 'drawdown'), [comparison, strategies]);
  const height = CHART_HEIGHT.multiple;
  const charts = [
    {
      id: 'equity',
      title: 'Equity, rebased to 100',
      lines: equity,
      format: formatIndex,
    },
    { id: 'drawdown', title: 'Drawdown, %', lines: drawdowns, format: formatDrawdown },
  ];
  const spyNote = SPY_NOTES[spy.status];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Switch label="Show SPY buy and hold" checked={spyShown} onCheckedChange={setSpyShown} />
        {spyNote ? (
          <p role="status" className="text-xs text-fg-muted">
            {spyNote}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {charts.map((chart) => (
          <section
            key={chart.id}
            aria-labelledby={`compare-${chart.id}-heading`}
            className="min-w-0 rounded-xl border border-border bg-surface p-4"
          >
            <h2 id={`compare-${chart.id}-heading`} className="mb-2 text-sm font-semibold text-fg">
              {chart.title}
            </h2>
            <Suspense fallback={<ChartSkeleton height={height} label={`Loading the ${chart.id} chart`} />}>
              <CompareChartCanvas
                dates={comparison.dates}
                lines={chart.lines}
                format={chart.format}
                height={height}
                summary={summaryOf(chart.title, comparison.dates, chart.lines, chart.format)}
              />
            </Suspense>
          </section>
        ))}
      </div>
    </div>
  );
}
