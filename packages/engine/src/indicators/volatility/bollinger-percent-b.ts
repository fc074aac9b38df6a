import { integerParam, numberParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { bollingerBands } from './bollinger-bands';

/**
 * Bollinger %B: (value - lower) / (upper - lower) with the TA-Lib BBANDS lines; first value at
 * index period - 1. NaN (no value) where the bands have zero width (a flat window): the position
 * between two equal bands is undefined, and a NaN operand makes any comparison false.
 */
export function bollingerPercentB(values: Float64Array, period: number, stdDev: number): Float64Array {
  const { upper, lower } = bollingerBands(values, period, stdDev);
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const top = upper[index] ?? Number.NaN;
    const bottom = lower[index] ?? Number.NaN;
    const width = top - bottom;
    if (width > 0) out[index] = ((values[index] ?? Number.NaN) - bottom) / width;
  }
  return out;
}

export const computeBollingerPercentB: IndicatorComputation = (bars, params) => ({
  value: bollingerPercentB(
    sourceColumn(bars, params),
    integerParam(params, 'period'),
    numberParam(params, 'stdDev'),
  ),
});
