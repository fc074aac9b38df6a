import { integerParam, sourceColumn } from '../params';
import { firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { TALIB_EPSILON } from './macd';

/**
 * TA-Lib CMO: 100 (gain - loss) / (gain + loss) with gain and loss Wilder-smoothed like RSI (seeded
 * with the plain mean of the first `period` changes, then avg = (avg (period - 1) + change) / period
 * in TA-Lib's operation order); 0 when there is no movement. First value at index `period`.
 */
export function cmo(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  if (start + period >= values.length) return out;
  let gain = 0;
  let loss = 0;
  for (let index = start + 1; index <= start + period; index += 1) {
    const change = (values[index] ?? Number.NaN) - (values[index - 1] ?? Number.NaN);
    if (change < 0) loss -= change;
    else gain += change;
  }
  gain /= period;
  loss /= period;
  for (let index = start + period; index < values.length; index += 1) {
    if (index > start + period) {
      const change = (values[index] ?? Number.NaN) - (values[index - 1] ?? Number.NaN);
      loss *= period - 1;
      gain *= period - 1;
      if (change < 0) loss -= change;
      else gain += change;
      loss /= period;
      gain /= period;
    }
    const total = gain + loss;
    out[index] = Math.abs(total) < TALIB_EPSILON ? 0 : 100 * ((gain - loss) / total);
  }
  return out;
}

export const computeCmo: IndicatorComputation = (bars, params) => ({
  value: cmo(sourceColumn(bars, params), integerParam(params, 'period')),
});
