import { integerParam, numberParam, sourceColumn } from '../params';
import { ema, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Tillson's T3 as TA-Lib T3: e1..e6 are six chained EMAs (each seeded with the SMA of the first
 * period values of the one before), and with a = vFactor:
 * T3 = -a^3 e6 + (3a^2 + 3a^3) e5 + (-6a^2 - 3a - 3a^3) e4 + (1 + 3a + a^3 + 3a^2) e3.
 * First value at 6 x (period - 1).
 */
export function t3(values: Float64Array, period: number, vFactor: number): Float64Array {
  const e1 = ema(values, period);
  const e2 = ema(e1, period);
  const e3 = ema(e2, period);
  const e4 = ema(e3, period);
  const e5 = ema(e4, period);
  const e6 = ema(e5, period);
  const square = vFactor * vFactor;
  const c1 = -(square * vFactor);
  const c2 = 3 * (square - c1);
  const c3 = -6 * square - 3 * (vFactor - c1);
  const c4 = 1 + 3 * vFactor - c1 + 3 * square;
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    out[index] =
      c1 * (e6[index] ?? Number.NaN) +
      c2 * (e5[index] ?? Number.NaN) +
      c3 * (e4[index] ?? Number.NaN) +
      c4 * (e3[index] ?? Number.NaN);
  }
  return out;
}

export const computeT3: IndicatorComputation = (bars, params) => ({
  value: t3(sourceColumn(bars, params), integerParam(params, 'period'), numberParam(params, 'vFactor')),
});
