import { atr, nanColumn } from '../primitives';
import type { PriceColumns } from '../types';

/**
 * ATR(period) (TA-Lib ATR) / close x 100, the volatility conditions' measure; NaN during the ATR
 * warm-up (before index `period`) and where the close is 0.
 */
export function atrPercent(bars: PriceColumns, period: number): Float64Array {
  const range = atr(bars.high, bars.low, bars.close, period);
  const out = nanColumn(bars.close.length);
  for (let index = 0; index < out.length; index += 1) {
    const price = bars.close[index] ?? Number.NaN;
    if (price !== 0) out[index] = ((range[index] ?? Number.NaN) / price) * 100;
  }
  return out;
}
