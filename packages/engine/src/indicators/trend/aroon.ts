import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';

/**
 * For each bar t >= period, the index of the highest high and of the lowest low among the period + 1
 * bars t - period..t (TA-Lib AROON's window). Ties go to the most recent bar, as TA-Lib's >= / <=
 * comparisons do. Monotonic deques keep it O(n). Entries before `period` are -1.
 */
export function aroonExtremes(
  high: Float64Array,
  low: Float64Array,
  period: number,
): { highest: Int32Array; lowest: Int32Array } {
  const length = Math.min(high.length, low.length);
  const highest = new Int32Array(high.length).fill(-1);
  const lowest = new Int32Array(high.length).fill(-1);
  const highWindow = new Int32Array(length);
  const lowWindow = new Int32Array(length);
  let highHead = 0;
  let highTail = 0;
  let lowHead = 0;
  let lowTail = 0;
  for (let index = 0; index < length; index += 1) {
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    // Drop older bars that are not strictly better: an equal extreme now belongs to the newer bar.
    while (highTail > highHead && (high[highWindow[highTail - 1] ?? 0] ?? Number.NaN) <= barHigh)
      highTail -= 1;
    highWindow[highTail] = index;
    highTail += 1;
    while (lowTail > lowHead && (low[lowWindow[lowTail - 1] ?? 0] ?? Number.NaN) >= barLow) lowTail -= 1;
    lowWindow[lowTail] = index;
    lowTail += 1;
    if ((highWindow[highHead] ?? 0) < index - period) highHead += 1;
    if ((lowWindow[lowHead] ?? 0) < index - period) lowHead += 1;
    if (index >= period) {
      highest[index] = highWindow[highHead] ?? -1;
      lowest[index] = lowWindow[lowHead] ?? -1;
    }
  }
  return { highest, lowest };
}

/**
 * Aroon as TA-Lib AROON over the period + 1 bars ending at t: up = 100 / period x (period - bars since
 * the highest high), down likewise with the lowest low; a tied extreme counts from its most recent
 * bar. First value at index `period`.
 */
export function aroon(
  high: Float64Array,
  low: Float64Array,
  period: number,
): { up: Float64Array; down: Float64Array } {
  const { highest, lowest } = aroonExtremes(high, low, period);
  const factor = 100 / period;
  const up = nanColumn(high.length);
  const down = nanColumn(high.length);
  for (let index = period; index < high.length; index += 1) {
    const highAt = highest[index] ?? -1;
    const lowAt = lowest[index] ?? -1;
    if (highAt < 0 || lowAt < 0) continue;
    up[index] = factor * (period - (index - highAt));
    down[index] = factor * (period - (index - lowAt));
  }
  return { up, down };
}

export const computeAroon: IndicatorComputation = (bars, params) =>
  aroon(bars.high, bars.low, integerParam(params, 'period'));
