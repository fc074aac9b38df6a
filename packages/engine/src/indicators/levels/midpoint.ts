import { integerParam, sourceColumn } from '../params';
import { rollingMax, rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib MIDPOINT: (highest + lowest) / 2 of the value over the last `period` bars; first value at
 * index period - 1. Period 1 (refused by TA-Lib) is the value itself.
 */
export function midpoint(values: Float64Array, period: number): Float64Array {
  const highest = rollingMax(values, period);
  const lowest = rollingMin(values, period);
  return highest.map((top, index) => (top + (lowest[index] ?? Number.NaN)) / 2);
}

export const computeMidpoint: IndicatorComputation = (bars, params) => ({
  value: midpoint(sourceColumn(bars, params), integerParam(params, 'period')),
});
