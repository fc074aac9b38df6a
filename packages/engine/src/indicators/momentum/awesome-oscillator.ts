import { integerParam } from '../params';
import { sma } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * Awesome Oscillator (Bill Williams; not in TA-Lib): SMA(fast) - SMA(slow) of the bar midpoint
 * (high + low) / 2. First value at max(fast, slow) - 1.
 */
export function awesomeOscillator(
  high: Float64Array,
  low: Float64Array,
  fast: number,
  slow: number,
): Float64Array {
  const midpoint = high.map((value, index) => (value + (low[index] ?? Number.NaN)) / 2);
  const fastAverage = sma(midpoint, fast);
  const slowAverage = sma(midpoint, slow);
  return fastAverage.map((value, index) => value - (slowAverage[index] ?? Number.NaN));
}

export const computeAwesomeOscillator: IndicatorComputation = (bars, params) => ({
  value: awesomeOscillator(bars.high, bars.low, integerParam(params, 'fast'), integerParam(params, 'slow')),
});
