import type { IndicatorComputation } from '../types';
import { clockParam, clockWindow } from './session-clock';

/** First Hour: 1 on intraday bars with start <= bar start clock < end (09:30 to 10:30 by default). */
export const computeFirstHour: IndicatorComputation = (bars, params) => ({
  value: clockWindow(bars, clockParam(params, 'start'), clockParam(params, 'end')),
});
