import type { LineData, WhitespaceData } from 'lightweight-charts';
import { toChartTime } from './chart-data';

/**
 * The price chart's lines of blocks reading another symbol or timeframe
 * (docs/engine.md#on-the-price-chart), as pure mappings tested without a canvas. The values are
 * the engine's, the as-of value at each traded close: nothing is recomputed here.
 */

/** A line as the results carry it (contracts' SourceLine): one value per date, null when missing. */
export interface SourceLineColumns {
  label: string;
  values: ReadonlyArray<number | null>;
}

/**
 * One point per traded date, whitespace where the value is missing (warm-up, a stale series), so
 * that a step line shows a gap there and each point's logical index is its date's.
 */
export function toStepLineData(
  dates: readonly string[],
  values: ReadonlyArray<number | null>,
): Array<LineData | WhitespaceData> {
  return dates.map((date, index) => {
    const time = toChartTime(date);
    const value = values[index];
    return typeof value === 'number' && Number.isFinite(value) ? { time, value } : { time };
  });
}

export interface ValueRange {
  min: number;
  max: number;
}

/** The lowest and highest finite value, or null when there is none. */
export function rangeOf(...columns: ReadonlyArray<ReadonlyArray<number | null>>): ValueRange | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const column of columns) {
    for (const value of column) {
      if (typeof value !== 'number' || !Number.isFinite(value)) continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
  }
  return min <= max ? { min, max } : null;
}

/**
 * How far a scale may stretch to hold another line: the candles (or the lines already on it) keep
 * at least two thirds of the height they had.
 */
const SHARED_SCALE_STRETCH = 1.5;

function span(range: ValueRange): number {
  // A flat line still has a size: 1% of its level (or 1 at zero).
  return range.max - range.min || Math.abs(range.max) * 0.01 || 1;
}

/**
 * Whether a line reads well on a scale already holding `scale`: together they span at most 1.5
 * times the scale's own range. A line inside the range always fits (an SMA of the candles' own
 * magnitude, whose crossings with the price matter); a much wider or a distant one does not.
 */
export function sharesScale(scale: ValueRange, line: ValueRange): boolean {
  const together = Math.max(scale.max, line.max) - Math.min(scale.min, line.min);
  return together <= SHARED_SCALE_STRETCH * span(scale);
}

/** The price scale a line is drawn on: the price's (right), the left one, or an unlabelled overlay. */
export type ScaleId = 'right' | 'left' | `overlay-${number}`;

/**
 * The scale of each line: with the price on the right when their ranges fit together (QQQ's SMA on
 * SPY's candles), else the left scale, shared by every line that fits it (SPY's SMA and close
 * while trading a $20 stock), else an overlay scale of its own (^VIX's level beside both), so that
 * no line squashes the candles and lines that cross each other stay on one scale.
 */
export function sourceLineScales(
  price: ValueRange | null,
  lines: ReadonlyArray<ValueRange | null>,
): ScaleId[] {
  const scales: Array<{ id: ScaleId; range: ValueRange }> = price ? [{ id: 'right', range: price }] : [];
  return lines.map((range) => {
    if (range === null) return 'right';
    const shared = scales.find((scale) => sharesScale(scale.range, range));
    if (shared) {
      shared.range = {
        min: Math.min(shared.range.min, range.min),
        max: Math.max(shared.range.max, range.max),
      };
      return shared.id;
    }
    const id: ScaleId = scales.some((scale) => scale.id === 'left')
      ? `overlay-${scales.length}`
      : scales.length === 0
        ? 'right'
        : 'left';
    scales.push({ id, range });
    return id;
  });
}

/** Where a line's values are read, said after its name in the legend (nothing for the price's). */
export function scaleNote(scale: ScaleId): string {
  if (scale === 'right') return '';
  return scale === 'left' ? 'left scale' : 'own scale';
}
