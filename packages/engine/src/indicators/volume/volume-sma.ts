import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/** SMA(period) of volume (TA-Lib SMA on the volume column); first value at period - 1. */
export const computeVolumeSma: IndicatorComputation = (bars, params) => ({
  value: sma(bars.volume, integerParam(params, 'period')),
});
