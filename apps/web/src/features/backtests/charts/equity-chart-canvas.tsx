import {
  BaselineSeries,
  createChart,
  createSeriesMarkers,
  LineSeries,
  LineStyle,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type Time,
} from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatMoney, formatPercent, trend } from '../../../lib/format';
import { formatBarTime } from '../format/bar-time';
import { useThemeStore } from '../../../lib/theme';
import { cn } from '../../../ui';
import type { EquityColumns } from '../results/read-results';
import {
  buyAndHoldEquity,
  hasTimeOfDay,
  inDateOrder,
  initialCapitalOf,
  toBaselineData,
  toLineData,
} from './chart-data';
import { AreaSwatch, LegendItem, LineSwatch } from './chart-legend';
import { baseChartOptions } from './chart-options';
import { chartColors, type ChartColors } from './chart-theme';
import { RiskLegend, riskSentence } from './risk-legend';
import { toRiskMarkers } from './risk-marks';

export type EquityMode = 'percent' | 'money';

export interface EquityChartCanvasProps {
  columns: EquityColumns;
  mode: EquityMode;
  height: number;
  /** The starting capital, for buy and hold in money (read from the columns when absent). */
  initialCapital?: number | null | undefined;
  /** SPY bought and held in the chart's mode (% or $), on the chart's dates; NaN where no bar. */
  market?: readonly number[] | null | undefined;
  /** Controls at the right of the legend (the % / $ switch). */
  controls?: ReactNode;
}

interface Handles {
  chart: IChartApi;
  strategy: ISeriesApi<'Line'>;
  benchmark: ISeriesApi<'Line'> | null;
  market: ISeriesApi<'Line'> | null;
  drawdown: ISeriesApi<'Baseline'> | null;
  /** The risk rules' decisions, marked on the strategy's line. */
  riskMarks: ISeriesMarkersPluginApi<Time>;
}

const percentFormat = {
  type: 'custom',
  formatter: (value: number) => formatPercent(value),
  minMove: 0.01,
} as const;
const moneyFormat = {
  type: 'custom',
  formatter: (value: number) => formatMoney(value),
  minMove: 0.01,
} as const;

/** The series of the chart for a mode, as columns. */
function seriesOf(columns: EquityColumns, mode: EquityMode, initialCapital: number | null | undefined) {
  if (mode === 'money' && columns.equity) {
    const capital = initialCapital ?? initialCapitalOf(columns.equity, columns.cumulative_returns);
    return {
      strategy: columns.equity,
      benchmark:
        columns.buy_and_hold && capital !== null ? buyAndHoldEquity(capital, columns.buy_and_hold) : null,
      capital,
    };
  }
  return { strategy: columns.cumulative_returns, benchmark: columns.buy_and_hold ?? null, capital: null };
}

function styleSeries(handles: Handles, colors: ChartColors, columns: EquityColumns) {
  handles.strategy.applyOptions({ color: colors.accent });
  handles.riskMarks.setMarkers(inDateOrder(toRiskMarkers(columns.dates, columns.risk_events ?? [], colors)));
  handles.benchmark?.applyOptions({ color: colors.benchmark });
  handles.market?.applyOptions({ color: colors.market });
  handles.drawdown?.applyOptions({
    bottomLineColor: colors.loss,
    bottomFillColor1: colors.lossFill,
    bottomFillColor2: colors.lossFill,
    topLineColor: colors.loss,
    topFillColor1: 'transparent',
    topFillColor2: 'transparent',
  });
}

/**
 * Strategy against buy and hold (cumulative return in % or equity in $), with the drawdown (%) in
 * a pane below. Loaded lazily: it brings the chart library.
 */
export default function EquityChartCanvas({
  columns,
  mode,
  height,
  initialCapital,
  market,
  controls,
}: EquityChartCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const handles = useRef<Handles | null>(null);
  const theme = useThemeStore((state) => state.resolved);
  const colors = useMemo(() => chartColors(theme), [theme]);
  const [hovered, setHovered] = useState<number | null>(null);
  const intraday = hasTimeOfDay(columns.dates);
  const series = useMemo(() => seriesOf(columns, mode, initialCapital), [columns, mode, initialCapital]);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const initial = chartColors(useThemeStore.getState().resolved);
    const chart = createChart(element, baseChartOptions(initial, intraday));
    const priceFormat = mode === 'money' ? moneyFormat : percentFormat;
    const benchmark = series.benchmark
      ? chart.addSeries(LineSeries, {
          lineWidth: 1,
          lineStyle: LineStyle.Dashed,
          priceFormat,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
        })
      : null;
    benchmark?.setData(toLineData(columns.dates, series.benchmark ?? []));
    const marketLine = market
      ? chart.addSeries(LineSeries, {
          lineWidth: 1,
          priceFormat,
          priceLineVisible: false,
          lastValueVisible: false,
          crosshairMarkerVisible: false,
        })
      : null;
    marketLine?.setData(toLineData(columns.dates, market ?? []));
    const strategy = chart.addSeries(LineSeries, { lineWidth: 2, priceFormat, priceLineVisible: false });
    strategy.setData(toLineData(columns.dates, series.strategy));
    const drawdown = columns.drawdown
      ? chart.addSeries(
          BaselineSeries,
          {
            baseValue: { type: 'price', price: 0 },
            lineWidth: 1,
            priceFormat: percentFormat,
            priceLineVisible: false,
          },
          1,
        )
      : null;
    if (drawdown) {
      drawdown.setData(toBaselineData(columns.dates, columns.drawdown ?? []));
      chart.panes()[0]?.setStretchFactor(3);
      chart.panes()[1]?.setStretchFactor(1);
    }
    chart.timeScale().fitContent();
    chart.subscribeCrosshairMove((param) => {
      setHovered(param.logical ?? null);
    });
    const riskMarks = createSeriesMarkers(strategy, []);
    const created: Handles = { chart, strategy, benchmark, market: marketLine, drawdown, riskMarks };
    styleSeries(created, initial, columns);
    handles.current = created;
    return () => {
      handles.current = null;
      chart.remove();
    };
  }, [columns, series, market, mode, intraday]);

  useEffect(() => {
    const current = handles.current;
    if (!current) return;
    current.chart.applyOptions(baseChartOptions(colors, intraday));
    styleSeries(current, colors, columns);
  }, [colors, intraday, columns]);

  const last = columns.dates.length - 1;
  const index = hovered !== null && hovered >= 0 && hovered <= last ? hovered : last;
  const date = columns.dates[index];
  const format = (value: number | undefined) =>
    mode === 'money' ? formatMoney(value) : formatPercent(value);
  const tone = (value: number | undefined) => {
    const relative =
      mode === 'money' && value !== undefined && series.capital ? value - series.capital : value;
    const direction = trend(relative);
    return cn(
      'font-medium tabular',
      direction === 'gain' ? 'text-gain' : direction === 'loss' ? 'text-loss' : 'text-fg',
    );
  };
  const strategyValue = series.strategy[index];
  const benchmarkValue = series.benchmark?.[index];
  const marketValue = market?.[index];
  const drawdownValue = columns.drawdown?.[index];
  const unit = mode === 'money' ? '$' : '%';
  const summary = `Equity chart from ${formatBarTime(columns.dates[0])} to ${formatBarTime(columns.dates[last])}: strategy ${format(series.strategy[last])}${series.benchmark ? `, ${columns.ticker === PORTFOLIO_CHART_TICKER ? 'equal-weight benchmark' : 'buy and hold'} ${format(series.benchmark[last])}` : ''}${market ? `, SPY buy and hold ${format(market[last])}` : ''}${riskSentence(columns.risk_events ?? [])}`;

  return (
    <figure aria-label={summary} className="flex min-w-0 flex-col gap-2">
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
        <span className="text-fg-muted tabular">{formatBarTime(date)}</span>
        <ul className="flex flex-1 flex-wrap gap-x-4 gap-y-1" aria-label="Series">
          <LegendItem
            swatch={<LineSwatch color={colors.accent} />}
            label={mode === 'money' ? `Strategy equity, ${unit}` : `Strategy return, ${unit}`}
            value={format(strategyValue)}
            valueClassName={tone(strategyValue)}
          />
          {series.benchmark ? (
            <LegendItem
              swatch={<LineSwatch color={colors.benchmark} dashed />}
              label={`${benchmarkName(columns.ticker)}, ${unit}`}
              value={format(benchmarkValue)}
              valueClassName={tone(benchmarkValue)}
            />
          ) : null}
          {market ? (
            <LegendItem
              swatch={<LineSwatch color={colors.market} />}
              label={`SPY buy & hold, ${unit}`}
              value={format(marketValue)}
              valueClassName={tone(marketValue)}
            />
          ) : null}
          {columns.drawdown ? (
            <LegendItem
              swatch={<AreaSwatch color={colors.loss} fill={colors.lossFill} />}
              label="Drawdown, %"
              value={formatPercent(drawdownValue)}
              valueClassName={tone(drawdownValue)}
            />
          ) : null}
        </ul>
        <RiskLegend events={columns.risk_events ?? []} colors={colors} />
        {controls}
      </figcaption>
      <div ref={container} className="w-full min-w-0" style={{ height }} />
    </figure>
  );
}

/** A portfolio's chart (ticker "Portfolio") holds the equal-weight buy and hold of its symbols. */
const PORTFOLIO_CHART_TICKER = 'Portfolio';

function benchmarkName(ticker: string | undefined): string {
  if (ticker === PORTFOLIO_CHART_TICKER) return 'Equal-weight benchmark';
  return `Buy & hold${ticker ? ` ${ticker}` : ''}`;
}
