import { integerParam, numberParam } from '../params';
import { atr, ema, nanColumn } from '../primitives';
import type { IndicatorComputation } from '../types';
import type { Bands } from './bollinger-bands';

/**
 * Keltner Channels: middle = EMA(close, period) (TA-Lib EMA, SMA-seeded), upper/lower = middle +/-
 * multiplier x ATR(period) (TA-Lib ATR). A bar has values only when both the EMA and the ATR have
 * one, so the first is at index `period` (the ATR's first; the EMA starts at period - 1).
 */
export function keltnerChannels(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
  multiplier: number,
): Bands {
  const average = ema(close, period);
  const range = atr(high, low, close, period);
  const upper = nanColumn(close.length);
  const middle = nanColumn(close.length);
  const lower = nanColumn(close.length);
  for (let index = 0; index < close.length; index += 1) {
    const mean = average[index] ?? Number.NaN;
    const width = (range[index] ?? Number.NaN) * multiplier;
    if (Number.isNaN(mean) || Number.isNaN(width)) continue;
    upper[index] = mean + width;
    middle[index] = mean;
    lower[index] = mean - width;
  }
  return { upper, middle, lower };
}

export const computeKeltnerChannels: IndicatorComputation = (bars, params) => {
  const { upper, middle, lower } = keltnerChannels(
    bars.high,
    bars.low,
    bars.close,
    integerParam(params, 'period'),
    numberParam(params, 'multiplier'),
  );
  return { upper, middle, lower };
};
