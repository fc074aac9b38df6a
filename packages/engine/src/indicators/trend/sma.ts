import { integerParam, sourceColumn } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/** SMA(period) of the source (TA-Lib SMA). */
export const computeSma: IndicatorComputation = (bars, params) => ({
  value: sma(sourceColumn(bars, params), integerParam(params, 'period')),
});
