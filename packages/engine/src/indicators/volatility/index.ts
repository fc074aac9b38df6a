import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeAtr } from './atr';
import { computeBollingerBands } from './bollinger-bands';
import { computeBollingerBandwidth } from './bollinger-bandwidth';
import { computeBollingerPercentB } from './bollinger-percent-b';
import { computeDonchianChannels } from './donchian-channels';
import { computeKeltnerChannels } from './keltner-channels';
import { computeNatr } from './natr';
import { computeStandardDeviation } from './standard-deviation';
import { computeTrueRange } from './true-range';
import { computeZScore } from './z-score';

/** The volatility blocks' computations, keyed by catalogue name. */
export const VOLATILITY_COMPUTATIONS = {
  ATR: computeAtr,
  NATR: computeNatr,
  'True Range': computeTrueRange,
  'Bollinger Bands': computeBollingerBands,
  'Bollinger %B': computeBollingerPercentB,
  'Bollinger Bandwidth': computeBollingerBandwidth,
  'Keltner Channels': computeKeltnerChannels,
  'Donchian Channels': computeDonchianChannels,
  'Standard Deviation': computeStandardDeviation,
  'Z-Score': computeZScore,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
