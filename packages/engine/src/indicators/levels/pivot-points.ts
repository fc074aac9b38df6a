import { integerParam } from '../params';
import { nanColumn, rollingMax, rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';

export interface PivotLevels {
  pivot: Float64Array;
  r1: Float64Array;
  r2: Float64Array;
  r3: Float64Array;
  s1: Float64Array;
  s2: Float64Array;
  s3: Float64Array;
}

/**
 * Classic floor pivots (not in TA-Lib) from the `period` bars before bar t (t - period..t - 1, the
 * current bar excluded, so the levels are known at its open): H = highest high, L = lowest low,
 * C = close of bar t - 1; P = (H + L + C) / 3, r1 = 2P - L, s1 = 2P - H, r2 = P + (H - L),
 * s2 = P - (H - L), r3 = H + 2(P - L), s3 = L - 2(H - P). First value at index `period`.
 */
export function pivotPoints(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): PivotLevels {
  const highest = rollingMax(high, period);
  const lowest = rollingMin(low, period);
  const length = close.length;
  const levels: PivotLevels = {
    pivot: nanColumn(length),
    r1: nanColumn(length),
    r2: nanColumn(length),
    r3: nanColumn(length),
    s1: nanColumn(length),
    s2: nanColumn(length),
    s3: nanColumn(length),
  };
  for (let index = 1; index < length; index += 1) {
    const h = highest[index - 1] ?? Number.NaN;
    const l = lowest[index - 1] ?? Number.NaN;
    const c = close[index - 1] ?? Number.NaN;
    if (Number.isNaN(h) || Number.isNaN(l)) continue;
    const p = (h + l + c) / 3;
    levels.pivot[index] = p;
    levels.r1[index] = 2 * p - l;
    levels.s1[index] = 2 * p - h;
    levels.r2[index] = p + (h - l);
    levels.s2[index] = p - (h - l);
    levels.r3[index] = h + 2 * (p - l);
    levels.s3[index] = l - 2 * (h - p);
  }
  return levels;
}

export const computePivotPoints: IndicatorComputation = (bars, params) => ({
  ...pivotPoints(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
