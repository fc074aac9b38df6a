import { integerParam } from '../params';
import { ema, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Force index (Elder; not in TA-Lib): EMA(period) of (close - previous close) x volume, the EMA
 * TA-Lib-seeded with the SMA of the first `period` raw values (which start at bar 1). First value at
 * index `period`.
 */
export function forceIndex(close: Float64Array, volume: Float64Array, period: number): Float64Array {
  const raw = nanColumn(close.length);
  for (let index = 1; index < close.length; index += 1) {
    raw[index] =
      ((close[index] ?? Number.NaN) - (close[index - 1] ?? Number.NaN)) * (volume[index] ?? Number.NaN);
  }
  return ema(raw, period);
}

export const computeForceIndex: IndicatorComputation = (bars, params) => ({
  value: forceIndex(bars.close, bars.volume, integerParam(params, 'period')),
});
