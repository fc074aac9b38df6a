import { integerParam, numberParam } from '../params';
import type { IndicatorComputation, PriceColumns } from '../types';
import { atrPercent } from './atr-percent';

/** High Volatility: ATR(atrPeriod) / close x 100 > threshold. 1 / 0; 0 before index atrPeriod. */
export function highVolatility(bars: PriceColumns, atrPeriod: number, threshold: number): Float64Array {
  return Float64Array.from(atrPercent(bars, atrPeriod), (percent) => (percent > threshold ? 1 : 0));
}

export const computeHighVolatility: IndicatorComputation = (bars, params) => ({
  value: highVolatility(bars, integerParam(params, 'atrPeriod'), numberParam(params, 'threshold')),
});
