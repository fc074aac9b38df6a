import { integerParam, sourceColumn } from '../params';
import { difference, ema } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * True strength index (Blau; not in TA-Lib): 100 x EMA_short(EMA_long(d)) / EMA_short(EMA_long(|d|))
 * with d = x[t] - x[t-1]; every EMA TA-Lib-seeded (SMA of its first `period` finite inputs). First
 * value at long + short - 1 (d starts at index 1); 0 when the denominator is 0 (no movement).
 */
export function tsi(values: Float64Array, long: number, short: number): Float64Array {
  const change = difference(values, 1);
  const numerator = ema(ema(change, long), short);
  const denominator = ema(
    ema(
      change.map((value) => Math.abs(value)),
      long,
    ),
    short,
  );
  return numerator.map((value, index) => {
    const scale = denominator[index] ?? Number.NaN;
    return scale === 0 ? 0 : (100 * value) / scale;
  });
}

export const computeTsi: IndicatorComputation = (bars, params) => ({
  value: tsi(sourceColumn(bars, params), integerParam(params, 'long'), integerParam(params, 'short')),
});
