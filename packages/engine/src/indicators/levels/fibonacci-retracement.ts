import { integerParam } from '../params';
import { nanColumn, rollingMax, rollingMin } from '../primitives';
import type { IndicatorComputation } from '../types';

export const DEFAULT_FIB_RATIOS: readonly [number, number, number] = [0.236, 0.382, 0.618];

/**
 * The three ratios of the `levels` text ("0.236, 0.382, 0.618"). The compiler validates the text;
 * anything else that reaches here (not exactly three finite numbers) falls back to the defaults
 * rather than throwing.
 */
export function parseFibRatios(text: unknown): readonly [number, number, number] {
  if (typeof text !== 'string') return DEFAULT_FIB_RATIOS;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 3 || parts.some((part) => part === '')) return DEFAULT_FIB_RATIOS;
  const [first, second, third] = parts.map(Number);
  if (first === undefined || second === undefined || third === undefined) return DEFAULT_FIB_RATIOS;
  if (![first, second, third].every(Number.isFinite)) return DEFAULT_FIB_RATIOS;
  return [first, second, third];
}

export interface FibLevels {
  level1: Float64Array;
  level2: Float64Array;
  level3: Float64Array;
}

/**
 * Fibonacci retracement (not in TA-Lib): with HH / LL the highest high / lowest low of the last
 * `lookback` bars (current included), levelK = HH - (HH - LL) x ratioK. First value at index
 * lookback - 1.
 */
export function fibonacciRetracement(
  high: Float64Array,
  low: Float64Array,
  lookback: number,
  ratios: readonly [number, number, number],
): FibLevels {
  const highest = rollingMax(high, lookback);
  const lowest = rollingMin(low, lookback);
  const length = high.length;
  const [ratio1, ratio2, ratio3] = ratios;
  const levels: FibLevels = {
    level1: nanColumn(length),
    level2: nanColumn(length),
    level3: nanColumn(length),
  };
  for (let index = 0; index < length; index += 1) {
    const top = highest[index] ?? Number.NaN;
    const swing = top - (lowest[index] ?? Number.NaN);
    if (Number.isNaN(swing)) continue;
    levels.level1[index] = top - swing * ratio1;
    levels.level2[index] = top - swing * ratio2;
    levels.level3[index] = top - swing * ratio3;
  }
  return levels;
}

export const computeFibonacciRetracement: IndicatorComputation = (bars, params) => ({
  ...fibonacciRetracement(
    bars.high,
    bars.low,
    integerParam(params, 'lookback'),
    parseFibRatios(params['levels']),
  ),
});
