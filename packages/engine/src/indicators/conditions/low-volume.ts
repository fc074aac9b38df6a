import { integerParam, numberParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Low Volume: volume < multiplier x SMA(volume, period), the current bar included in the SMA.
 * 1 / 0; 0 before index period - 1, and always 0 where there is no volume (0 < 0 is false).
 */
export function lowVolume(volume: Float64Array, period: number, multiplier: number): Float64Array {
  const average = sma(volume, period);
  return Float64Array.from(volume, (value, index) =>
    value < multiplier * (average[index] ?? Number.NaN) ? 1 : 0,
  );
}

export const computeLowVolume: IndicatorComputation = (bars, params) => ({
  value: lowVolume(bars.volume, integerParam(params, 'period'), numberParam(params, 'multiplier')),
});
