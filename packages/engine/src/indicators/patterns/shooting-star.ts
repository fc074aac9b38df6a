import type { IndicatorComputation, PriceColumns } from '../types';
import { flagParam } from './flag';
import { TREND_LOOKBACK } from './hammer';

/**
 * Shooting star, the mirror of the hammer (the catalogue's rule, not TA-Lib's CDLSHOOTINGSTAR):
 * range = high - low > 0, body = |close - open| <= range / 3, the body in the lower third
 * (max(open, close) <= low + range / 3), and an upper shadow high - max(open, close) >= 2 x body.
 * Strict also needs a higher close than 5 bars before (close[t - 5] < close[t]; false for t < 5)
 * and a lower shadow min(open, close) - low <= 0.1 x range. 1 / 0, never NaN.
 */
export function shootingStar(bars: PriceColumns, strict: boolean): Float64Array {
  const { open, high, low, close } = bars;
  const out = new Float64Array(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const barOpen = open[index] ?? Number.NaN;
    const barClose = close[index] ?? Number.NaN;
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    const range = barHigh - barLow;
    const body = Math.abs(barClose - barOpen);
    const bodyHigh = Math.max(barOpen, barClose);
    const shape =
      range > 0 && body <= range / 3 && bodyHigh <= barLow + range / 3 && barHigh - bodyHigh >= 2 * body;
    if (!shape) continue;
    if (strict) {
      if (index < TREND_LOOKBACK) continue;
      const higherClose = (close[index - TREND_LOOKBACK] ?? Number.NaN) < barClose;
      const smallLowerShadow = Math.min(barOpen, barClose) - barLow <= 0.1 * range;
      if (!(higherClose && smallLowerShadow)) continue;
    }
    out[index] = 1;
  }
  return out;
}

export const computeShootingStar: IndicatorComputation = (bars, params) => ({
  value: shootingStar(bars, flagParam(params, 'strict')),
});
