import { LineChart } from 'lucide-react';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../../ui';
import { readEquityColumns } from '../results/read-results';
import { BenchmarkRow } from './benchmark-row';
import { CHART_HEIGHT, ChartEmpty, ChartSkeleton } from './chart-frame';
import type { EquityMode } from './equity-chart-canvas';
import { useSpyBenchmark } from './use-spy-benchmark';

const EquityChartCanvas = lazy(() => import('./equity-chart-canvas'));

export interface EquityChartProps {
  /**
   * chart_data of a run (contracts' ChartData) or as saved with a strategy. Needs dates and
   * cumulative_returns; equity, buy_and_hold and drawdown are drawn when present.
   */
  chart: unknown;
  /** Height of the plot in px: CHART_HEIGHT.single (400, the default) or CHART_HEIGHT.multiple (300). */
  height?: number;
  /** What the first view shows: cumulative return in % (default) or equity in $. */
  defaultMode?: EquityMode;
  /** The initial capital (performance_metrics.initial_nav), for buy and hold in $. */
  initialCapital?: number | null;
  loading?: boolean;
  emptyAction?: ReactNode;
}

const MODES: ReadonlyArray<{ mode: EquityMode; label: string }> = [
  { mode: 'percent', label: 'Return %' },
  { mode: 'money', label: 'Equity $' },
];

/**
 * The strategy's equity curve against buy and hold of the same symbol and of SPY, with its drawdown
 * below; switchable between cumulative return (%) and equity ($). Under it, alpha, beta and
 * correlation of daily returns against SPY.
 */
export function EquityChart({
  chart,
  height = CHART_HEIGHT.single,
  defaultMode = 'percent',
  initialCapital,
  loading = false,
  emptyAction,
}: EquityChartProps) {
  const columns = useMemo(() => readEquityColumns(chart), [chart]);
  const [chosen, setMode] = useState<EquityMode>(defaultMode);
  const spy = useSpyBenchmark(loading ? null : columns, initialCapital);
  if (loading) return <ChartSkeleton height={height} label="Loading the equity chart" />;
  if (!columns) {
    return (
      <ChartEmpty
        height={height}
        icon={<LineChart />}
        title="No equity curve yet"
        description="Run a backtest to see how the strategy's equity grew against buying and holding."
        action={emptyAction}
      />
    );
  }
  const mode = columns.equity ? chosen : 'percent';
  const controls = columns.equity ? (
    <div role="group" aria-label="Equity curve in" className="flex rounded-lg bg-surface-2 p-0.5">
      {MODES.map((option) => (
        <button
          key={option.mode}
          type="button"
          aria-pressed={mode === option.mode}
          onClick={() => {
            setMode(option.mode);
          }}
          className={cn(
            'h-7 rounded-md px-2.5 text-xs font-medium transition-colors',
            mode === option.mode ? 'bg-bg text-fg shadow-sm' : 'text-fg-muted hover:text-fg',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  ) : null;
  const market = spy.status === 'ready' ? spy.benchmark : null;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Suspense fallback={<ChartSkeleton height={height} label="Loading the equity chart" />}>
        <EquityChartCanvas
          columns={columns}
          mode={mode}
          height={height}
          initialCapital={initialCapital}
          market={market ? (mode === 'money' ? market.equity : market.returns) : null}
          controls={controls}
        />
      </Suspense>
      <BenchmarkRow comparison={spy} />
    </div>
  );
}
