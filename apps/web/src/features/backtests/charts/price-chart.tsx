import { CandlestickChart } from 'lucide-react';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { readPriceColumns } from '../results/read-results';
import { CHART_HEIGHT, ChartEmpty, ChartSkeleton } from './chart-frame';

// The chart library loads with the first chart shown, never with the pages around it.
const PriceChartCanvas = lazy(() => import('./price-chart-canvas'));

export interface PriceChartProps {
  /**
   * chart_data of a run (contracts' ChartData) or as saved with a strategy: the price columns
   * (dates, price.open/high/low/close) and markers are drawn; without them the empty state shows.
   */
  chart: unknown;
  /** Height of the plot in px: CHART_HEIGHT.single (400, the default) or CHART_HEIGHT.multiple (300). */
  height?: number;
  /** A run is under way: show the chart's skeleton. */
  loading?: boolean;
  /** The next step offered by the empty state (a Run button, say). */
  emptyAction?: ReactNode;
}

/**
 * Candlesticks of the bars the backtest used, with its entries and exits (long and short by
 * colour, entry and exit by shape, explained in the legend) and the OHLC of the bar under the
 * crosshair, in $.
 */
export function PriceChart({
  chart,
  height = CHART_HEIGHT.single,
  loading = false,
  emptyAction,
}: PriceChartProps) {
  const columns = useMemo(() => readPriceColumns(chart), [chart]);
  if (loading) return <ChartSkeleton height={height} label="Loading the price chart" />;
  if (!columns) {
    return (
      <ChartEmpty
        height={height}
        icon={<CandlestickChart />}
        title="No price chart yet"
        description="Run a backtest to see the bars it traded, with every entry and exit marked."
        action={emptyAction}
      />
    );
  }
  return (
    <Suspense fallback={<ChartSkeleton height={height} label="Loading the price chart" />}>
      <PriceChartCanvas columns={columns} height={height} />
    </Suspense>
  );
}
