import { pyFloat, pyInt, pyString } from './literals';
import type { BlockParams, PythonBlock, PythonFunction } from './types';
import { runtimeModule } from './runtime';

const marketPython = runtimeModule('market');

/** The market data blocks of src/indicators/market, in Python. */
export const MARKET_FUNCTIONS: readonly PythonFunction[] = [
  marketPython('day_extreme', []),
  marketPython('price_change', []),
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
