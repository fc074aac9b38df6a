import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Relative volume (not in TA-Lib): volume / SMA(volume, period), the current bar included in the
 * average; 1 is an average bar. First value at period - 1; NaN when the average is 0 (no volume).
 */
export function volumeRate(volume: Float64Array, period: number): Float64Array {
  const average = sma(volume, period);
  return average.map((mean, index) => (mean === 0 ? Number.NaN : (volume[index] ?? Number.NaN) / mean));
}

export const computeVolumeRate: IndicatorComputation = (bars, params) => ({
  value: volumeRate(bars.volume, integerParam(params, 'period')),
});
