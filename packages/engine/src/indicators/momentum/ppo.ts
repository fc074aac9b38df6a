import { integerParam, sourceColumn } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { priceOscillatorEmas } from './apo';
import { TALIB_EPSILON } from './macd';

/**
 * TA-Lib PPO with optInMAType EMA: (EMA(fast) - EMA(slow)) / EMA(slow) x 100, each EMA seeded on its
 * own (see priceOscillatorEmas); 0 where the slow EMA is zero (TA-Lib's TA_IS_ZERO).
 * First value at firstFinite + max(fast, slow) - 1.
 */
export function ppo(values: Float64Array, fast: number, slow: number): Float64Array {
  const out = nanColumn(values.length);
  const emas = priceOscillatorEmas(values, fast, slow);
  for (let index = emas.start; index < values.length; index += 1) {
    const slowValue = emas.slow[index] ?? Number.NaN;
    out[index] =
      Math.abs(slowValue) < TALIB_EPSILON
        ? 0
        : (((emas.fast[index] ?? Number.NaN) - slowValue) / slowValue) * 100;
  }
  return out;
}

export const computePpo: IndicatorComputation = (bars, params) => ({
  value: ppo(sourceColumn(bars, params), integerParam(params, 'fast'), integerParam(params, 'slow')),
});
