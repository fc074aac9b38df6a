import { integerParam, sourceColumn } from '../params';
import { wilder } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Smoothed moving average (Wilder's RMA): the first value, at period - 1, is the SMA of the first
 * period values; then smma = smma_prev + (x - smma_prev) / period. This is the averaging TA-Lib uses
 * inside RSI, ATR and ADX (TA-Lib has no stand-alone SMMA).
 */
export const computeSmma: IndicatorComputation = (bars, params) => ({
  value: wilder(sourceColumn(bars, params), integerParam(params, 'period')),
});
