import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { smoothedMovement } from './directional-movement';
import { isTalibZero } from './talib-zero';

/**
 * Wilder's ADX exactly as TA-Lib ADX. DX = 100 x |+DI - -DI| / (+DI + -DI) from bar `period` on;
 * the first ADX, at index 2 x period - 1, is the sum of the DX of bars period..2 x period - 1 divided
 * by period; then adx = (adx_prev x (period - 1) + DX) / period. TA-Lib quirks kept: a bar whose
 * smoothed TR or DI sum is (near) zero has no DX: it adds nothing to the first sum and leaves the ADX
 * unchanged afterwards.
 */
export function adx(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const movement = smoothedMovement(high, low, close, period);
  const out = nanColumn(high.length);
  let sum = 0;
  let previous = Number.NaN;
  for (let index = period; index < high.length; index += 1) {
    const range = movement.trueRange[index] ?? Number.NaN;
    let dx = Number.NaN;
    if (!isTalibZero(range)) {
      const minusDi = 100 * ((movement.minusDm[index] ?? Number.NaN) / range);
      const plusDi = 100 * ((movement.plusDm[index] ?? Number.NaN) / range);
      const total = minusDi + plusDi;
      if (!isTalibZero(total)) dx = 100 * (Math.abs(minusDi - plusDi) / total);
    }
    if (index < 2 * period - 1) {
      if (!Number.isNaN(dx)) sum += dx;
      continue;
    }
    if (index === 2 * period - 1) {
      if (!Number.isNaN(dx)) sum += dx;
      previous = sum / period;
    } else if (!Number.isNaN(dx)) {
      previous = (previous * (period - 1) + dx) / period;
    }
    out[index] = previous;
  }
  return out;
}

export const computeAdx: IndicatorComputation = (bars, params) => ({
  value: adx(bars.high, bars.low, bars.close, integerParam(params, 'period')),
});
