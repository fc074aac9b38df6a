import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeFibonacciRetracement } from './fibonacci-retracement';
import { computeHighestHigh } from './highest-high';
import { computeLowestLow } from './lowest-low';
import { computeMidpoint } from './midpoint';
import { computePivotPoints } from './pivot-points';
import { computeResistanceLevel } from './resistance-level';
import { computeSupportLevel } from './support-level';

/** The levels blocks' computations, keyed by catalogue name. */
export const LEVELS_COMPUTATIONS = {
  'Pivot Points': computePivotPoints,
  'Fibonacci Retracement': computeFibonacciRetracement,
  'Support Level': computeSupportLevel,
  'Resistance Level': computeResistanceLevel,
  'Highest High': computeHighestHigh,
  'Lowest Low': computeLowestLow,
  Midpoint: computeMidpoint,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
