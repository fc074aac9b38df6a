import { numberParam } from '../params';
import type { IndicatorComputation, PriceColumns } from '../types';

/**
 * Doji (the catalogue's rule, not TA-Lib's CDLDOJI, which compares with an average body):
 * |close - open| <= threshold x (high - low). A flat bar (high = low = open = close) is a doji
 * (0 <= 0). 1 / 0, never NaN.
 */
export function doji(bars: PriceColumns, threshold: number): Float64Array {
  const { open, high, low, close } = bars;
  const out = new Float64Array(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const body = Math.abs((close[index] ?? Number.NaN) - (open[index] ?? Number.NaN));
    out[index] = body <= threshold * ((high[index] ?? Number.NaN) - (low[index] ?? Number.NaN)) ? 1 : 0;
  }
  return out;
}

export const computeDoji: IndicatorComputation = (bars, params) => ({
  value: doji(bars, numberParam(params, 'threshold')),
});
