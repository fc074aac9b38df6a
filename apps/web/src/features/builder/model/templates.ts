import type { LogicNode, LogicRow, RowElement, StrategyInputDeclaration } from '@stratblocks/contracts';
import { findBlock } from '@stratblocks/engine';
import { emptyDocument, type BuilderDocument } from './document';
import { elementFromBlock } from './rows';

/** A block by name with some properties changed from the catalogue's defaults. */
function el(
  name: string,
  properties: Record<string, number | string | boolean | { input: string }> = {},
): RowElement {
  const block = findBlock(name);
  if (!block) throw new Error(`Template uses an unknown block: ${name}`);
  const element = elementFromBlock(block);
  return { ...element, properties: { ...element.properties, ...properties } };
}

const num = (value: number) => el('Number', { value });
const row = (id: number, elements: RowElement[]): LogicRow => ({ id, elements, dropped: true });
const ref = (id: number): LogicNode => ({ id, label: `Logic ${id}` });
/** A property linked to one of the template's inputs (periods shared by the entry and the exit). */
const input = (name: string) => ({ input: name });

/** A MACD line whose three periods are the template's inputs fast, slow and signal. */
const macd = (line: 'macd' | 'signal') =>
  el('MACD', { fast: input('fast'), slow: input('slow'), signal: input('signal'), line });

export interface StrategyTemplate {
  id: string;
  name: string;
  description: string;
  build: () => BuilderDocument;
}

function template(
  id: string,
  name: string,
  description: string,
  entry: RowElement[][],
  exit: RowElement[][],
  inputs: StrategyInputDeclaration[] = [],
): StrategyTemplate {
  return {
    id,
    name,
    description,
    build: () => ({
      ...emptyDocument(),
      name,
      inputs: inputs.map((declared) => ({ ...declared })),
      entryLogicRows: entry.map((elements, index) => row(index + 1, elements)),
      exitLogicRows: exit.map((elements, index) => row(index + 1, elements)),
      entryLogic: { long: ref(1), short: null },
      exitLogic: { exit_long: ref(1), exit_short: null },
    }),
  };
}

/** 'New from template': real strategies that open as ordinary, editable rows. */
export const STRATEGY_TEMPLATES: readonly StrategyTemplate[] = [
  template(
    'sma-cross',
    'SMA Crossover',
    'Buys when SMA 20 crosses above SMA 50, sells when it crosses back below.',
    [[el('SMA', { period: input('fast') }), el('Cross Above'), el('SMA', { period: input('slow') })]],
    [[el('SMA', { period: input('fast') }), el('Cross Below'), el('SMA', { period: input('slow') })]],
    [
      { name: 'fast', value: 20, min: 5, max: 100, step: 5 },
      { name: 'slow', value: 50, min: 20, max: 200, step: 10 },
    ],
  ),
  template(
    'rsi-reversal',
    'RSI Reversal',
    'Buys when RSI 14 falls below 30 (oversold), sells when it rises above 70.',
    [[el('RSI', { period: 14 }), el('<'), num(30)]],
    [[el('RSI', { period: 14 }), el('>'), num(70)]],
  ),
  template(
    'bollinger-bounce',
    'Bollinger Bounce',
    'Buys a close below the lower Bollinger Band, sells at the middle band, with a 5% stop.',
    [[el('Close'), el('<'), el('Bollinger Bands', { line: 'lower' })]],
    [
      [
        el('Close'),
        el('>'),
        el('Bollinger Bands', { line: 'middle' }),
        el('Or'),
        el('Stop Loss %', { percentage: 5 }),
      ],
    ],
  ),
  template(
    'donchian-breakout',
    'Donchian Breakout',
    'Buys a close above the 20-bar resistance level, exits on a 10-bar support break or an ATR trailing stop.',
    [[el('Close'), el('>'), el('Resistance Level', { lookback: 20 })]],
    [[el('Support Break', { lookback: 10 }), el('Or'), el('Trailing Stop ATR')]],
  ),
  template(
    'macd-trend',
    'MACD Trend',
    'Buys when the MACD line crosses above its signal line in an uptrend, sells on the cross below.',
    [
      [
        macd('macd'),
        el('Cross Above'),
        macd('signal'),
        el('And'),
        el('Close'),
        el('>'),
        el('SMA', { period: 200 }),
      ],
    ],
    [[macd('macd'), el('Cross Below'), macd('signal')]],
    [
      { name: 'fast', value: 12, min: 2, max: 50, step: 1 },
      { name: 'slow', value: 26, min: 5, max: 100, step: 2 },
      { name: 'signal', value: 9, min: 2, max: 30, step: 1 },
    ],
  ),
  template(
    'golden-cross',
    'Golden Cross with Stop',
    'Buys when SMA 50 crosses above SMA 200, exits on the death cross or an 8% stop loss.',
    [[el('SMA', { period: input('fast') }), el('Cross Above'), el('SMA', { period: input('slow') })]],
    [
      [
        el('SMA', { period: input('fast') }),
        el('Cross Below'),
        el('SMA', { period: input('slow') }),
        el('Or'),
        el('Stop Loss %', { percentage: 8 }),
      ],
    ],
    [
      { name: 'fast', value: 50, min: 10, max: 100, step: 10 },
      { name: 'slow', value: 200, min: 100, max: 300, step: 20 },
    ],
  ),
  template(
    'ema-pullback',
    'EMA Pullback',
    'In an uptrend (EMA 20 above EMA 50), buys when RSI dips below 40; takes 6% profit or stops at 3%.',
    [[el('EMA', { period: 20 }), el('>'), el('EMA', { period: 50 }), el('And'), el('RSI'), el('<'), num(40)]],
    [[el('Take Profit %', { percentage: 6 }), el('Or'), el('Stop Loss %', { percentage: 3 })]],
  ),
  template(
    'stochastic-oversold',
    'Stochastic Oversold',
    'Buys when %K crosses above %D below 20, holds at most 20 bars or until a 4% stop.',
    [
      [
        el('Stochastic', { line: 'k' }),
        el('Cross Above'),
        el('Stochastic', { line: 'd' }),
        el('And'),
        el('Stochastic', { line: 'k' }),
        el('<'),
        num(20),
      ],
    ],
    [[el('Fixed Holding Period', { bars: 20 }), el('Or'), el('Stop Loss %', { percentage: 4 })]],
  ),
  template(
    'trend-risk-reward',
    'Trend with Risk/Reward',
    'Buys when price crosses above EMA 50 while trending up; 2:1 target on a 2x ATR stop.',
    [[el('Close'), el('Cross Above'), el('EMA', { period: 50 }), el('And'), el('Trending Up')]],
    [[el('ATR Stop'), el('Or'), el('Risk/Reward Ratio', { ratio: 2 })]],
  ),
];
