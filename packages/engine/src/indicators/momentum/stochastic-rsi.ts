import { integerParam, sourceColumn } from '../params';
import { firstFinite, sma } from '../primitives';
import type { IndicatorComputation } from '../types';
import { rsi } from './rsi';
import { blankBefore, rawStochastic } from './stochastic';

/**
 * TA-Lib STOCHRSI(period, fastK = kPeriod, fastD = dPeriod, SMA): k = raw stochastic of RSI(period)
 * over kPeriod bars (0 when the RSI range is 0), d = SMA(dPeriod) of k. Like TA-Lib, both start at
 * period + (kPeriod - 1) + (dPeriod - 1).
 */
export function stochasticRsi(
  values: Float64Array,
  period: number,
  kPeriod: number,
  dPeriod: number,
): { k: Float64Array; d: Float64Array } {
  const strength = rsi(values, period);
  const k = rawStochastic(strength, strength, strength, kPeriod);
  const d = sma(k, dPeriod);
  return { k: blankBefore(k, firstFinite(d)), d };
}

export const computeStochasticRsi: IndicatorComputation = (bars, params) =>
  stochasticRsi(
    sourceColumn(bars, params),
    integerParam(params, 'period'),
    integerParam(params, 'kPeriod'),
    integerParam(params, 'dPeriod'),
  );
