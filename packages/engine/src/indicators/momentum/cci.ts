import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib CCI: (tp - mean(tp)) / (0.015 x mean |tp - mean(tp)|) over the last `period` typical
 * prices tp = (high + low + close) / 3; 0 when either the deviation of the bar or the mean deviation
 * is 0. First value at period - 1. O(n x period), as the mean deviation needs the whole window.
 */
export function cci(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const length = close.length;
  const out = nanColumn(length);
  const typical = new Float64Array(length);
  for (let index = 0; index < length; index += 1) {
    typical[index] =
      ((high[index] ?? Number.NaN) + (low[index] ?? Number.NaN) + (close[index] ?? Number.NaN)) / 3;
  }
  for (let index = period - 1; index < length; index += 1) {
    let sum = 0;
    for (let at = index - period + 1; at <= index; at += 1) sum += typical[at] ?? Number.NaN;
    const average = sum / period;
    let deviation = 0;
    for (let at = index - period + 1; at <= index; at += 1)
      deviation += Math.abs((typical[at] ?? Number.NaN) - average);
    const distance = (typical[index] ?? Number.NaN) - average;
    out[index] = distance !== 0 && deviation !== 0 ? distance / (0.015 * (deviation / period)) : 0;
  }
  return out;
}

export const computeCci: IndicatorComputation = (bars, params) => ({
  value: cci(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
