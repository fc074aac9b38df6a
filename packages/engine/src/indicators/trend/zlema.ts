import { integerParam, sourceColumn } from '../params';
import { ema, firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Zero-lag EMA (not in TA-Lib): EMA(period) of d[t] = 2 x x[t] - x[t - lag], lag = floor((period - 1)
 * / 2), with TA-Lib's EMA seeding (the SMA of the first period values of d). d starts at bar lag, so
 * the first value is at lag + period - 1.
 */
export function zlema(values: Float64Array, period: number): Float64Array {
  const lag = Math.floor((period - 1) / 2);
  const start = firstFinite(values);
  const adjusted = nanColumn(values.length);
  for (let index = start + lag; index < values.length; index += 1) {
    adjusted[index] = 2 * (values[index] ?? Number.NaN) - (values[index - lag] ?? Number.NaN);
  }
  return ema(adjusted, period);
}

export const computeZlema: IndicatorComputation = (bars, params) => ({
  value: zlema(sourceColumn(bars, params), integerParam(params, 'period')),
});
