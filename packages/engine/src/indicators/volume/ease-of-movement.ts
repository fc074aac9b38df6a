import { integerParam } from '../params';
import { nanColumn, sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Ease of movement (Arms; not in TA-Lib): SMA(period) of the one-bar value
 * (midpoint - previous midpoint) x (high - low) / (volume / 1,000,000), midpoint = (high + low) / 2.
 * A bar with volume 0 or high == low contributes 0 (no movement can be measured; avoids dividing by
 * zero on zero-volume series). The one-bar values start at bar 1, so the first value is at `period`.
 */
export function easeOfMovement(
  high: Float64Array,
  low: Float64Array,
  volume: Float64Array,
  period: number,
): Float64Array {
  const raw = nanColumn(volume.length);
  for (let index = 1; index < volume.length; index += 1) {
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    const barVolume = volume[index] ?? Number.NaN;
    if (barVolume === 0 || barHigh === barLow) {
      raw[index] = 0;
      continue;
    }
    const move =
      (barHigh + barLow) / 2 - ((high[index - 1] ?? Number.NaN) + (low[index - 1] ?? Number.NaN)) / 2;
    raw[index] = (move * (barHigh - barLow)) / (barVolume / 1_000_000);
  }
  return sma(raw, period);
}

export const computeEaseOfMovement: IndicatorComputation = (bars, params) => ({
  value: easeOfMovement(bars.high, bars.low, bars.volume, integerParam(params, 'period')),
});
