import { integerParam, numberParam } from '../params';
import type { IndicatorComputation, PriceColumns } from '../types';
import { atrPercent } from './atr-percent';

/** Low Volatility: ATR(atrPeriod) / close x 100 < threshold. 1 / 0; 0 before index atrPeriod. */
export function lowVolatility(bars: PriceColumns, atrPeriod: number, threshold: number): Float64Array {
  return Float64Array.from(atrPercent(bars, atrPeriod), (percent) => (percent < threshold ? 1 : 0));
}

export const computeLowVolatility: IndicatorComputation = (bars, params) => ({
  value: lowVolatility(bars, integerParam(params, 'atrPeriod'), numberParam(params, 'threshold')),
});
