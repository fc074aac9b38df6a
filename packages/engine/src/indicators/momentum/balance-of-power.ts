import type { IndicatorComputation } from '../types';
import { TALIB_EPSILON } from './macd';

/** TA-Lib BOP: (close - open) / (high - low), 0 when the range is (near) zero; a value on every bar. */
export function balanceOfPower(
  open: Float64Array,
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
): Float64Array {
  const out = new Float64Array(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const range = (high[index] ?? Number.NaN) - (low[index] ?? Number.NaN);
    out[index] =
      range < TALIB_EPSILON ? 0 : ((close[index] ?? Number.NaN) - (open[index] ?? Number.NaN)) / range;
  }
  return out;
}

export const computeBalanceOfPower: IndicatorComputation = (bars) => ({
  value: balanceOfPower(bars.open, bars.high, bars.low, bars.close),
});
