import { createChart, LineSeries, LineStyle, type IChartApi, type ISeriesApi } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useThemeStore } from '../../../lib/theme';
import { baseChartOptions, chartColors, toLineData } from '../../backtests';
import { SeriesSwatch, seriesColour } from './palette';

/** Solid, dashed, dotted, long dashes, sparse dots: the swatches of palette.tsx draw the same. */
const LINE_STYLES = [
  LineStyle.Solid,
  LineStyle.Dashed,
  LineStyle.Dotted,
  LineStyle.LargeDashed,
  LineStyle.SparseDotted,
] as const;

export interface CompareLine {
  name: string;
  /** The strategy's place in the comparison: its colour and line style. */
  position: number;
  values: readonly number[];
}

export interface CompareChartCanvasProps {
  dates: readonly string[];
  /** One per strategy, in the comparison's order (which gives each its colour and style). */
  lines: readonly CompareLine[];
  /** How a value reads in the legend and on the axis. */
  format: (value: number | undefined) => string;
  height: number;
  /** The figure's accessible summary (the last value of each line). */
  summary: string;
}

/**
 * Several strategies' lines on one time axis, each named in the legend with its value under the
 * crosshair (the last date's otherwise). Loaded lazily: it brings the chart library.
 */
export default function CompareChartCanvas({
  dates,
  lines,
  format,
  height,
  summary,
}: CompareChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<{ chart: IChartApi; series: Array<ISeriesApi<'Line'>> } | null>(null);
  const theme = useThemeStore((state) => state.resolved);
  const colors = useMemo(() => chartColors(theme), [theme]);
  const [hovered, setHovered] = useState<number | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const resolved = useThemeStore.getState().resolved;
    const chart = createChart(element, baseChartOptions(chartColors(resolved), false));
    const priceFormat = {
      type: 'custom',
      formatter: (value: number) => format(value),
      minMove: 0.01,
    } as const;
    const series = lines.map((line) => {
      const added = chart.addSeries(LineSeries, {
        color: seriesColour(resolved, line.position),
        lineWidth: 2,
        lineStyle: LINE_STYLES[line.position % LINE_STYLES.length] ?? LineStyle.Solid,
        priceFormat,
        priceLineVisible: false,
        lastValueVisible: false,
      });
      added.setData(toLineData(dates, line.values));
      return added;
    });
    chart.timeScale().fitContent();
    chart.subscribeCrosshairMove((param) => {
      setHovered(param.logical ?? null);
    });
    chartRef.current = { chart, series };
    return () => {
      chartRef.current = null;
      chart.remove();
    };
  }, [dates, lines, format]);

  useEffect(() => {
    const current = chartRef.current;
    if (!current) return;
    current.chart.applyOptions(baseChartOptions(colors, false));
    current.series.forEach((series, index) => {
      series.applyOptions({ color: seriesColour(theme, lines[index]?.position ?? index) });
    });
  }, [colors, theme, lines]);

  const last = dates.length - 1;
  const index = hovered !== null && hovered >= 0 && hovered <= last ? hovered : last;
  return (
    <figure aria-label={summary} className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs">
        <span className="text-fg-muted tabular">{dates[index]}</span>
        <ul className="flex flex-1 flex-wrap gap-x-4 gap-y-1" aria-label="Strategies">
          {lines.map((line) => (
            <li key={line.position} className="flex max-w-full min-w-0 items-center gap-1.5">
              <SeriesSwatch theme={theme} position={line.position} />
              <span className="min-w-0 truncate text-fg-muted">{line.name}</span>
              <span className="font-medium whitespace-nowrap text-fg tabular">
                {format(line.values[index])}
              </span>
            </li>
          ))}
        </ul>
      </figcaption>
      <div ref={container} className="w-full min-w-0" style={{ height }} />
    </figure>
  );
}
