import { integerParam } from '../params';
import { nanColumn, rollingMax, rollingMin, shift } from '../primitives';
import type { IndicatorComputation } from '../types';

/** (highest high + lowest low) / 2 over the last `period` bars; first value at period - 1. */
function midpoint(high: Float64Array, low: Float64Array, period: number): Float64Array {
  const highest = rollingMax(high, period);
  const lowest = rollingMin(low, period);
  const out = nanColumn(high.length);
  for (let index = 0; index < high.length; index += 1) {
    out[index] = ((highest[index] ?? Number.NaN) + (lowest[index] ?? Number.NaN)) / 2;
  }
  return out;
}

/**
 * Ichimoku Cloud (not in TA-Lib). tenkan = midpoint of the high/low over conversionPeriod, kijun over
 * basePeriod. The spans are plotted displacement bars ahead the way TradingView draws them (offset
 * displacement - 1), and are returned at the bar where they are drawn, so nothing reads a future bar:
 * senkou_a[t] = (tenkan + kijun) / 2 at bar t - (displacement - 1), senkou_b[t] = midpoint over
 * spanBPeriod at bar t - (displacement - 1). First values: tenkan conversionPeriod - 1, kijun
 * basePeriod - 1, senkou_a max(conversionPeriod, basePeriod) + displacement - 2, senkou_b
 * spanBPeriod + displacement - 2.
 */
export function ichimoku(
  high: Float64Array,
  low: Float64Array,
  conversionPeriod: number,
  basePeriod: number,
  spanBPeriod: number,
  displacement: number,
): { tenkan: Float64Array; kijun: Float64Array; senkou_a: Float64Array; senkou_b: Float64Array } {
  const tenkan = midpoint(high, low, conversionPeriod);
  const kijun = midpoint(high, low, basePeriod);
  const leadA = nanColumn(high.length);
  for (let index = 0; index < high.length; index += 1) {
    leadA[index] = ((tenkan[index] ?? Number.NaN) + (kijun[index] ?? Number.NaN)) / 2;
  }
  const offset = Math.max(0, displacement - 1);
  return {
    tenkan,
    kijun,
    senkou_a: shift(leadA, offset),
    senkou_b: shift(midpoint(high, low, spanBPeriod), offset),
  };
}

export const computeIchimoku: IndicatorComputation = (bars, params) =>
  ichimoku(
    bars.high,
    bars.low,
    integerParam(params, 'conversionPeriod'),
    integerParam(params, 'basePeriod'),
    integerParam(params, 'spanBPeriod'),
    integerParam(params, 'displacement'),
  );
