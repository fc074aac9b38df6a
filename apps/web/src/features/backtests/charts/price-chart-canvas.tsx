import {
  CandlestickSeries,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineType,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type Time,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney } from '../../../lib/format';
import { formatBarTime } from '../format/bar-time';
import { useThemeStore } from '../../../lib/theme';
import type { PriceColumns } from '../results/read-results';
import {
  countInRange,
  hasTimeOfDay,
  inDateOrder,
  MARKER_STYLES,
  MAX_VISIBLE_MARKERS,
  markerBarIndices,
  markerKindsIn,
  placeTradeMarkers,
  toCandleData,
} from './chart-data';
import { LegendItem, MarkerSwatch } from './chart-legend';
import { baseChartOptions } from './chart-options';
import { chartColors, type ChartColors } from './chart-theme';
import { RiskLegend, riskSentence } from './risk-legend';
import { toRiskMarkers } from './risk-marks';
import { rangeOf, sourceLineScales, toStepLineData } from './source-line-data';
import { SourceLineLegend } from './source-line-legend';
import { countOf } from '../../../lib/plural';

export interface PriceChartCanvasProps {
  columns: PriceColumns;
  height: number;
}

interface Handles {
  chart: IChartApi;
  candles: ISeriesApi<'Candlestick'>;
  markers: ISeriesMarkersPluginApi<Time>;
  /** The lines of other series, in the order of columns.source_lines. */
  lines: Array<ISeriesApi<'Line'>>;
}

function candleOptions(colors: ChartColors) {
  return {
    upColor: colors.gain,
    downColor: colors.loss,
    borderUpColor: colors.gain,
    borderDownColor: colors.loss,
    wickUpColor: colors.gain,
    wickDownColor: colors.loss,
  };
}

const moneyFormat = {
  type: 'custom',
  formatter: (price: number) => formatMoney(price),
  minMove: 0.01,
} as const;

/** The candlestick chart with trade markers (loaded lazily: it brings the chart library). */
export default function PriceChartCanvas({ columns, height }: PriceChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const theme = useThemeStore((state) => state.resolved);
  const colors = useMemo(() => chartColors(theme), [theme]);
  const [hovered, setHovered] = useState<number | null>(null);
  const [markersShown, setMarkersShown] = useState(true);
  const intraday = hasTimeOfDay(columns.dates);
  const markerIndices = useMemo(() => markerBarIndices(columns.dates, columns.markers), [columns]);
  const sourceLines = useMemo(() => columns.source_lines ?? [], [columns]);
  // Each line on the price's scale when it fits there, else on the left or its own (source-line-data.ts).
  const scales = useMemo(
    () =>
      sourceLineScales(
        rangeOf(columns.price.low, columns.price.high),
        sourceLines.map((line) => rangeOf(line.values)),
      ),
    [columns, sourceLines],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const initial = chartColors(useThemeStore.getState().resolved);
    const chart = createChart(element, baseChartOptions(initial, intraday));
    const candles = chart.addSeries(CandlestickSeries, {
      ...candleOptions(initial),
      priceFormat: moneyFormat,
    });
    candles.setData(toCandleData(columns.dates, columns.price));
    const markers = createSeriesMarkers(candles, []);
    // The engine's as-of values, held from one close to the next: a step line, gaps where missing.
    const lines = sourceLines.map((line, position) => {
      const scale = scales[position] ?? 'right';
      const series = chart.addSeries(LineSeries, {
        color: initial.sourceLines[position % initial.sourceLines.length] ?? initial.market,
        lineWidth: 2,
        lineType: LineType.WithSteps,
        priceScaleId: scale,
        priceLineVisible: false,
        lastValueVisible: scale !== 'right' || sourceLines.length === 1,
        ...(scale === 'right' ? { priceFormat: moneyFormat } : {}),
      });
      series.setData(toStepLineData(columns.dates, line.values));
      return series;
    });
    if (scales.includes('left'))
      chart.applyOptions({ leftPriceScale: { visible: true, borderColor: initial.border } });
    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (range) setMarkersShown(countInRange(markerIndices, range.from, range.to) <= MAX_VISIBLE_MARKERS);
    });
    chart.timeScale().fitContent();
    chart.subscribeCrosshairMove((param) => {
      setHovered(param.logical ?? null);
    });
    handles.current = { chart, candles, markers, lines };
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, [columns, intraday, markerIndices, scales, sourceLines]);

  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.chart.applyOptions(baseChartOptions(colors, intraday));
    current.chart.applyOptions({ leftPriceScale: { borderColor: colors.border } });
    current.candles.applyOptions(candleOptions(colors));
    current.lines.forEach((line, position) => {
      line.applyOptions({ color: colors.sourceLines[position % colors.sourceLines.length] ?? colors.market });
    });
  }, [colors, intraday]);

  useEffect(() => {
    // The risk rules' few marks stay when the trades' many are hidden.
    handles.current?.markers.setMarkers(
      inDateOrder(
        markersShown
          ? placeTradeMarkers(columns.dates, columns.markers, { long: colors.accent, short: colors.short })
          : [],
        toRiskMarkers(columns.dates, columns.risk_events ?? [], colors),
      ),
    );
  }, [colors, columns, markersShown]);

  const last = columns.dates.length - 1;
  const index = hovered !== null && hovered >= 0 && hovered <= last ? hovered : last;
  const date = columns.dates[index];
  const kinds = markerKindsIn(columns.markers);
  const summary = `Candlestick chart of ${columns.ticker ?? 'the symbol'} from ${formatBarTime(columns.dates[0])} to ${formatBarTime(columns.dates[last])}, with ${countOf(columns.markers.length, 'trade marker')}${riskSentence(columns.risk_events ?? [])}${sourceLines.length > 0 ? `, and the lines of ${sourceLines.map((line) => line.label).join(', ')}` : ''}`;
  const ohlc = [
    ['O', columns.price.open[index]],
    ['H', columns.price.high[index]],
    ['L', columns.price.low[index]],
    ['C', columns.price.close[index]],
  ] as const;

  return (
    <figure aria-label={summary} className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-xs">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="font-semibold text-fg">
            {columns.ticker ?? 'Price'} <span className="font-normal text-fg-muted">price, $</span>
          </span>
          <span className="text-fg-muted tabular">{formatBarTime(date)}</span>
          <span className="flex flex-wrap gap-x-2 tabular">
            {ohlc.map(([label, value]) => (
              <span key={label}>
                <span className="text-fg-subtle">{label}</span>{' '}
                <span className="text-fg">{formatMoney(value)}</span>
              </span>
            ))}
          </span>
        </div>
        {kinds.length > 0 && !markersShown ? (
          <p className="text-fg-muted">
            {countOf(markerIndices.length, 'trade marker')}: zoom in to see them
          </p>
        ) : null}
        {kinds.length > 0 && markersShown ? (
          <ul className="flex flex-wrap gap-x-3 gap-y-1" aria-label="Trade markers">
            {kinds.map((kind) => (
              <LegendItem
                key={kind}
                label={MARKER_STYLES[kind].label}
                swatch={
                  <MarkerSwatch
                    kind={kind}
                    color={MARKER_STYLES[kind].side === 'long' ? colors.accent : colors.short}
                  />
                }
              />
            ))}
          </ul>
        ) : null}
        <SourceLineLegend lines={sourceLines} scales={scales} colors={colors.sourceLines} index={index} />
        <RiskLegend events={columns.risk_events ?? []} colors={colors} />
      </figcaption>
      <div ref={container} className="w-full min-w-0" style={{ height }} />
    </figure>
  );
}
