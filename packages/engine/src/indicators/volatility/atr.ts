import { integerParam } from '../params';
import { atr } from '../primitives';
import type { IndicatorComputation } from '../types';

/** ATR(period) of the bars (TA-Lib ATR: first value at index period, Wilder smoothing after). */
export const computeAtr: IndicatorComputation = (bars, params) => ({
  value: atr(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
