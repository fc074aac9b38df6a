import { integerParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Wilder's RSI as TA-Lib computes it: the first value at index `period` (period price changes),
 * average gain and loss seeded with the plain mean of the first `period` changes, then
 * avg = (avg x (period - 1) + change) / period. 0 when there is no movement at all.
 */
export function rsi(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  let start = 0;
  while (start < values.length && !Number.isFinite(values[start] ?? Number.NaN)) start += 1;
  const first = start + period;
  let gain = 0;
  let loss = 0;
  // One loop without a closure: a closure over gain and loss would keep them in a heap context,
  // which made RSI the slowest part of a portfolio run's signals.
  for (let index = start + 1; index < values.length; index += 1) {
    const change = (values[index] ?? 0) - (values[index - 1] ?? 0);
    if (index <= first) {
      if (change > 0) gain += change;
      else loss -= change;
      if (index < first) continue;
      gain /= period;
      loss /= period;
    } else {
      gain = (gain * (period - 1) + (change > 0 ? change : 0)) / period;
      loss = (loss * (period - 1) + (change < 0 ? -change : 0)) / period;
    }
    const total = gain + loss;
    out[index] = total === 0 ? 0 : (100 * gain) / total;
  }
  return out;
}

export const computeRsi: IndicatorComputation = (bars, params) => ({
  value: rsi(sourceColumn(bars, params), integerParam(params, 'period')),
});
