import { integerParam, sourceColumn } from '../params';
import { ema, firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib TRIX: one-bar ROC (percent) of EMA(EMA(EMA(value))), each EMA seeded with the SMA of the
 * first `period` values of its input; 0 where the previous triple EMA is 0. First value at
 * 3 (period - 1) + 1.
 */
export function trix(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const triple = ema(ema(ema(values, period), period), period);
  for (let index = firstFinite(triple) + 1; index < values.length; index += 1) {
    const previous = triple[index - 1] ?? Number.NaN;
    out[index] = previous !== 0 ? ((triple[index] ?? Number.NaN) / previous - 1) * 100 : 0;
  }
  return out;
}

export const computeTrix: IndicatorComputation = (bars, params) => ({
  value: trix(sourceColumn(bars, params), integerParam(params, 'period')),
});
