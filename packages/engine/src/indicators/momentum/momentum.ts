import { integerParam, sourceColumn } from '../params';
import { difference } from '../primitives';
import type { IndicatorComputation } from '../types';

/** TA-Lib MOM: value - value `period` bars ago; first value at index `period`. */
export function momentum(values: Float64Array, period: number): Float64Array {
  return difference(values, period);
}

export const computeMomentum: IndicatorComputation = (bars, params) => ({
  value: momentum(sourceColumn(bars, params), integerParam(params, 'period')),
});
