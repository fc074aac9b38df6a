import type { IndicatorComputation, PriceColumns } from '../types';
import { clockParam, sessionClocks } from './session-clock';

/** Market Open: 1 on the intraday bar whose start clock is `time` (09:30: the opening bar). */
export function marketOpen(bars: PriceColumns, time: number): Float64Array {
  const { start } = sessionClocks(bars);
  return Float64Array.from(start, (clock) => (clock === time ? 1 : 0));
}

export const computeMarketOpen: IndicatorComputation = (bars, params) => ({
  value: marketOpen(bars, clockParam(params, 'time')),
});
