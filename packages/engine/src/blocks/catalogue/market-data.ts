import { period, positive } from '../properties';
import type { BlockDefinition, NumberProperty } from '../types';

const VALUE = ['value'] as const;

const barsBack: NumberProperty = {
  name: 'value',
  kind: 'number',
  default: -1,
  min: -1,
  max: 1000,
  integer: true,
  description: 'Bars back: -1 or 0 is the current bar, 1 the bar before, and so on.',
};

const offset: NumberProperty = {
  name: 'offset',
  kind: 'number',
  default: 1,
  min: 1,
  max: 1000,
  integer: true,
  description: 'How many bars back (1 is the previous bar).',
};

function priceBlock(name: 'Open' | 'High' | 'Low' | 'Close' | 'Volume', what: string) {
  return {
    name,
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Data',
    description: `The bar's ${what}.`,
    properties: [barsBack],
    outputs: VALUE,
  } as const;
}

/** Prices, price levels, price changes, and the Number constant. */
export const MARKET_DATA_BLOCKS = [
  priceBlock('Open', 'opening price'),
  priceBlock('High', 'highest price'),
  priceBlock('Low', 'lowest price'),
  { ...priceBlock('Close', 'closing price'), aliases: ['price'] },
  priceBlock('Volume', 'traded volume'),
  {
    name: 'Previous Close',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Levels',
    description: 'The close of an earlier bar.',
    properties: [offset],
    outputs: VALUE,
  },
  {
    name: 'Previous High',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Levels',
    description: 'The high of an earlier bar.',
    properties: [offset],
    outputs: VALUE,
  },
  {
    name: 'Previous Low',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Levels',
    description: 'The low of an earlier bar.',
    properties: [offset],
    outputs: VALUE,
  },
  {
    name: 'Day High',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Levels',
    description:
      "The day's highest price so far: the bar's high on daily bars, the session high up to this bar on intraday bars.",
    properties: [
      { name: 'timeframe', kind: 'choice', default: '1D', choices: ['1D'], description: 'The day.' },
    ],
    outputs: VALUE,
  },
  {
    name: 'Day Low',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Levels',
    description:
      "The day's lowest price so far: the bar's low on daily bars, the session low up to this bar on intraday bars.",
    properties: [
      { name: 'timeframe', kind: 'choice', default: '1D', choices: ['1D'], description: 'The day.' },
    ],
    outputs: VALUE,
  },
  {
    name: 'Price Change %',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Changes',
    description: 'Percent change of the close over the period: (close / close n bars ago - 1) x 100.',
    properties: [period(1)],
    outputs: VALUE,
  },
  {
    name: 'Price Change $',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Changes',
    description: 'Change of the close over the period: close - close n bars ago.',
    properties: [period(1)],
    outputs: VALUE,
  },
  {
    name: 'Gap %',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Changes',
    description: 'Opening gap in percent: (open / close n bars ago - 1) x 100.',
    properties: [period(1)],
    outputs: VALUE,
  },
  {
    name: 'Gap $',
    type: 'comparable',
    category: 'Market Data',
    group: 'Price Changes',
    description: 'Opening gap: open - close n bars ago.',
    properties: [period(1)],
    outputs: VALUE,
  },
  {
    name: 'Number',
    type: 'comparable',
    category: 'Market Data',
    group: 'Constants',
    description: 'A fixed number to compare with, as in RSI < 30.',
    properties: [positive('value', 0, 'The number.', { min: -1_000_000_000, max: 1_000_000_000 })],
    outputs: VALUE,
  },
] as const satisfies readonly BlockDefinition[];
