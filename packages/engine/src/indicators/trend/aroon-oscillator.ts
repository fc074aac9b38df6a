import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { aroonExtremes } from './aroon';

/**
 * Aroon up minus Aroon down as TA-Lib AROONOSC computes it: 100 / period x (index of the highest high
 * - index of the lowest low) over the period + 1 bars ending at t (ties: most recent bar). First value
 * at index `period`.
 */
export function aroonOscillator(high: Float64Array, low: Float64Array, period: number): Float64Array {
  const { highest, lowest } = aroonExtremes(high, low, period);
  const factor = 100 / period;
  const out = nanColumn(high.length);
  for (let index = period; index < high.length; index += 1) {
    const highAt = highest[index] ?? -1;
    const lowAt = lowest[index] ?? -1;
    if (highAt < 0 || lowAt < 0) continue;
    out[index] = factor * (highAt - lowAt);
  }
  return out;
}

export const computeAroonOscillator: IndicatorComputation = (bars, params) => ({
  value: aroonOscillator(bars.high, bars.low, integerParam(params, 'period')),
});
