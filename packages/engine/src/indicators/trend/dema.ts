import { integerParam, sourceColumn } from '../params';
import { ema, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Double EMA as TA-Lib DEMA: 2 x EMA(x) - EMA(EMA(x)), the inner EMA seeded like TA-Lib's EMA and the
 * outer one seeded with the SMA of the first period inner values. First value at 2 x (period - 1).
 */
export function dema(values: Float64Array, period: number): Float64Array {
  const single = ema(values, period);
  const double = ema(single, period);
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    out[index] = 2 * (single[index] ?? Number.NaN) - (double[index] ?? Number.NaN);
  }
  return out;
}

export const computeDema: IndicatorComputation = (bars, params) => ({
  value: dema(sourceColumn(bars, params), integerParam(params, 'period')),
});
