import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeAdx } from './adx';
import { computeAdxr } from './adxr';
import { computeAroon } from './aroon';
import { computeAroonOscillator } from './aroon-oscillator';
import { computeDema } from './dema';
import { computeDmi } from './dmi';
import { computeEma } from './ema';
import { computeHma } from './hma';
import { computeIchimoku } from './ichimoku';
import { computeKama } from './kama';
import { computeLinearRegression } from './linear-regression';
import { computeLinearRegressionSlope } from './linear-regression-slope';
import { computeParabolicSar } from './parabolic-sar';
import { computeSma } from './sma';
import { computeSmma } from './smma';
import { computeSupertrend } from './supertrend';
import { computeT3 } from './t3';
import { computeTema } from './tema';
import { computeTimeSeriesForecast } from './time-series-forecast';
import { computeTrima } from './trima';
import { computeVwma } from './vwma';
import { computeWma } from './wma';
import { computeZlema } from './zlema';

/** The trend blocks' computations, keyed by catalogue name. */
export const TREND_COMPUTATIONS = {
  SMA: computeSma,
  EMA: computeEma,
  WMA: computeWma,
  VWMA: computeVwma,
  DEMA: computeDema,
  TEMA: computeTema,
  TRIMA: computeTrima,
  KAMA: computeKama,
  HMA: computeHma,
  T3: computeT3,
  ZLEMA: computeZlema,
  SMMA: computeSmma,
  'Linear Regression': computeLinearRegression,
  'Linear Regression Slope': computeLinearRegressionSlope,
  'Time Series Forecast': computeTimeSeriesForecast,
  'Parabolic SAR': computeParabolicSar,
  SuperTrend: computeSupertrend,
  'Ichimoku Cloud': computeIchimoku,
  Aroon: computeAroon,
  'Aroon Oscillator': computeAroonOscillator,
  ADX: computeAdx,
  DMI: computeDmi,
  ADXR: computeAdxr,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
