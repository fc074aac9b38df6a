import { integerParam, numberParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Volume Spike: volume > multiplier x the average volume of the previous `period` bars
 * (t - period..t - 1, the current bar excluded so the spike does not raise its own bar). 1 / 0;
 * 0 before index `period`.
 */
export function volumeSpike(volume: Float64Array, period: number, multiplier: number): Float64Array {
  const average = sma(volume, period);
  const out = new Float64Array(volume.length);
  for (let index = 1; index < volume.length; index += 1) {
    out[index] = (volume[index] ?? Number.NaN) > multiplier * (average[index - 1] ?? Number.NaN) ? 1 : 0;
  }
  return out;
}

export const computeVolumeSpike: IndicatorComputation = (bars, params) => ({
  value: volumeSpike(bars.volume, integerParam(params, 'period'), numberParam(params, 'multiplier')),
});
