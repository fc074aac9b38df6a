import { integerParam } from '../params';
import { rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib MIN of the low over `period` bars, the current one included; first value at index
 * period - 1. Period 1 (refused by TA-Lib) is the low itself.
 */
export const computeLowestLow: IndicatorComputation = (bars, params) => ({
  value: rollingMin(bars.low, integerParam(params, 'period')),
});
