import { integerParam } from '../params';
import { atr, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/** TA-Lib treats |close| below this as zero and writes 0 rather than dividing. */
const TALIB_EPSILON = 1e-14;

/**
 * Normalized ATR as TA-Lib's NATR: 100 x ATR(period) / close, first value at index `period`, and 0
 * where the close is (numerically) zero. Two deliberate departures from TA-Lib bugs: period 1 is
 * 100 x TR / close (TA-Lib returns the raw TRANGE there, not a percentage), and a zero close only
 * zeroes its own bar (TA-Lib overwrites its first output instead).
 */
export function natr(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const range = atr(high, low, close, period);
  const out = nanColumn(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const average = range[index] ?? Number.NaN;
    if (Number.isNaN(average)) continue;
    const price = close[index] ?? Number.NaN;
    out[index] = price > -TALIB_EPSILON && price < TALIB_EPSILON ? 0 : (average / price) * 100;
  }
  return out;
}

export const computeNatr: IndicatorComputation = (bars, params) => ({
  value: natr(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
