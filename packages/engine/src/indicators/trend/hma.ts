import { integerParam, sourceColumn } from '../params';
import { nanColumn, wma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Hull moving average (not in TA-Lib): WMA(2 x WMA(x, floor(period / 2)) - WMA(x, period),
 * floor(sqrt(period))), with TA-Lib-style WMAs (weights 1..n). Both lengths are at least 1. First
 * value at (period - 1) + (floor(sqrt(period)) - 1).
 */
export function hma(values: Float64Array, period: number): Float64Array {
  const half = wma(values, Math.max(1, Math.floor(period / 2)));
  const full = wma(values, period);
  const raw = nanColumn(values.length);
  for (let index = 0; index < values.length; index += 1) {
    raw[index] = 2 * (half[index] ?? Number.NaN) - (full[index] ?? Number.NaN);
  }
  return wma(raw, Math.max(1, Math.floor(Math.sqrt(period))));
}

export const computeHma: IndicatorComputation = (bars, params) => ({
  value: hma(sourceColumn(bars, params), integerParam(params, 'period')),
});
