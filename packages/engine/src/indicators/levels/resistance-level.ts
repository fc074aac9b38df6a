import { integerParam } from '../params';
import { rollingMax, shift } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Resistance (not in TA-Lib): highest high of the `lookback` bars before the current one
 * (t - lookback..t - 1, current excluded, so a close above it is a breakout). First value at
 * index lookback.
 */
export function resistanceLevel(high: Float64Array, lookback: number): Float64Array {
  return shift(rollingMax(high, lookback), 1);
}

export const computeResistanceLevel: IndicatorComputation = (bars, params) => ({
  value: resistanceLevel(bars.high, integerParam(params, 'lookback')),
});
