import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib MFI: 100 x positive flow / (positive + negative flow) over the last `period` bars, a bar's
 * flow being typical price (h + l + c) / 3 x volume, positive when the typical price rose, negative
 * when it fell, neither when unchanged. First value at index `period`. TA-Lib quirk followed: 0 when
 * the total flow is below 1 (so always 0 on zero-volume series such as forex).
 */
export function mfi(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  period: number,
): Float64Array {
  const length = close.length;
  const out = nanColumn(length);
  if (period >= length) return out;
  const positive = new Float64Array(period);
  const negative = new Float64Array(period);
  let positiveSum = 0;
  let negativeSum = 0;
  let previous = ((high[0] ?? Number.NaN) + (low[0] ?? Number.NaN) + (close[0] ?? Number.NaN)) / 3;
  for (let index = 1; index < length; index += 1) {
    const slot = (index - 1) % period;
    if (index > period) {
      positiveSum -= positive[slot] ?? 0;
      negativeSum -= negative[slot] ?? 0;
    }
    const typical =
      ((high[index] ?? Number.NaN) + (low[index] ?? Number.NaN) + (close[index] ?? Number.NaN)) / 3;
    const change = typical - previous;
    previous = typical;
    const flow = typical * (volume[index] ?? Number.NaN);
    positive[slot] = change > 0 ? flow : 0;
    negative[slot] = change < 0 ? flow : 0;
    positiveSum += positive[slot] ?? 0;
    negativeSum += negative[slot] ?? 0;
    if (index >= period) {
      const total = positiveSum + negativeSum;
      out[index] = total < 1 ? 0 : 100 * (positiveSum / total);
    }
  }
  return out;
}

export const computeMfi: IndicatorComputation = (bars, params) => ({
  value: mfi(bars.high, bars.low, bars.close, bars.volume, integerParam(params, 'period')),
});
