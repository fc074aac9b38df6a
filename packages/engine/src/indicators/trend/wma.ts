import { integerParam, sourceColumn } from '../params';
import { wma } from '../primitives';
import type { IndicatorComputation } from '../types';

/** WMA(period) of the source (TA-Lib WMA: weights 1..period, first value at period - 1). */
export const computeWma: IndicatorComputation = (bars, params) => ({
  value: wma(sourceColumn(bars, params), integerParam(params, 'period')),
});
