import { integerParam, sourceColumn } from '../params';
import { firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Least-squares line over the last `period` values, evaluated as TA-Lib's LINEARREG family does:
 * with x = 0 at the oldest value of the window, slope m and intercept b, the output is
 * b + m x `offset` (offset period - 1: the end point, LINEARREG; offset period: one bar ahead, TSF).
 * The window sums are recomputed per bar as TA-Lib does. First value at period - 1. Period 1 has no
 * line (TA-Lib rejects it): the value itself is returned.
 */
function regressionLine(
  values: Float64Array,
  period: number,
  output: 'point' | 'slope',
  offset = 0,
): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  if (period <= 1) {
    for (let index = start; index < values.length; index += 1) {
      out[index] = output === 'slope' ? 0 : (values[index] ?? Number.NaN);
    }
    return out;
  }
  // TA-Lib's sums use x = bars ago; its divisor has the opposite sign, so m is the slope per bar forward.
  const sumX = period * (period - 1) * 0.5;
  const sumXSquares = (period * (period - 1) * (2 * period - 1)) / 6;
  const divisor = sumX * sumX - period * sumXSquares;
  for (let index = start + period - 1; index < values.length; index += 1) {
    let sumXY = 0;
    let sumY = 0;
    for (let ago = period - 1; ago >= 0; ago -= 1) {
      const value = values[index - ago] ?? Number.NaN;
      sumY += value;
      sumXY += ago * value;
    }
    const slope = (period * sumXY - sumX * sumY) / divisor;
    if (output === 'slope') {
      out[index] = slope;
      continue;
    }
    const intercept = (sumY - slope * sumX) / period;
    out[index] = intercept + slope * offset;
  }
  return out;
}

/** End point of the least-squares line over the last `period` values (TA-Lib LINEARREG). */
export function linearRegression(values: Float64Array, period: number): Float64Array {
  return regressionLine(values, period, 'point', period - 1);
}

/** Slope per bar of the least-squares line over the last `period` values (TA-Lib LINEARREG_SLOPE). */
export function linearRegressionSlope(values: Float64Array, period: number): Float64Array {
  return regressionLine(values, period, 'slope');
}

/** The least-squares line projected one bar past the window (TA-Lib TSF). */
export function timeSeriesForecast(values: Float64Array, period: number): Float64Array {
  return regressionLine(values, period, 'point', period);
}

export const computeLinearRegression: IndicatorComputation = (bars, params) => ({
  value: linearRegression(sourceColumn(bars, params), integerParam(params, 'period')),
});
