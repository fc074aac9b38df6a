import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeApo } from './apo';
import { computeAwesomeOscillator } from './awesome-oscillator';
import { computeBalanceOfPower } from './balance-of-power';
import { computeCci } from './cci';
import { computeCmo } from './cmo';
import { computeMacd } from './macd';
import { computeMomentum } from './momentum';
import { computePpo } from './ppo';
import { computeRoc } from './roc';
import { computeRsi } from './rsi';
import { computeStochastic } from './stochastic';
import { computeStochasticRsi } from './stochastic-rsi';
import { computeTrix } from './trix';
import { computeTsi } from './tsi';
import { computeUltimateOscillator } from './ultimate-oscillator';
import { computeWilliamsR } from './williams-r';

/** The momentum blocks' computations, keyed by catalogue name. */
export const MOMENTUM_COMPUTATIONS = {
  RSI: computeRsi,
  MACD: computeMacd,
  Stochastic: computeStochastic,
  'Williams %R': computeWilliamsR,
  CCI: computeCci,
  ROC: computeRoc,
  Momentum: computeMomentum,
  TRIX: computeTrix,
  'Stochastic RSI': computeStochasticRsi,
  'Ultimate Oscillator': computeUltimateOscillator,
  PPO: computePpo,
  APO: computeApo,
  CMO: computeCmo,
  'Balance of Power': computeBalanceOfPower,
  'Awesome Oscillator': computeAwesomeOscillator,
  TSI: computeTsi,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
