import { integerParam } from '../params';
import { rollingMax } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib MAX of the high over `period` bars, the current one included; first value at index
 * period - 1. Period 1 (refused by TA-Lib) is the high itself.
 */
export const computeHighestHigh: IndicatorComputation = (bars, params) => ({
  value: rollingMax(bars.high, integerParam(params, 'period')),
});
