import { integerParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { rollingMoments } from '../primitives';

/**
 * Variances this small relative to the squared mean are rounding noise of the running sums
 * (a flat window of, say, 100.1 leaves ~1e-14 behind), not a real spread.
 */
const FLAT_RELATIVE_VARIANCE = 1e-12;

/**
 * Z-Score (not in TA-Lib): (value - SMA(period)) / population standard deviation of the same
 * window (both as TA-Lib's SMA and STDDEV compute them); first value at index period - 1. 0 when the window is flat (variance 0, or below 1e-12 x
 * mean^2, i.e. running-sum rounding noise): the value then equals its mean.
 */
export function zScore(values: Float64Array, period: number): Float64Array {
  const { mean, meanSquare } = rollingMoments(values, period);
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const average = mean[index] ?? Number.NaN;
    const spread = (meanSquare[index] ?? Number.NaN) - average * average;
    if (Number.isNaN(average) || Number.isNaN(spread)) continue;
    out[index] =
      spread <= FLAT_RELATIVE_VARIANCE * average * average
        ? 0
        : ((values[index] ?? Number.NaN) - average) / Math.sqrt(spread);
  }
  return out;
}

export const computeZScore: IndicatorComputation = (bars, params) => ({
  value: zScore(sourceColumn(bars, params), integerParam(params, 'period')),
});
