import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Money flow volume of one bar, ((close - low) - (high - close)) / (high - low) x volume, as TA-Lib's
 * AD computes it; 0 when high <= low (no range, no flow).
 */
export function moneyFlowVolume(high: number, low: number, close: number, volume: number): number {
  const range = high - low;
  return range > 0 ? ((close - low - (high - close)) / range) * volume : 0;
}

/** TA-Lib AD (Chaikin accumulation/distribution): the running sum of moneyFlowVolume from bar 0. */
export function accumulationDistribution(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
): Float64Array {
  const out = new Float64Array(close.length);
  let total = 0;
  for (let index = 0; index < close.length; index += 1) {
    total += moneyFlowVolume(
      high[index] ?? Number.NaN,
      low[index] ?? Number.NaN,
      close[index] ?? Number.NaN,
      volume[index] ?? Number.NaN,
    );
    out[index] = total;
  }
  return out;
}

/** value: the AD line from the window's first bar; signal: its SMA(period), from period - 1. */
export const computeAd: IndicatorComputation = (bars, params) => {
  const value = accumulationDistribution(bars.high, bars.low, bars.close, bars.volume);
  return { value, signal: sma(value, integerParam(params, 'period')) };
};
