import { integerParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib ROC: (value / value `period` bars ago - 1) x 100; 0 when the older value is 0. First value
 * at index `period` (after the first finite input).
 */
export function roc(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  for (let index = period; index < values.length; index += 1) {
    const older = values[index - period] ?? Number.NaN;
    out[index] = older !== 0 ? ((values[index] ?? Number.NaN) / older - 1) * 100 : 0;
  }
  return out;
}

export const computeRoc: IndicatorComputation = (bars, params) => ({
  value: roc(sourceColumn(bars, params), integerParam(params, 'period')),
});
