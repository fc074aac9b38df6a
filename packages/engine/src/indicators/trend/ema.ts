import { integerParam, sourceColumn } from '../params';
import { ema } from '../primitives';
import type { IndicatorComputation } from '../types';

/** EMA(period) of the source (TA-Lib EMA: first value at period - 1, the SMA of the first period values). */
export const computeEma: IndicatorComputation = (bars, params) => ({
  value: ema(sourceColumn(bars, params), integerParam(params, 'period')),
});
