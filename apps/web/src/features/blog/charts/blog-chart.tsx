import { useQuery } from '@tanstack/react-query';
import { QueryScope } from '../../../app/query-scope';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../lib/format';
import { Alert, Plot, Skeleton } from '../../../ui';
import type { ChartId } from '../posts';
import { chartInWorker } from './chart-client';
import type { ChartPane } from './chart-data';

const PANE_HEIGHT = { main: 220, lower: 90 };
/** The y labels sit on the right. */
const PANE_MARGIN = { left: 8, right: 64, top: 10, bottom: 6 };

function formatAxis(value: number, unit: ChartPane['unit']): string {
  if (unit === '$') return formatMoney(value, value >= 1000 ? 0 : 2);
  if (unit === '%') return formatPercent(value, 0);
  return formatNumber(value, 0);
}

function Pane({ pane, height, count }: { pane: ChartPane; height: number; count: number }) {
  const finite = pane.series.flatMap((series) => series.values.filter(Number.isFinite));
  const [min, max] = pane.range ?? [Math.min(...finite), Math.max(...finite)];
  return (
    <Plot
      height={height}
      count={count}
      yMin={min}
      yMax={max}
      yPadding={0}
      yTicks={pane.guides ?? [min, min + (max - min) / 2, max]}
      gridDash={pane.guides ? '4 4' : null}
      formatY={(value) => formatAxis(value, pane.unit)}
      axis="right"
      margin={PANE_MARGIN}
    >
      {(scale) =>
        pane.series.map((series) => (
          <path
            key={series.label}
            d={scale.line(series.values)}
            fill="none"
            stroke={series.color}
            strokeWidth={1.6}
            strokeDasharray={series.dashed ? '5 4' : undefined}
            strokeLinejoin="round"
          />
        ))
      }
    </Plot>
  );
}

/** An article chart drawn from real bundled data (computed in the browser with the engine, in a worker). */
export default function BlogChart({ id }: { id: ChartId }) {
  return (
    <QueryScope>
      <BlogChartView id={id} />
    </QueryScope>
  );
}

function BlogChartView({ id }: { id: ChartId }) {
  const model = useQuery({
    queryKey: ['blog', 'chart', id],
    queryFn: () => chartInWorker(id),
    staleTime: Infinity,
  });
  if (model.isPending) return <Skeleton className="h-64 w-full" />;
  if (model.isError) return <Alert tone="error">This chart could not be drawn: {model.error.message}</Alert>;
  const { title, dates, panes } = model.data;
  const legend = panes.flatMap((pane) => pane.series);
  return (
    <div role="img" aria-label={title} data-chart={id}>
      <p className="mb-2 text-sm font-medium text-fg">{title}</p>
      <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-fg-muted" aria-hidden>
        {legend.map((series) => (
          <li key={series.label} className="flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-4 rounded" style={{ background: series.color }} />
            {series.label}
          </li>
        ))}
      </ul>
      {panes.map((pane, index) => (
        <Pane
          key={index}
          pane={pane}
          height={index === 0 ? PANE_HEIGHT.main : PANE_HEIGHT.lower}
          count={dates.length}
        />
      ))}
      <div className="mt-1 flex justify-between text-xs text-fg-muted" aria-hidden>
        <span>{formatDate(dates[0])}</span>
        <span>{formatDate(dates.at(-1))}</span>
      </div>
    </div>
  );
}
