import { trueRange } from '../primitives';
import type { IndicatorComputation } from '../types';

/** TA-Lib TRANGE: max(high, previous close) - min(low, previous close); none on the first bar. */
export const computeTrueRange: IndicatorComputation = (bars) => ({
  value: trueRange(bars.high, bars.low, bars.close),
});
