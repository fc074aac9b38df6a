import type { IndicatorComputation, PriceColumns } from '../types';
import { flagParam } from './flag';

/** Bars back for the strict variants' prior-trend test (close[t - 5] against close[t]). */
export const TREND_LOOKBACK = 5;

/**
 * Hammer (not TA-Lib's CDLHAMMER; the catalogue's rule), with range = high - low > 0 and
 * body = |close - open|: body <= range / 3, the body in the upper third
 * (min(open, close) >= low + 2/3 x range), and a lower shadow min(open, close) - low >= 2 x body.
 * Strict also needs a lower close than 5 bars before (close[t - 5] > close[t]; false for t < 5)
 * and an upper shadow high - max(open, close) <= 0.1 x range. 1 / 0, never NaN.
 */
export function hammer(bars: PriceColumns, strict: boolean): Float64Array {
  const { open, high, low, close } = bars;
  const out = new Float64Array(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const barOpen = open[index] ?? Number.NaN;
    const barClose = close[index] ?? Number.NaN;
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    const range = barHigh - barLow;
    const body = Math.abs(barClose - barOpen);
    const bodyLow = Math.min(barOpen, barClose);
    const shape =
      range > 0 && body <= range / 3 && bodyLow >= barLow + (2 * range) / 3 && bodyLow - barLow >= 2 * body;
    if (!shape) continue;
    if (strict) {
      if (index < TREND_LOOKBACK) continue;
      const lowerClose = (close[index - TREND_LOOKBACK] ?? Number.NaN) > barClose;
      const smallUpperShadow = barHigh - Math.max(barOpen, barClose) <= 0.1 * range;
      if (!(lowerClose && smallUpperShadow)) continue;
    }
    out[index] = 1;
  }
  return out;
}

export const computeHammer: IndicatorComputation = (bars, params) => ({
  value: hammer(bars, flagParam(params, 'strict')),
});
