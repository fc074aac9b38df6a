import { integerParam, sourceColumn } from '../params';
import type { IndicatorComputation } from '../types';
import { timeSeriesForecast } from './linear-regression';

/** Time Series Forecast block: TA-Lib TSF of the source, first value at period - 1. */
export const computeTimeSeriesForecast: IndicatorComputation = (bars, params) => ({
  value: timeSeriesForecast(sourceColumn(bars, params), integerParam(params, 'period')),
});
