import type { TradeMarker } from '@stratblocks/contracts';
import type {
  BaselineData,
  CandlestickData,
  LineData,
  SeriesMarker,
  SeriesMarkerBarPosition,
  SeriesMarkerShape,
  Time,
  UTCTimestamp,
  WhitespaceData,
} from 'lightweight-charts';

/**
 * Pure mappings from result columns to lightweight-charts data, kept apart from the chart so that
 * they are tested without a canvas. Every series gets one point per date (whitespace where a value
 * is missing), so a point's logical index is its date's index in the columns.
 */

const INTRADAY = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?/;

/**
 * A bar time for the chart. Dates (YYYY-MM-DD) stay business days; an ISO date-time becomes a
 * timestamp of its wall-clock time read as UTC, so that the axis shows the exchange's own hours
 * (09:30 for the New York open) wherever the visitor is.
 */
export function toChartTime(text: string): Time {
  const intraday = INTRADAY.exec(text);
  if (!intraday) return text.slice(0, 10);
  const [, year, month, day, hour, minute, second] = intraday.map(Number);
  const seconds = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second || 0) / 1000;
  return seconds as UTCTimestamp;
}

/** Whether the dates carry a time of day (intraday bars): the axis then shows hours. */
export function hasTimeOfDay(dates: readonly string[]): boolean {
  return dates.length > 0 && INTRADAY.test(dates[0] ?? '');
}

type Point<Data> = Data | WhitespaceData;

function isValue(value: number | undefined): value is number {
  return value !== undefined && Number.isFinite(value);
}

/** One line point per date; a missing value is a gap. */
export function toLineData(dates: readonly string[], values: readonly number[]): Point<LineData>[] {
  return dates.map((date, index) => {
    const time = toChartTime(date);
    const value = values[index];
    return isValue(value) ? { time, value } : { time };
  });
}

/** Baseline points (the drawdown pane: values at or under zero). */
export function toBaselineData(dates: readonly string[], values: readonly number[]): Point<BaselineData>[] {
  return toLineData(dates, values);
}

export interface OhlcColumns {
  open: readonly number[];
  high: readonly number[];
  low: readonly number[];
  close: readonly number[];
}

/** One candle per date. */
export function toCandleData(dates: readonly string[], price: OhlcColumns): Point<CandlestickData>[] {
  return dates.map((date, index) => {
    const time = toChartTime(date);
    const open = price.open[index];
    const high = price.high[index];
    const low = price.low[index];
    const close = price.close[index];
    return isValue(open) && isValue(high) && isValue(low) && isValue(close)
      ? { time, open, high, low, close }
      : { time };
  });
}

/**
 * Buy and hold in money: the initial capital grown by the symbol's cumulative return, so that it
 * reads against the strategy's equity on one scale.
 */
export function buyAndHoldEquity(initialCapital: number, buyAndHoldPercent: readonly number[]): number[] {
  return buyAndHoldPercent.map((percent) => initialCapital * (1 + percent / 100));
}

/**
 * The capital the equity started from: equity over (1 + cumulative return) at the first bar where
 * both are known (the first bar's equity is the capital itself, as no fill happens before bar 2).
 */
export function initialCapitalOf(
  equity: readonly number[],
  cumulativeReturns: readonly number[],
): number | null {
  for (let index = 0; index < equity.length; index += 1) {
    const value = equity[index];
    const cumulative = cumulativeReturns[index];
    if (isValue(value) && isValue(cumulative) && cumulative > -100) return value / (1 + cumulative / 100);
  }
  return null;
}

export interface MarkerColors {
  long: string;
  short: string;
}

export const MARKER_KINDS = ['long-entry', 'long-exit', 'short-entry', 'short-exit'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

interface MarkerStyle {
  label: string;
  shape: SeriesMarkerShape;
  position: SeriesMarkerBarPosition;
  side: TradeMarker['side'];
}

/** How each kind of trade marker is drawn, and its name in the legend. */
export const MARKER_STYLES = {
  'long-entry': { label: 'Long entry', shape: 'arrowUp', position: 'belowBar', side: 'long' },
  'long-exit': { label: 'Long exit', shape: 'circle', position: 'aboveBar', side: 'long' },
  'short-entry': { label: 'Short entry', shape: 'arrowDown', position: 'aboveBar', side: 'short' },
  'short-exit': { label: 'Short exit', shape: 'circle', position: 'belowBar', side: 'short' },
} as const satisfies Record<MarkerKind, MarkerStyle>;

export function markerKind(marker: Pick<TradeMarker, 'side' | 'kind'>): MarkerKind {
  return `${marker.side}-${marker.kind}`;
}

/** A chart mark with its position in the chart's dates, so that marks of several kinds merge in order. */
export interface PlacedMarker {
  index: number;
  marker: SeriesMarker<Time>;
}

/** Marks of several kinds for one series, in date order (the chart requires it). */
export function inDateOrder(...lists: ReadonlyArray<readonly PlacedMarker[]>): SeriesMarker<Time>[] {
  return lists
    .flat()
    .sort((a, b) => a.index - b.index)
    .map(({ marker }) => marker);
}

/** Dated items as marks on the chart's dates (items on other dates are dropped). */
export function placeOnDates<Item extends { date: string }>(
  dates: readonly string[],
  items: readonly Item[],
  mark: (item: Item) => SeriesMarker<Time>,
): PlacedMarker[] {
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  return items.flatMap((item) => {
    const index = indexOf.get(item.date);
    return index === undefined ? [] : [{ index, marker: mark(item) }];
  });
}

/** The entry and exit markers placed on the chart's dates (markers on other dates are dropped). */
export function placeTradeMarkers(
  dates: readonly string[],
  markers: readonly TradeMarker[],
  colors: MarkerColors,
): PlacedMarker[] {
  return placeOnDates(dates, markers, (marker) => {
    const style = MARKER_STYLES[markerKind(marker)];
    return {
      time: toChartTime(marker.date),
      shape: style.shape,
      position: style.position,
      color: colors[style.side],
      size: 1,
    };
  });
}

/**
 * Entry and exit markers: long and short told apart by colour, entry and exit by shape (an arrow
 * in the trade's direction for entries, a dot for exits). Markers on dates outside the chart are
 * dropped; the rest are in date order, as the chart requires.
 */
export function toTradeMarkers(
  dates: readonly string[],
  markers: readonly TradeMarker[],
  colors: MarkerColors,
): SeriesMarker<Time>[] {
  return inDateOrder(placeTradeMarkers(dates, markers, colors));
}

/** The bar index of each marker on the chart's dates, in ascending order (unknown dates left out). */
export function markerBarIndices(dates: readonly string[], markers: readonly TradeMarker[]): number[] {
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  return markers
    .flatMap((marker) => {
      const index = indexOf.get(marker.date);
      return index === undefined ? [] : [index];
    })
    .sort((a, b) => a - b);
}

function firstAtOrAbove(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? Number.POSITIVE_INFINITY) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the sorted bar indices lie in the visible range [from, to] (logical, may be fractional). */
export function countInRange(sorted: readonly number[], from: number, to: number): number {
  return firstAtOrAbove(sorted, Math.floor(to) + 1) - firstAtOrAbove(sorted, Math.ceil(from));
}

/**
 * Past this many markers in view they hide each other and the candles: the chart shows them
 * again once the trader zooms in.
 */
export const MAX_VISIBLE_MARKERS = 400;

/** Which marker kinds occur, in legend order (the legend shows only those). */
export function markerKindsIn(markers: readonly TradeMarker[]): MarkerKind[] {
  const present = new Set(markers.map(markerKind));
  return MARKER_KINDS.filter((kind) => present.has(kind));
}
