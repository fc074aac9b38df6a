import { integerParam } from '../params';
import { firstFinite, nanColumn, rollingMax, rollingMin, sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Raw (fast) %K as TA-Lib's STOCH/STOCHF compute it: (close - lowest low) / ((highest high - lowest
 * low) / 100) over the last `period` bars; 0 when the range is 0. First value at period - 1.
 */
export function rawStochastic(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const out = nanColumn(close.length);
  const highest = rollingMax(high, period);
  const lowest = rollingMin(low, period);
  for (let index = 0; index < close.length; index += 1) {
    const bottom = lowest[index] ?? Number.NaN;
    const range = ((highest[index] ?? Number.NaN) - bottom) / 100;
    if (Number.isNaN(range)) continue;
    out[index] = range !== 0 ? ((close[index] ?? Number.NaN) - bottom) / range : 0;
  }
  return out;
}

/** Blanks `values` before `start` (TA-Lib returns all outputs of a function from one begIndex). */
export function blankBefore(values: Float64Array, start: number): Float64Array {
  values.fill(Number.NaN, 0, Math.min(start, values.length));
  return values;
}

/**
 * TA-Lib STOCH(fastK = kPeriod, slowK = dPeriod SMA, slowD = dPeriod SMA), the slow stochastic:
 * k = SMA(dPeriod) of raw %K, d = SMA(dPeriod) of k. Both start where TA-Lib starts them, at
 * (kPeriod - 1) + 2 (dPeriod - 1).
 */
export function stochastic(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  kPeriod: number,
  dPeriod: number,
): { k: Float64Array; d: Float64Array } {
  const k = sma(rawStochastic(high, low, close, kPeriod), dPeriod);
  const d = sma(k, dPeriod);
  return { k: blankBefore(k, firstFinite(d)), d };
}

export const computeStochastic: IndicatorComputation = (bars, params) =>
  stochastic(
    bars.high,
    bars.low,
    bars.close,
    integerParam(params, 'kPeriod'),
    integerParam(params, 'dPeriod'),
  );
