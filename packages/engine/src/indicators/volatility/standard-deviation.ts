import { integerParam, sourceColumn } from '../params';
import { rollingStdDev } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib STDDEV with nbdev 1: population standard deviation of the last `period` values,
 * sqrt(mean(x^2) - mean(x)^2) from running sums in TA-Lib's order; first value at index
 * period - 1; 0 where the variance is below 1e-14 (TA-Lib's zero test). Period 1 (refused by
 * TA-Lib) gives 0.
 */
export function standardDeviation(values: Float64Array, period: number): Float64Array {
  return rollingStdDev(values, period);
}

export const computeStandardDeviation: IndicatorComputation = (bars, params) => ({
  value: standardDeviation(sourceColumn(bars, params), integerParam(params, 'period')),
});
