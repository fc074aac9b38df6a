import type { IndicatorComputation } from '../types';
import { clockParam, clockWindow } from './session-clock';

/** Last Hour: 1 on intraday bars with start <= bar start clock < end (15:00 to 16:00 by default). */
export const computeLastHour: IndicatorComputation = (bars, params) => ({
  value: clockWindow(bars, clockParam(params, 'start'), clockParam(params, 'end')),
});
