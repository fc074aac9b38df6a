import { integerParam, numberParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { bollingerBands } from './bollinger-bands';

/**
 * Bollinger Bandwidth: (upper - lower) / middle with the TA-Lib BBANDS lines; first value at index
 * period - 1. 0 when the bands have zero width (a flat window, even a flat zero one such as forex
 * volume); NaN when the middle is 0 with a non-zero width (not possible with prices).
 */
export function bollingerBandwidth(values: Float64Array, period: number, stdDev: number): Float64Array {
  const { upper, middle, lower } = bollingerBands(values, period, stdDev);
  const out = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    const mean = middle[index] ?? Number.NaN;
    if (Number.isNaN(mean)) continue;
    const width = (upper[index] ?? Number.NaN) - (lower[index] ?? Number.NaN);
    if (width === 0) out[index] = 0;
    else if (mean !== 0) out[index] = width / mean;
  }
  return out;
}

export const computeBollingerBandwidth: IndicatorComputation = (bars, params) => ({
  value: bollingerBandwidth(
    sourceColumn(bars, params),
    integerParam(params, 'period'),
    numberParam(params, 'stdDev'),
  ),
});
