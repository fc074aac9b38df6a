import { integerParam, sourceColumn } from '../params';
import { ema, firstFinite, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/** TA-Lib's TA_IS_ZERO threshold, used by its oscillators to avoid dividing by (near) zero. */
export const TALIB_EPSILON = 1e-14;

/**
 * The fast and slow EMAs of a two-EMA oscillator (MACD, APO, PPO) as TA-Lib computes them: the
 * periods are swapped when fast > slow, and both EMAs start at firstFinite + slow - 1, each seeded
 * with the SMA of its own period's values ending there (so the fast EMA skips its earlier bars).
 */
function alignedEmas(
  values: Float64Array,
  fast: number,
  slow: number,
): { fast: Float64Array; slow: Float64Array; start: number } {
  const shorter = Math.min(fast, slow);
  const longer = Math.max(fast, slow);
  const start = firstFinite(values) + longer - 1;
  return { fast: ema(values, shorter, start), slow: ema(values, longer, start), start };
}

/**
 * TA-Lib MACD: macd = EMA(fast) - EMA(slow), both EMAs starting at slow - 1 (see alignedEmas);
 * signal = EMA(signal) of the macd line, seeded with the SMA of its first `signal` values;
 * histogram = macd - signal. Like TA-Lib, all three outputs start together, at
 * (slow - 1) + (signal - 1) after the first finite input.
 */
export function macd(
  values: Float64Array,
  fast: number,
  slow: number,
  signalPeriod: number,
): { macd: Float64Array; signal: Float64Array; histogram: Float64Array } {
  const length = values.length;
  const out = { macd: nanColumn(length), signal: nanColumn(length), histogram: nanColumn(length) };
  const emas = alignedEmas(values, fast, slow);
  if (emas.start >= length) return out;
  const line = nanColumn(length);
  for (let index = emas.start; index < length; index += 1) {
    line[index] = (emas.fast[index] ?? Number.NaN) - (emas.slow[index] ?? Number.NaN);
  }
  const signal = ema(line, signalPeriod);
  for (let index = emas.start + signalPeriod - 1; index < length; index += 1) {
    const macdValue = line[index] ?? Number.NaN;
    const signalValue = signal[index] ?? Number.NaN;
    out.macd[index] = macdValue;
    out.signal[index] = signalValue;
    out.histogram[index] = macdValue - signalValue;
  }
  return out;
}

export const computeMacd: IndicatorComputation = (bars, params) =>
  macd(
    sourceColumn(bars, params),
    integerParam(params, 'fast'),
    integerParam(params, 'slow'),
    integerParam(params, 'signal'),
  );
