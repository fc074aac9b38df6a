import { integerParam, sourceColumn } from '../params';
import { firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Volume-weighted moving average (not in TA-Lib): sum(x x volume) / sum(volume) over the last
 * `period` bars, first value at period - 1. A window whose volume is all zero (forex bars carry no
 * volume) has no weights: it falls back to the plain SMA of the window instead of 0/0.
 */
export function vwma(values: Float64Array, volume: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  let weighted = 0;
  let volumeSum = 0;
  let plainSum = 0;
  // Counting the bars with volume keeps "no volume at all" exact despite running-sum rounding.
  let barsWithVolume = 0;
  for (let index = start; index < values.length; index += 1) {
    const value = values[index] ?? Number.NaN;
    const barVolume = volume[index] ?? 0;
    weighted += value * barVolume;
    volumeSum += barVolume;
    plainSum += value;
    if (barVolume !== 0) barsWithVolume += 1;
    if (index >= start + period) {
      const leaving = values[index - period] ?? Number.NaN;
      const leavingVolume = volume[index - period] ?? 0;
      weighted -= leaving * leavingVolume;
      volumeSum -= leavingVolume;
      plainSum -= leaving;
      if (leavingVolume !== 0) barsWithVolume -= 1;
    }
    if (index >= start + period - 1)
      out[index] = barsWithVolume === 0 ? plainSum / period : weighted / volumeSum;
  }
  return out;
}

export const computeVwma: IndicatorComputation = (bars, params) => ({
  value: vwma(sourceColumn(bars, params), bars.volume, integerParam(params, 'period')),
});
