import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeAd } from './ad';
import { computeChaikinOscillator } from './chaikin-oscillator';
import { computeCmf } from './cmf';
import { computeEaseOfMovement } from './ease-of-movement';
import { computeForceIndex } from './force-index';
import { computeMfi } from './mfi';
import { computeObv } from './obv';
import { computeVolumeRate } from './volume-rate';
import { computeVolumeSma } from './volume-sma';
import { computeVwap } from './vwap';

/** The volume blocks' computations, keyed by catalogue name. */
export const VOLUME_COMPUTATIONS = {
  OBV: computeObv,
  'Volume SMA': computeVolumeSma,
  'Volume Rate': computeVolumeRate,
  AD: computeAd,
  'Chaikin Oscillator': computeChaikinOscillator,
  CMF: computeCmf,
  MFI: computeMfi,
  VWAP: computeVwap,
  'Force Index': computeForceIndex,
  'Ease of Movement': computeEaseOfMovement,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
