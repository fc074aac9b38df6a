import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { TALIB_EPSILON } from './macd';

/**
 * TA-Lib ULTOSC: buying pressure bp = close - min(low, previous close) and true range tr over three
 * windows; 100 x (4 avg1 + 2 avg2 + avg3) / 7 with avg = sum(bp) / sum(tr) (a window whose tr sum is
 * zero adds nothing). As in TA-Lib the periods are sorted first, so the weight 4 goes to the
 * shortest. First value at the longest period (each window needs the previous close).
 */
export function ultimateOscillator(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period1: number,
  period2: number,
  period3: number,
): Float64Array {
  const length = close.length;
  const out = nanColumn(length);
  const [short, middle, long] = [period1, period2, period3].sort((a, b) => a - b) as [number, number, number];
  if (long >= length) return out;
  const pressure = nanColumn(length);
  const range = nanColumn(length);
  for (let index = 1; index < length; index += 1) {
    const previousClose = close[index - 1] ?? Number.NaN;
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    pressure[index] = (close[index] ?? Number.NaN) - Math.min(barLow, previousClose);
    range[index] = Math.max(
      barHigh - barLow,
      Math.abs(previousClose - barHigh),
      Math.abs(previousClose - barLow),
    );
  }
  const periods = [short, middle, long];
  const weights = [4, 2, 1];
  const pressureSums = new Float64Array(3);
  const rangeSums = new Float64Array(3);
  for (let window = 0; window < 3; window += 1) {
    for (let index = long - (periods[window] ?? 0) + 1; index < long; index += 1) {
      pressureSums[window] = (pressureSums[window] ?? 0) + (pressure[index] ?? Number.NaN);
      rangeSums[window] = (rangeSums[window] ?? 0) + (range[index] ?? Number.NaN);
    }
  }
  for (let index = long; index < length; index += 1) {
    let total = 0;
    for (let window = 0; window < 3; window += 1) {
      const pressureSum = (pressureSums[window] ?? 0) + (pressure[index] ?? Number.NaN);
      const rangeSum = (rangeSums[window] ?? 0) + (range[index] ?? Number.NaN);
      if (Math.abs(rangeSum) >= TALIB_EPSILON) total += (weights[window] ?? 0) * (pressureSum / rangeSum);
      const leaving = index - (periods[window] ?? 0) + 1;
      pressureSums[window] = pressureSum - (pressure[leaving] ?? Number.NaN);
      rangeSums[window] = rangeSum - (range[leaving] ?? Number.NaN);
    }
    out[index] = 100 * (total / 7);
  }
  return out;
}

export const computeUltimateOscillator: IndicatorComputation = (bars, params) => ({
  value: ultimateOscillator(
    bars.high,
    bars.low,
    bars.close,
    integerParam(params, 'period1'),
    integerParam(params, 'period2'),
    integerParam(params, 'period3'),
  ),
});
