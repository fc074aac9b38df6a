import { dateOf } from '../../data/bars';
import { integerParam, numberParam } from '../params';
import { nanColumn, shift } from '../primitives';
import type { IndicatorComputation, PriceColumns } from '../types';

type PriceField = 'open' | 'high' | 'low' | 'close' | 'volume';

/** Bars back from the `value` property: -1 or 0 is the current bar. */
function barsBack(params: Readonly<Record<string, unknown>>): number {
  const value = params['value'];
  return typeof value === 'number' && value > 0 ? Math.round(value) : 0;
}

/** Open, High, Low, Close, Volume: the bar's field, or an earlier bar's (value = bars back). */
export function priceField(field: PriceField): IndicatorComputation {
  return (bars, params) => {
    const back = barsBack(params);
    return { value: back === 0 ? bars[field] : shift(bars[field], back) };
  };
}

/** Previous Close/High/Low: the field of the bar `offset` bars back. */
export function previousField(field: 'close' | 'high' | 'low'): IndicatorComputation {
  return (bars, params) => ({ value: shift(bars[field], integerParam(params, 'offset')) });
}

/**
 * Day High / Day Low: on daily or longer bars the bar's own high/low; on intraday bars the
 * session's extreme from its first bar up to and including this one (never a later bar).
 */
export function dayExtreme(field: 'high' | 'low'): IndicatorComputation {
  return (bars: PriceColumns) => {
    const source = bars[field];
    const intraday = (bars.times[0]?.length ?? 0) > 10;
    if (!intraday) return { value: source };
    const out = nanColumn(source.length);
    let currentDay = '';
    let extreme = Number.NaN;
    for (let index = 0; index < source.length; index += 1) {
      const day = dateOf(bars.times[index] ?? '');
      const value = source[index] ?? Number.NaN;
      if (day !== currentDay) {
        currentDay = day;
        extreme = value;
      } else extreme = field === 'high' ? Math.max(extreme, value) : Math.min(extreme, value);
      out[index] = extreme;
    }
    return { value: out };
  };
}

/** Price Change % and $ (close against close n bars back), Gap % and $ (open against it). */
export function change(from: 'close' | 'open', unit: 'percent' | 'money'): IndicatorComputation {
  return (bars, params) => {
    const period = integerParam(params, 'period');
    const current = bars[from];
    const closes = bars.close;
    const count = current.length;
    const out = nanColumn(count);
    const percent = unit === 'percent';
    for (let index = period; index < count; index += 1) {
      const base = closes[index - period] as number;
      const now = current[index] as number;
      out[index] = percent ? (now / base - 1) * 100 : now - base;
    }
    return { value: out };
  };
}

/** Number: the same value on every bar. */
export const constantNumber: IndicatorComputation = (bars, params) => ({
  value: new Float64Array(bars.close.length).fill(numberParam(params, 'value')),
});
