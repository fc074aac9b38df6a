import type { IndicatorParams, PriceColumns } from './types';

/** A numeric property (validated upstream; a missing one is a programmer error). */
export function numberParam(params: IndicatorParams, name: string): number {
  const value = params[name];
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`Indicator property "${name}" must be a number, got ${JSON.stringify(value)}`);
  }
  return value;
}

/** A whole-number property such as a period. */
export function integerParam(params: IndicatorParams, name: string): number {
  return Math.max(1, Math.round(numberParam(params, name)));
}

/** The price series named by the `source` property (close when absent). */
export function sourceColumn(bars: PriceColumns, params: IndicatorParams): Float64Array {
  return priceSource(bars, typeof params['source'] === 'string' ? params['source'] : 'close');
}

/** close, open, high, low, volume, or the bar averages hl2, hlc3, ohlc4. */
export function priceSource(bars: PriceColumns, source: string): Float64Array {
  switch (source) {
    case 'open':
      return bars.open;
    case 'high':
      return bars.high;
    case 'low':
      return bars.low;
    case 'volume':
      return bars.volume;
    case 'hl2':
      return bars.high.map((high, index) => (high + (bars.low[index] ?? Number.NaN)) / 2);
    case 'hlc3':
      return bars.high.map(
        (high, index) => (high + (bars.low[index] ?? Number.NaN) + (bars.close[index] ?? Number.NaN)) / 3,
      );
    case 'ohlc4':
      return bars.open.map(
        (open, index) =>
          (open +
            (bars.high[index] ?? Number.NaN) +
            (bars.low[index] ?? Number.NaN) +
            (bars.close[index] ?? Number.NaN)) /
          4,
      );
    default:
      return bars.close;
  }
}
