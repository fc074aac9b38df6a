import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeDoji } from './doji';
import { computeEngulfing } from './engulfing';
import { computeHammer } from './hammer';
import { computeShootingStar } from './shooting-star';

/** The patterns blocks' computations, keyed by catalogue name. */
export const PATTERNS_COMPUTATIONS = {
  Engulfing: computeEngulfing,
  Hammer: computeHammer,
  'Shooting Star': computeShootingStar,
  Doji: computeDoji,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
