import { integerParam, numberParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Sideways: |SMA[t] / SMA[t - period] - 1| < threshold, with SMA = SMA(close, period) and the
 * threshold a fraction (0.02 = 2%). 1 / 0; 0 until both SMAs exist (first possible 1 at index
 * 2 x period - 1).
 */
export function sideways(close: Float64Array, period: number, threshold: number): Float64Array {
  const average = sma(close, period);
  const out = new Float64Array(close.length);
  for (let index = period; index < close.length; index += 1) {
    const move = Math.abs((average[index] ?? Number.NaN) / (average[index - period] ?? Number.NaN) - 1);
    out[index] = move < threshold ? 1 : 0;
  }
  return out;
}

export const computeSideways: IndicatorComputation = (bars, params) => ({
  value: sideways(bars.close, integerParam(params, 'period'), numberParam(params, 'threshold')),
});
