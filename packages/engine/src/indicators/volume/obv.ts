import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * TA-Lib OBV: a running total of volume, added on an up close and subtracted on a down close. As in
 * TA-Lib the line starts at the first bar's volume (not 0), and has a value on every bar.
 */
export function obv(close: Float64Array, volume: Float64Array): Float64Array {
  const out = new Float64Array(close.length);
  if (close.length === 0) return out;
  let total = volume[0] ?? Number.NaN;
  let previous = close[0] ?? Number.NaN;
  for (let index = 0; index < close.length; index += 1) {
    const value = close[index] ?? Number.NaN;
    if (value > previous) total += volume[index] ?? Number.NaN;
    else if (value < previous) total -= volume[index] ?? Number.NaN;
    out[index] = total;
    previous = value;
  }
  return out;
}

/** value: the OBV line from the window's first bar; signal: its SMA(period), from period - 1. */
export const computeObv: IndicatorComputation = (bars, params) => {
  const value = obv(bars.close, bars.volume);
  return { value, signal: sma(value, integerParam(params, 'period')) };
};
