import type { PropertyValue } from '../blocks/types';

/** The price columns an indicator reads (a BarSeries satisfies it). */
export interface PriceColumns {
  readonly times: readonly string[];
  readonly open: Float64Array;
  readonly high: Float64Array;
  readonly low: Float64Array;
  readonly close: Float64Array;
  readonly volume: Float64Array;
}

/** Block properties after validation: every property of the block, with its default if unset. */
export type IndicatorParams = Readonly<Record<string, PropertyValue>>;

/**
 * Every output of an indicator over the whole series, keyed by the catalogue's output names
 * ("value" for single-output indicators). NaN marks bars without a value (warm-up).
 */
export type IndicatorOutputs = Readonly<Record<string, Float64Array>>;

/** Computes an indicator block from price columns and its validated properties. */
export type IndicatorComputation = (bars: PriceColumns, params: IndicatorParams) => IndicatorOutputs;
