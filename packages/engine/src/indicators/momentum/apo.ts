import { integerParam, sourceColumn } from '../params';
import { ema, firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * The two EMAs of TA-Lib's APO and PPO (TA_INT_PO over a whole series): the periods are swapped when
 * fast > slow, and each EMA is seeded on its own, with the SMA of its first `period` values (unlike
 * MACD, whose fast EMA is seeded at slow - 1). The oscillator starts with the slow EMA.
 */
export function priceOscillatorEmas(
  values: Float64Array,
  fast: number,
  slow: number,
): { fast: Float64Array; slow: Float64Array; start: number } {
  const shorter = Math.min(fast, slow);
  const longer = Math.max(fast, slow);
  return { fast: ema(values, shorter), slow: ema(values, longer), start: firstFinite(values) + longer - 1 };
}

/**
 * TA-Lib APO with optInMAType EMA: EMA(fast) - EMA(slow) (see priceOscillatorEmas); first value at
 * firstFinite + max(fast, slow) - 1.
 */
export function apo(values: Float64Array, fast: number, slow: number): Float64Array {
  const out = nanColumn(values.length);
  const emas = priceOscillatorEmas(values, fast, slow);
  for (let index = emas.start; index < values.length; index += 1) {
    out[index] = (emas.fast[index] ?? Number.NaN) - (emas.slow[index] ?? Number.NaN);
  }
  return out;
}

export const computeApo: IndicatorComputation = (bars, params) => ({
  value: apo(sourceColumn(bars, params), integerParam(params, 'fast'), integerParam(params, 'slow')),
});
