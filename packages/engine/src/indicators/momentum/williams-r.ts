import { integerParam } from '../params';
import { nanColumn, rollingMax, rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib WILLR: (highest high - close) / ((highest high - lowest low) / -100) over the last
 * `period` bars, 0 to -100; 0 when the range is 0. First value at period - 1.
 */
export function williamsR(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const out = nanColumn(close.length);
  const highest = rollingMax(high, period);
  const lowest = rollingMin(low, period);
  for (let index = 0; index < close.length; index += 1) {
    const top = highest[index] ?? Number.NaN;
    const range = (top - (lowest[index] ?? Number.NaN)) / -100;
    if (Number.isNaN(range)) continue;
    out[index] = range !== 0 ? (top - (close[index] ?? Number.NaN)) / range : 0;
  }
  return out;
}

export const computeWilliamsR: IndicatorComputation = (bars, params) => ({
  value: williamsR(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
