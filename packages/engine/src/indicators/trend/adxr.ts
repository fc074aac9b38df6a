import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { adx } from './adx';

/**
 * ADX rating as TA-Lib ADXR: (ADX[t] + ADX[t - (period - 1)]) / 2, first value at index
 * 3 x period - 2 (the ADX starts at 2 x period - 1).
 */
export function adxr(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const line = adx(high, low, close, period);
  const out = nanColumn(high.length);
  const lag = period - 1;
  for (let index = lag; index < high.length; index += 1) {
    out[index] = ((line[index] ?? Number.NaN) + (line[index - lag] ?? Number.NaN)) / 2;
  }
  return out;
}

export const computeAdxr: IndicatorComputation = (bars, params) => ({
  value: adxr(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
