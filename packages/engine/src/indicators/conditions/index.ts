import type { ValueBlockName } from '../../blocks/catalogue';
import type { IndicatorComputation } from '../types';
import { computeFirstHour } from './first-hour';
import { computeHighVolatility } from './high-volatility';
import { computeHighVolume } from './high-volume';
import { computeLastHour } from './last-hour';
import { computeLowVolatility } from './low-volatility';
import { computeLowVolume } from './low-volume';
import { computeMarketClose } from './market-close';
import { computeMarketOpen } from './market-open';
import { computeSideways } from './sideways';
import { computeTrendingDown } from './trending-down';
import { computeTrendingUp } from './trending-up';
import { computeVolumeSpike } from './volume-spike';

/** The conditions blocks' computations, keyed by catalogue name. */
export const CONDITIONS_COMPUTATIONS = {
  'Trending Up': computeTrendingUp,
  'Trending Down': computeTrendingDown,
  Sideways: computeSideways,
  'High Volatility': computeHighVolatility,
  'Low Volatility': computeLowVolatility,
  'High Volume': computeHighVolume,
  'Low Volume': computeLowVolume,
  'Volume Spike': computeVolumeSpike,
  'Market Open': computeMarketOpen,
  'Market Close': computeMarketClose,
  'First Hour': computeFirstHour,
  'Last Hour': computeLastHour,
} satisfies Partial<Record<ValueBlockName, IndicatorComputation>>;
