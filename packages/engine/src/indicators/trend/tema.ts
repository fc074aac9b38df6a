import { integerParam, sourceColumn } from '../params';
import { ema, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Triple EMA as TA-Lib TEMA: 3 x EMA1 - 3 x EMA2 + EMA3, each EMA of the previous one and seeded with
 * the SMA of its first period inputs. First value at 3 x (period - 1).
 */
export function tema(values: Float64Array, period: number): Float64Array {
  const first = ema(values, period);
  const second = ema(first, period);
  const third = ema(second, period);
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    out[index] =
      3 * (first[index] ?? Number.NaN) - 3 * (second[index] ?? Number.NaN) + (third[index] ?? Number.NaN);
  }
  return out;
}

export const computeTema: IndicatorComputation = (bars, params) => ({
  value: tema(sourceColumn(bars, params), integerParam(params, 'period')),
});
