import { integerParam, sourceColumn } from '../params';
import { firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { isTalibZero } from './talib-zero';

const SLOWEST = 2 / (30 + 1);
const SPAN = 2 / (2 + 1) - SLOWEST;

/**
 * Kaufman's adaptive moving average as TA-Lib KAMA (fast 2, slow 30). Efficiency ratio
 * ER = |x[t] - x[t - period]| / sum of |bar-to-bar changes| over those period changes; smoothing
 * sc = (ER x (2/3 - 2/31) + 2/31)^2; kama = kama_prev + sc (x - kama_prev). The first value, at
 * index period, starts from kama_prev = x[period - 1]. TA-Lib quirks kept: ER = 1 when the change sum
 * is (near) zero or not above the net change, and the change sum is a running sum in TA-Lib's order.
 */
export function kama(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  if (start + period >= values.length) return out;
  const at = (index: number) => values[index] ?? Number.NaN;
  let changeSum = 0;
  for (let index = start; index < start + period; index += 1)
    changeSum += Math.abs(at(index) - at(index + 1));
  let previous = at(start + period - 1);
  let trailingValue = at(start);
  const step = (index: number, first: boolean) => {
    const value = at(index);
    const trailing = at(index - period);
    const netChange = value - trailing;
    if (!first) {
      changeSum -= Math.abs(trailingValue - trailing);
      changeSum += Math.abs(value - at(index - 1));
    }
    trailingValue = trailing;
    const ratio = changeSum <= netChange || isTalibZero(changeSum) ? 1 : Math.abs(netChange / changeSum);
    let smoothing = ratio * SPAN + SLOWEST;
    smoothing *= smoothing;
    previous = (value - previous) * smoothing + previous;
    out[index] = previous;
  };
  step(start + period, true);
  for (let index = start + period + 1; index < values.length; index += 1) step(index, false);
  return out;
}

export const computeKama: IndicatorComputation = (bars, params) => ({
  value: kama(sourceColumn(bars, params), integerParam(params, 'period')),
});
