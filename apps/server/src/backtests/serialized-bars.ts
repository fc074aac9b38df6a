import type { BarSeries } from '@stratblocks/engine';

/** Bars as plain JSON (a Redis job's data): typed arrays become number arrays. */
export interface SerializedBars {
  symbol: string;
  interval: BarSeries['interval'];
  times: string[];
  open: number[];
  high: number[];
  low: number[];
  close: number[];
  volume: number[];
}

export function serializeBars(bars: BarSeries): SerializedBars {
  return {
    symbol: bars.symbol,
    interval: bars.interval,
    times: [...bars.times],
    open: Array.from(bars.open),
    high: Array.from(bars.high),
    low: Array.from(bars.low),
    close: Array.from(bars.close),
    volume: Array.from(bars.volume),
  };
}

export function deserializeBars(bars: SerializedBars): BarSeries {
  return {
    symbol: bars.symbol,
    interval: bars.interval,
    times: bars.times,
    open: Float64Array.from(bars.open),
    high: Float64Array.from(bars.high),
    low: Float64Array.from(bars.low),
    close: Float64Array.from(bars.close),
    volume: Float64Array.from(bars.volume),
  };
}
