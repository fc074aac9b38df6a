import { integerParam, sourceColumn } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Triangular moving average as TA-Lib TRIMA: an SMA of an SMA whose lengths add up to period + 1
 * (odd period: both (period + 1) / 2; even period: period / 2 then period / 2 + 1), so the weights
 * rise linearly to the middle of the window. First value at period - 1.
 */
export function trima(values: Float64Array, period: number): Float64Array {
  const inner = Math.floor(period / 2) + (period % 2);
  const outer = period + 1 - inner;
  return sma(sma(values, inner), outer);
}

export const computeTrima: IndicatorComputation = (bars, params) => ({
  value: trima(sourceColumn(bars, params), integerParam(params, 'period')),
});
