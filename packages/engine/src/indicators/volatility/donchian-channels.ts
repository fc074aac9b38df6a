import { integerParam } from '../params';
import { nanColumn, rollingMax, rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';
import type { Bands } from './bollinger-bands';

/**
 * Donchian Channels (not in TA-Lib): upper = highest high and lower = lowest low of the last
 * `period` bars, the current one included; middle = (upper + lower) / 2. First value at index
 * period - 1.
 */
export function donchianChannels(high: Float64Array, low: Float64Array, period: number): Bands {
  const upper = rollingMax(high, period);
  const lower = rollingMin(low, period);
  const middle = nanColumn(high.length);
  for (let index = 0; index < high.length; index += 1) {
    middle[index] = ((upper[index] ?? Number.NaN) + (lower[index] ?? Number.NaN)) / 2;
  }
  return { upper, middle, lower };
}

export const computeDonchianChannels: IndicatorComputation = (bars, params) => {
  const { upper, middle, lower } = donchianChannels(bars.high, bars.low, integerParam(params, 'period'));
  return { upper, middle, lower };
};
