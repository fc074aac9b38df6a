import { describe, expect, it } from 'vitest';
import { BLOCKS, defaultProperties, findBlock, indicatorBlocks } from '../src/index';

/**
 * The block catalogue (docs/product.md#entities-and-fields), copied by hand from the spec: name, type and default
 * properties. The catalogue may add properties only where docs/indicators.md#indicators-patterns-and-conditions says so (source,
 * line selectors), listed separately below.
 */
const SPEC_BLOCKS: Array<[string, string, Record<string, number | string | boolean>]> = [
  ['Open', 'comparable', { value: -1 }],
  ['High', 'comparable', { value: -1 }],
  ['Low', 'comparable', { value: -1 }],
  ['Close', 'comparable', { value: -1 }],
  ['Volume', 'comparable', { value: -1 }],
  ['Previous Close', 'comparable', { offset: 1 }],
  ['Previous High', 'comparable', { offset: 1 }],
  ['Previous Low', 'comparable', { offset: 1 }],
  ['Day High', 'comparable', { timeframe: '1D' }],
  ['Day Low', 'comparable', { timeframe: '1D' }],
  ['Price Change %', 'comparable', { period: 1 }],
  ['Price Change $', 'comparable', { period: 1 }],
  ['Gap %', 'comparable', { period: 1 }],
  ['Gap $', 'comparable', { period: 1 }],
  ['SMA', 'comparable', { period: 20 }],
  ['EMA', 'comparable', { period: 20 }],
  ['WMA', 'comparable', { period: 20 }],
  ['VWMA', 'comparable', { period: 20 }],
  ['RSI', 'comparable', { period: 14 }],
  ['MACD', 'comparable', { fast: 12, slow: 26, signal: 9 }],
  ['Stochastic', 'comparable', { kPeriod: 14, dPeriod: 3 }],
  ['Williams %R', 'comparable', { period: 14 }],
  ['CCI', 'comparable', { period: 20 }],
  ['OBV', 'comparable', { period: 14 }],
  ['Volume SMA', 'comparable', { period: 20 }],
  ['Volume Rate', 'comparable', { period: 14 }],
  ['AD', 'comparable', { period: 14 }],
  ['ATR', 'comparable', { period: 14 }],
  ['Bollinger Bands', 'comparable', { period: 20, stdDev: 2 }],
  ['Keltner Channels', 'comparable', { period: 20, multiplier: 2 }],
  ['Donchian Channels', 'comparable', { period: 20 }],
  ['Pivot Points', 'comparable', { period: 1 }],
  ['Support Level', 'comparable', { lookback: 20 }],
  ['Resistance Level', 'comparable', { lookback: 20 }],
  ['Engulfing', 'boolean', { strict: false }],
  ['Hammer', 'boolean', { strict: false }],
  ['Shooting Star', 'boolean', { strict: false }],
  ['Doji', 'boolean', { threshold: 0.1 }],
  ['Or', 'boolean-operator', {}],
  ['And', 'boolean-operator', {}],
  ['Cross Above', 'compare-operator', {}],
  ['Cross Below', 'compare-operator', {}],
  ['>', 'compare-operator', {}],
  ['<', 'compare-operator', {}],
  ['>=', 'compare-operator', {}],
  ['<=', 'compare-operator', {}],
  ['=', 'compare-operator', {}],
  ['Trending Up', 'boolean', { period: 20 }],
  ['Trending Down', 'boolean', { period: 20 }],
  ['Sideways', 'boolean', { period: 20, threshold: 0.02 }],
  ['High Volatility', 'boolean', { atrPeriod: 14, threshold: 1.5 }],
  ['Low Volatility', 'boolean', { atrPeriod: 14, threshold: 0.5 }],
  ['High Volume', 'boolean', { period: 20, multiplier: 1.5 }],
  ['Low Volume', 'boolean', { period: 20, multiplier: 0.5 }],
  ['Volume Spike', 'boolean', { period: 5, multiplier: 2 }],
  ['Market Open', 'boolean', { time: '09:30' }],
  ['Market Close', 'boolean', { time: '16:00' }],
  ['First Hour', 'boolean', { start: '09:30', end: '10:30' }],
  ['Last Hour', 'boolean', { start: '15:00', end: '16:00' }],
  ['Fixed Holding Period', 'exit', { bars: 30 }],
  ['End of Day', 'exit', { time: '16:00' }],
  ['End of Week', 'exit', { day: 'Friday' }],
  ['Take Profit %', 'exit', { percentage: 10 }],
  ['Take Profit $', 'exit', { amount: 100 }],
  ['Stop Loss %', 'exit', { percentage: 5 }],
  ['Stop Loss $', 'exit', { amount: 50 }],
  ['ATR Stop', 'exit', { atrMultiplier: 2, period: 14 }],
  ['Trailing Stop %', 'exit', { percentage: 5 }],
  ['Trailing Stop ATR', 'exit', { atrMultiplier: 1.5, period: 14 }],
  ['Support Break', 'exit', { lookback: 20 }],
  ['Resistance Break', 'exit', { lookback: 20 }],
  ['Max Drawdown', 'exit', { percentage: 10 }],
  ['Profit Target', 'exit', { percentage: 20 }],
  ['Risk/Reward Ratio', 'exit', { ratio: 2 }],
];

/** Properties docs/indicators.md#indicators-patterns-and-conditions adds to spec blocks (and Fibonacci's swing window). */
const ADDED_PROPERTIES: Record<string, string[]> = {
  SMA: ['source'],
  EMA: ['source'],
  WMA: ['source'],
  VWMA: ['source'],
  RSI: ['source'],
  MACD: ['source', 'line'],
  Stochastic: ['line'],
  OBV: ['line'],
  AD: ['line'],
  'Bollinger Bands': ['source', 'line'],
  'Keltner Channels': ['line'],
  'Donchian Channels': ['line'],
  'Pivot Points': ['line'],
};

describe('the block catalogue holds every block of the spec', () => {
  it.each(SPEC_BLOCKS)('%s is a %s with the spec defaults', (name, type, defaults) => {
    const block = findBlock(name);
    expect(block?.name).toBe(name);
    expect(block?.type).toBe(type);
    const properties = defaultProperties(block ?? ({ properties: [] } as never));
    const added = ADDED_PROPERTIES[name] ?? [];
    const specOnly = Object.fromEntries(Object.entries(properties).filter(([key]) => !added.includes(key)));
    expect(specOnly).toEqual(defaults);
    for (const key of added) expect(properties).toHaveProperty(key);
  });

  it('has Fibonacci Retracement with the spec levels', () => {
    const block = findBlock('Fibonacci Retracement');
    expect(block?.type).toBe('comparable');
    const levels = String(defaultProperties(block ?? ({ properties: [] } as never))['levels']);
    expect(levels.split(',').map(Number)).toEqual([0.236, 0.382, 0.618]);
  });

  it('puts each spec block in its spec category and group', () => {
    const expectations: Array<[string, string, string]> = [
      ['Close', 'Market Data', 'Price Data'],
      ['Previous Close', 'Market Data', 'Price Levels'],
      ['Gap %', 'Market Data', 'Price Changes'],
      ['EMA', 'Indicators', 'Trend'],
      ['CCI', 'Indicators', 'Momentum'],
      ['AD', 'Indicators', 'Volume'],
      ['Donchian Channels', 'Indicators', 'Volatility'],
      ['Pivot Points', 'Indicators', 'Support/Resistance'],
      ['Doji', 'Indicators', 'Patterns'],
      ['Cross Above', 'Operators', 'Comparison'],
      ['Sideways', 'Conditions', 'Trend'],
      ['Trailing Stop %', 'Exits', 'Stops'],
    ];
    for (const [name, category, group] of expectations) {
      expect([findBlock(name)?.category, findBlock(name)?.group]).toEqual([category, group]);
    }
  });

  it('adds the Number constant as a comparable (docs/indicators.md#indicators-patterns-and-conditions)', () => {
    const block = findBlock('Number');
    expect(block?.type).toBe('comparable');
    expect(defaultProperties(block ?? ({ properties: [] } as never))).toEqual({ value: 0 });
  });
});

describe('catalogue integrity', () => {
  it('has unique names', () => {
    const names = BLOCKS.map((block) => block.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('offers at least 50 indicators (the landing page promises 50+)', () => {
    const comparables = indicatorBlocks().filter((block) => block.type === 'comparable');
    expect(comparables.length).toBeGreaterThanOrEqual(50);
  });

  it('gives every multi-output block a line selector listing exactly its outputs', () => {
    for (const block of BLOCKS) {
      if (block.outputs.length <= 1) continue;
      const selector = block.properties.find((property) => property.name === 'line');
      expect(selector, block.name).toBeDefined();
      expect(selector?.kind === 'choice' ? selector.choices : [], block.name).toEqual(block.outputs);
    }
  });

  it('gives comparables and booleans outputs, operators and exits none', () => {
    for (const block of BLOCKS) {
      const expectsOutputs = block.type === 'comparable' || block.type === 'boolean';
      expect(block.outputs.length > 0, block.name).toBe(expectsOutputs);
    }
  });

  it('describes every block and every property', () => {
    for (const block of BLOCKS) {
      expect(block.description.length, block.name).toBeGreaterThan(10);
      for (const property of block.properties)
        expect(property.description.length, `${block.name}.${property.name}`).toBeGreaterThan(3);
    }
  });

  it('finds blocks regardless of case and spacing', () => {
    expect(findBlock('williams %r')?.name).toBe('Williams %R');
    expect(findBlock('bollinger_bands')?.name).toBe('Bollinger Bands');
    expect(findBlock('No Such Block')).toBeUndefined();
  });
});
