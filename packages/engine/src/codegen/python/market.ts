import { pyFloat, pyFunction, pyInt, pyString } from './literals';
import type { BlockParams, PythonBlock, PythonFunction } from './types';

/** The market data blocks of src/indicators/market, in Python. */
export const MARKET_FUNCTIONS: readonly PythonFunction[] = [
  pyFunction(
    'day_extreme',
    [],
    `
    def day_extreme(times, values, field):
        """Day High / Day Low: the bar's own value on daily bars; on intraday bars the session's
        extreme from its first bar up to this one."""
        if not times or len(times[0]) <= 10:
            return list(values)
        out = [NAN] * len(values)
        current_day = ""
        extreme = NAN
        for index in range(len(values)):
            day = times[index][:10]
            if day != current_day:
                current_day = day
                extreme = values[index]
            elif field == "high":
                extreme = max(extreme, values[index])
            else:
                extreme = min(extreme, values[index])
            out[index] = extreme
        return out
    `,
  ),
  pyFunction(
    'price_change',
    [],
    `
    def price_change(current, close, period, percent):
        """Change of current (the close, or the open for a gap) against the close period bars back:
        in percent, (current / close - 1) x 100, or in money, current - close."""
        out = [NAN] * len(current)
        for index in range(period, len(current)):
            base = close[index - period]
            out[index] = (current[index] / base - 1) * 100 if percent else current[index] - base
        return out
    `,
  ),
];

/** Bars back from the `value` property of the price blocks: -1 or 0 is the current bar. */
function barsBack(params: BlockParams): number {
  const value = params['value'];
  return typeof value === 'number' && value > 0 ? Math.round(value) : 0;
}

function priceField(field: 'open' | 'high' | 'low' | 'close' | 'volume'): PythonBlock {
  return {
    uses: [],
    call: (p) => {
      const back = barsBack(p);
      return back === 0 ? `bars[${pyString(field)}]` : `shift(bars[${pyString(field)}], ${back})`;
    },
  };
}

function previousField(field: 'close' | 'high' | 'low'): PythonBlock {
  return { uses: ['shift'], call: (p) => `shift(bars[${pyString(field)}], ${pyInt(p, 'offset')})` };
}

function change(from: 'close' | 'open', percent: boolean): PythonBlock {
  return {
    uses: ['price_change'],
    call: (p) =>
      `price_change(bars[${pyString(from)}], bars["close"], ${pyInt(p, 'period')}, ${percent ? 'True' : 'False'})`,
  };
}

/** Python calls of the market data blocks, keyed by catalogue name. */
export const MARKET_PYTHON = {
  Open: priceField('open'),
  High: priceField('high'),
  Low: priceField('low'),
  Close: priceField('close'),
  Volume: priceField('volume'),
  'Previous Close': previousField('close'),
  'Previous High': previousField('high'),
  'Previous Low': previousField('low'),
  'Day High': { uses: ['day_extreme'], call: () => 'day_extreme(bars["times"], bars["high"], "high")' },
  'Day Low': { uses: ['day_extreme'], call: () => 'day_extreme(bars["times"], bars["low"], "low")' },
  'Price Change %': change('close', true),
  'Price Change $': change('close', false),
  'Gap %': change('open', true),
  'Gap $': change('open', false),
  Number: {
    uses: [],
    call: (p) =>
      `[${pyFloat(typeof p['value'] === 'number' ? p['value'] : Number.NaN)}] * len(bars["close"])`,
  },
} satisfies Record<string, PythonBlock>;
