import type { IndicatorComputation, PriceColumns } from '../types';
import { clockParam, sessionClocks } from './session-clock';

/**
 * Market Close: 1 on an intraday bar whose end clock is at or after `time`, or that is the last bar
 * of its session (so a half day's 12:00 bar closes the 13:00 session). 0 on daily bars.
 */
export function marketClose(bars: PriceColumns, time: number): Float64Array {
  const { info, start, end } = sessionClocks(bars);
  return Float64Array.from(start, (clock, index) =>
    !Number.isNaN(clock) && ((end[index] ?? Number.NaN) >= time || info.lastOfSession[index] === 1) ? 1 : 0,
  );
}

export const computeMarketClose: IndicatorComputation = (bars, params) => ({
  value: marketClose(bars, clockParam(params, 'time')),
});
