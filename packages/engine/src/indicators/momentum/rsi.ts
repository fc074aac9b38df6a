import { integerParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Wilder's RSI as TA-Lib computes it: the first value at index `period` (period price changes),
 * average gain and loss seeded with the plain mean of the first `period` changes, then
 * avg = (avg x (period - 1) + change) / period. 0 when there is no movement at all.
 */
export function rsi(values: Float64Array, period: number): Float64Array {
  const count = values.length;
  let start = 0;
  while (start < count && !Number.isFinite(values[start] ?? Number.NaN)) start += 1;
  if (start + period >= count) return nanColumn(count);
  // Every bar from start + period on is written below: only the warm-up before it is NaN.
  const out = new Float64Array(count);
  out.fill(Number.NaN, 0, start + period);
  let gain = 0;
  let loss = 0;
  for (let index = start + 1; index <= start + period; index += 1) {
    const change = (values[index] as number) - (values[index - 1] as number);
    if (change > 0) gain += change;
    else loss -= change;
  }
  gain /= period;
  loss /= period;
  let total = gain + loss;
  out[start + period] = total === 0 ? 0 : (100 * gain) / total;
  // The averages stay locals of this loop (no closure shares them): it is a chain of divisions.
  const keep = period - 1;
  let previous = values[start + period] as number;
  for (let index = start + period + 1; index < count; index += 1) {
    const value = values[index] as number;
    const change = value - previous;
    previous = value;
    gain = (gain * keep + (change > 0 ? change : 0)) / period;
    loss = (loss * keep + (change < 0 ? -change : 0)) / period;
    total = gain + loss;
    out[index] = total === 0 ? 0 : (100 * gain) / total;
  }
  return out;
}

export const computeRsi: IndicatorComputation = (bars, params) => ({
  value: rsi(sourceColumn(bars, params), integerParam(params, 'period')),
});
