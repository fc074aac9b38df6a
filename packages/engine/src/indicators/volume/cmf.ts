import { integerParam } from '../params';
import { nanColumn, rollingSum } from '../primitives';
import type { IndicatorComputation } from '../types';
import { moneyFlowVolume } from './ad';

/**
 * Chaikin money flow (not in TA-Lib): the sum over the last `period` bars of money flow volume
 * ((c - l) - (h - c)) / (h - l) x volume (0 for a bar with high == low), divided by the window's
 * volume sum. First value at period - 1; NaN when the window has no volume.
 */
export function cmf(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  volume: Float64Array,
  period: number,
): Float64Array {
  const length = close.length;
  const flow = nanColumn(length);
  for (let index = 0; index < length; index += 1) {
    flow[index] = moneyFlowVolume(
      high[index] ?? Number.NaN,
      low[index] ?? Number.NaN,
      close[index] ?? Number.NaN,
      volume[index] ?? Number.NaN,
    );
  }
  const flowSum = rollingSum(flow, period);
  const volumeSum = rollingSum(volume, period);
  return flowSum.map((sum, index) => {
    const total = volumeSum[index] ?? Number.NaN;
    return total === 0 ? Number.NaN : sum / total;
  });
}

export const computeCmf: IndicatorComputation = (bars, params) => ({
  value: cmf(bars.high, bars.low, bars.close, bars.volume, integerParam(params, 'period')),
});
