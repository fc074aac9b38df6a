import { integerParam } from '../params';
import { rollingMin, shift } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Support (not in TA-Lib): lowest low of the `lookback` bars before the current one
 * (t - lookback..t - 1, current excluded, so a close below it is a breakdown). First value at
 * index lookback.
 */
export function supportLevel(low: Float64Array, lookback: number): Float64Array {
  return shift(rollingMin(low, lookback), 1);
}

export const computeSupportLevel: IndicatorComputation = (bars, params) => ({
  value: supportLevel(bars.low, integerParam(params, 'lookback')),
});
