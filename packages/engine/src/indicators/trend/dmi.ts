import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { smoothedMovement } from './directional-movement';
import { isTalibZero } from './talib-zero';

/**
 * Wilder's directional indicators as TA-Lib PLUS_DI and MINUS_DI: DI = 100 x smoothed DM / smoothed
 * TR, first value at index `period`, 0 when the smoothed TR is (near) zero. TA-Lib quirk kept: with
 * period 1 the DI is the unsmoothed DM / TR without the factor 100 (a ratio from 0 to 1).
 */
export function directionalIndicators(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): { plus: Float64Array; minus: Float64Array } {
  const movement = smoothedMovement(high, low, close, period);
  const scale = period <= 1 ? 1 : 100;
  const plus = nanColumn(high.length);
  const minus = nanColumn(high.length);
  for (let index = 0; index < high.length; index += 1) {
    const range = movement.trueRange[index] ?? Number.NaN;
    if (Number.isNaN(range)) continue;
    const zero = isTalibZero(range);
    plus[index] = zero ? 0 : scale * ((movement.plusDm[index] ?? Number.NaN) / range);
    minus[index] = zero ? 0 : scale * ((movement.minusDm[index] ?? Number.NaN) / range);
  }
  return { plus, minus };
}

export const computeDmi: IndicatorComputation = (bars, params) =>
  directionalIndicators(bars.high, bars.low, bars.close, integerParam(params, 'period'));
