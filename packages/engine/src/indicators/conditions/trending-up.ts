import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Trending Up: close > SMA(close, period) and SMA[t] > SMA[t - 1]. 1 / 0; 0 during the warm-up
 * (the first 1 is possible at index `period`), as comparisons with a missing value are false.
 */
export function trendingUp(close: Float64Array, period: number): Float64Array {
  const average = sma(close, period);
  const out = new Float64Array(close.length);
  for (let index = 1; index < close.length; index += 1) {
    const now = average[index] ?? Number.NaN;
    out[index] = (close[index] ?? Number.NaN) > now && now > (average[index - 1] ?? Number.NaN) ? 1 : 0;
  }
  return out;
}

export const computeTrendingUp: IndicatorComputation = (bars, params) => ({
  value: trendingUp(bars.close, integerParam(params, 'period')),
});
