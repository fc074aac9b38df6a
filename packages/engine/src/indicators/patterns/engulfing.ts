import type { IndicatorComputation } from '../types';
import { flagParam } from './flag';

/**
 * Bullish engulfing (not TA-Lib's CDLENGULFING; the catalogue's rule): bar t - 1 is down
 * (close < open), bar t is up (close > open), and bar t's body covers bar t - 1's:
 * open_t <= close_{t-1} and close_t >= open_{t-1} (strict: both inequalities strict). 1 / 0;
 * index 0 has no previous bar and is 0.
 */
export function engulfing(open: Float64Array, close: Float64Array, strict: boolean): Float64Array {
  const out = new Float64Array(close.length);
  for (let index = 1; index < close.length; index += 1) {
    const previousOpen = open[index - 1] ?? Number.NaN;
    const previousClose = close[index - 1] ?? Number.NaN;
    const barOpen = open[index] ?? Number.NaN;
    const barClose = close[index] ?? Number.NaN;
    if (!(previousClose < previousOpen && barClose > barOpen)) continue;
    const covers = strict
      ? barOpen < previousClose && barClose > previousOpen
      : barOpen <= previousClose && barClose >= previousOpen;
    out[index] = covers ? 1 : 0;
  }
  return out;
}

export const computeEngulfing: IndicatorComputation = (bars, params) => ({
  value: engulfing(bars.open, bars.close, flagParam(params, 'strict')),
});
