import { integerParam, sourceColumn } from '../params';
import type { IndicatorComputation } from '../types';
import { linearRegressionSlope } from './linear-regression';

/** Linear Regression Slope block: TA-Lib LINEARREG_SLOPE of the source, first value at period - 1. */
export const computeLinearRegressionSlope: IndicatorComputation = (bars, params) => ({
  value: linearRegressionSlope(sourceColumn(bars, params), integerParam(params, 'period')),
});
