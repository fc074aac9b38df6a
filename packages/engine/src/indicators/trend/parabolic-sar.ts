import { numberParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Wilder's Parabolic SAR exactly as TA-Lib SAR. The first value is at index 1. Initial direction:
 * short when bar 1's -DM is positive (its low fell below bar 0's low by more than its high rose above
 * bar 0's high), long otherwise (ties are long). The first SAR is bar 0's low (long) or high (short)
 * and the first extreme point bar 1's high (long) or low (short). Each bar: a long flips when
 * low <= SAR, a short when high >= SAR; on a flip the SAR becomes the extreme point (kept outside the
 * last two bars' range) and the factor resets to `acceleration`; otherwise a new extreme adds
 * `acceleration` to the factor, up to `maximum`. The next SAR = SAR + factor x (EP - SAR), never
 * inside the last two bars' range. An acceleration above the maximum is lowered to it (as TA-Lib).
 */
export function parabolicSar(
  high: Float64Array,
  low: Float64Array,
  acceleration: number,
  maximum: number,
): Float64Array {
  const length = Math.min(high.length, low.length);
  const out = nanColumn(high.length);
  if (length < 2) return out;
  const step = Math.min(acceleration, maximum);
  let factor = step;
  const upMove = (high[1] ?? Number.NaN) - (high[0] ?? Number.NaN);
  const downMove = (low[0] ?? Number.NaN) - (low[1] ?? Number.NaN);
  let isLong = !(downMove > 0 && upMove < downMove);
  let extreme = isLong ? (high[1] ?? Number.NaN) : (low[1] ?? Number.NaN);
  let sar = isLong ? (low[0] ?? Number.NaN) : (high[0] ?? Number.NaN);
  let newLow = low[1] ?? Number.NaN;
  let newHigh = high[1] ?? Number.NaN;
  for (let index = 1; index < length; index += 1) {
    const previousLow = newLow;
    const previousHigh = newHigh;
    newLow = low[index] ?? Number.NaN;
    newHigh = high[index] ?? Number.NaN;
    if (isLong) {
      if (newLow <= sar) {
        isLong = false;
        sar = Math.max(extreme, previousHigh, newHigh);
        out[index] = sar;
        factor = step;
        extreme = newLow;
        sar = Math.max(sar + factor * (extreme - sar), previousHigh, newHigh);
      } else {
        out[index] = sar;
        if (newHigh > extreme) {
          extreme = newHigh;
          factor = Math.min(factor + step, maximum);
        }
        sar = Math.min(sar + factor * (extreme - sar), previousLow, newLow);
      }
    } else if (newHigh >= sar) {
      isLong = true;
      sar = Math.min(extreme, previousLow, newLow);
      out[index] = sar;
      factor = step;
      extreme = newHigh;
      sar = Math.min(sar + factor * (extreme - sar), previousLow, newLow);
    } else {
      out[index] = sar;
      if (newLow < extreme) {
        extreme = newLow;
        factor = Math.min(factor + step, maximum);
      }
      sar = Math.max(sar + factor * (extreme - sar), previousHigh, newHigh);
    }
  }
  return out;
}

export const computeParabolicSar: IndicatorComputation = (bars, params) => ({
  value: parabolicSar(
    bars.high,
    bars.low,
    numberParam(params, 'acceleration'),
    numberParam(params, 'maximum'),
  ),
});
