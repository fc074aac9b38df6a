import { integerParam } from '../params';
import { nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import { moneyFlowVolume } from './ad';

/**
 * TA-Lib ADOSC: EMA(fast) - EMA(slow) of the AD line. TA-Lib seeds both EMAs with the first AD value
 * (not an SMA) and updates them as k x ad + (1 - k) x ema; the first output is at max(fast, slow) - 1.
 * The periods are not swapped.
 */
export function chaikinOscillator(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  fast: number,
  slow: number,
): Float64Array {
  const length = close.length;
  const out = nanColumn(length);
  const start = Math.max(fast, slow) - 1;
  if (start >= length) return out;
  const fastK = 2 / (fast + 1);
  const slowK = 2 / (slow + 1);
  let ad = 0;
  let fastEma = 0;
  let slowEma = 0;
  for (let index = 0; index < length; index += 1) {
    ad += moneyFlowVolume(
      high[index] ?? Number.NaN,
      low[index] ?? Number.NaN,
      close[index] ?? Number.NaN,
      volume[index] ?? Number.NaN,
    );
    if (index === 0) {
      fastEma = ad;
      slowEma = ad;
    } else {
      fastEma = fastK * ad + (1 - fastK) * fastEma;
      slowEma = slowK * ad + (1 - slowK) * slowEma;
    }
    if (index >= start) out[index] = fastEma - slowEma;
  }
  return out;
}

export const computeChaikinOscillator: IndicatorComputation = (bars, params) => ({
  value: chaikinOscillator(
    bars.high,
    bars.low,
    bars.close,
    bars.volume,
    integerParam(params, 'fast'),
    integerParam(params, 'slow'),
  ),
});
