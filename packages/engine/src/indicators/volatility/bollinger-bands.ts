import { integerParam, numberParam, sourceColumn } from '../params';
import type { IndicatorComputation } from '../types';
import { nanColumn, rollingMoments, talibSqrt } from '../primitives';

export interface Bands {
  upper: Float64Array;
  middle: Float64Array;
  lower: Float64Array;
}

/**
 * TA-Lib BBANDS with an SMA and nbdevup = nbdevdn = stdDev: middle = SMA(period); the deviation is
 * TA-Lib's "stddev using the precalculated MA", sqrt(mean(x^2) - middle^2) (0 below 1e-14), with
 * TA-Lib's summation order; upper/lower = middle +/- (deviation x stdDev). First value at index
 * period - 1. Period 1 (refused by TA-Lib) gives three lines equal to the value.
 */
export function bollingerBands(values: Float64Array, period: number, stdDev: number): Bands {
  const { mean: middle, meanSquare } = rollingMoments(values, period);
  const upper = nanColumn(values.length);
  const lower = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const mean = middle[index] ?? Number.NaN;
    if (Number.isNaN(mean)) continue;
    const width = talibSqrt((meanSquare[index] ?? Number.NaN) - mean * mean) * stdDev;
    upper[index] = mean + width;
    lower[index] = mean - width;
  }
  return { upper, middle, lower };
}

export const computeBollingerBands: IndicatorComputation = (bars, params) => {
  const { upper, middle, lower } = bollingerBands(
    sourceColumn(bars, params),
    integerParam(params, 'period'),
    numberParam(params, 'stdDev'),
  );
  return { upper, middle, lower };
};
