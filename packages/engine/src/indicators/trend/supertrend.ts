import { integerParam, numberParam } from '../params';
import { atr, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * SuperTrend (not in TA-Lib). ATR = TA-Lib ATR(period) (first value at index `period`);
 * basic upper / lower = hl2 +/- multiplier x ATR. At the first bar with an ATR the final bands are the
 * basic bands and the trend is up. After that:
 * - final upper = basic upper if basic upper < previous final upper or previous close > previous
 *   final upper, else previous final upper;
 * - final lower = basic lower if basic lower > previous final lower or previous close < previous
 *   final lower, else previous final lower;
 * - an uptrend turns down when close < final lower; a downtrend turns up when close > final upper
 *   (both strict, against this bar's final bands); otherwise the trend is kept.
 * value = final lower band in an uptrend, final upper band in a downtrend.
 */
export function supertrend(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  multiplier: number,
): Float64Array {
  const range = atr(high, low, close, period);
  const out = nanColumn(close.length);
  let upper = Number.NaN;
  let lower = Number.NaN;
  let rising = true;
  let started = false;
  for (let index = 0; index < close.length; index += 1) {
    const averageRange = range[index] ?? Number.NaN;
    if (Number.isNaN(averageRange)) continue;
    const middle = ((high[index] ?? Number.NaN) + (low[index] ?? Number.NaN)) / 2;
    const basicUpper = middle + multiplier * averageRange;
    const basicLower = middle - multiplier * averageRange;
    const barClose = close[index] ?? Number.NaN;
    if (!started) {
      started = true;
      upper = basicUpper;
      lower = basicLower;
      rising = true;
    } else {
      const previousClose = close[index - 1] ?? Number.NaN;
      upper = basicUpper < upper || previousClose > upper ? basicUpper : upper;
      lower = basicLower > lower || previousClose < lower ? basicLower : lower;
      if (rising && barClose < lower) rising = false;
      else if (!rising && barClose > upper) rising = true;
    }
    out[index] = rising ? lower : upper;
  }
  return out;
}

export const computeSupertrend: IndicatorComputation = (bars, params) => ({
  value: supertrend(
    bars.high,
    bars.low,
    bars.close,
    integerParam(params, 'period'),
    numberParam(params, 'multiplier'),
  ),
});
