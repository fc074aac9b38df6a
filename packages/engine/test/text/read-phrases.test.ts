import { describe, expect, it } from 'vitest';
import { parseStrategyText, type TextLogic } from '../../src/text/parse';

/** Hand-worked reads of every phrase of docs/plain-english.md; defaults written out from the catalogue. */

function read(text: string, inputs: string[] = []): TextLogic {
  const result = parseStrategyText(text, { inputs: inputs.map((name) => ({ name })) });
  if (!result.ok) throw new Error(`${result.error.line}:${result.error.column} ${result.error.message}`);
  return result.logic;
}

function buy(text: string, inputs: string[] = []) {
  return read(`Buy when ${text}`, inputs).entryLogic.long?.elements;
}

function sell(text: string) {
  return read(`Sell when ${text}`).exitLogic.exit_long?.elements;
}

const sma = (period: number, source = 'close') => ({
  name: 'SMA',
  type: 'comparable',
  properties: { period, source },
});
const close = { name: 'Close', type: 'comparable', properties: { value: -1 } };
const num = (value: number) => ({ name: 'Number', type: 'comparable', properties: { value } });
const op = (name: string) => ({ name, type: 'compare-operator' });
const join = (name: 'And' | 'Or') => ({ name, type: 'boolean-operator' });

describe('lines', () => {
  it('reads the four sides, in any order, words in any case, and leaves the others null', () => {
    const logic = read(
      'cover when Close < 1\nSELL WHEN Close < 2\n  Short   when Close > 3.\nBuy when Close > 4',
    );
    expect(logic.entryLogic.long?.elements).toEqual([close, op('>'), num(4)]);
    expect(logic.entryLogic.short?.elements).toEqual([close, op('>'), num(3)]);
    expect(logic.exitLogic.exit_long?.elements).toEqual([close, op('<'), num(2)]);
    expect(logic.exitLogic.exit_short?.elements).toEqual([close, op('<'), num(1)]);
  });

  it('gives null for the sides without a line and skips blank lines', () => {
    const logic = read('\n\nBuy when Close > 4\n\n');
    expect(logic).toEqual({
      entryLogic: { long: { elements: [close, op('>'), num(4)] }, short: null },
      exitLogic: { exit_long: null, exit_short: null },
    });
  });
});

describe('comparisons', () => {
  it.each([
    ['crosses above', 'Cross Above'],
    ['crosses below', 'Cross Below'],
    ['>', '>'],
    ['is above', '>'],
    ['<', '<'],
    ['is below', '<'],
    ['>=', '>='],
    ['is at or above', '>='],
    ['<=', '<='],
    ['is at or below', '<='],
    ['=', '='],
    ['equals', '='],
    ['CROSSES   ABOVE', 'Cross Above'],
  ])('reads "%s" as %s', (words, name) => {
    expect(buy(`Close ${words} 10`)).toEqual([close, op(name), num(10)]);
  });

  it('reads numbers on either side, negative and decimal', () => {
    expect(buy('-1.5 < Close')).toEqual([num(-1.5), op('<'), close]);
    expect(buy('Close>30')).toEqual([close, op('>'), num(30)]);
  });

  it('reads and/or left to right into one row', () => {
    expect(buy('SMA(20) crosses above SMA(50) and RSI(14) < 70 or Close > 5')).toEqual([
      sma(20),
      op('Cross Above'),
      sma(50),
      join('And'),
      { name: 'RSI', type: 'comparable', properties: { period: 14, source: 'close' } },
      op('<'),
      num(70),
      join('Or'),
      close,
      op('>'),
      num(5),
    ]);
  });
});

describe('value blocks', () => {
  it('reads the aliases: price, moving average, MA, Bollinger', () => {
    expect(buy('price > moving average(30) and MA(40) < Bollinger(10)')).toEqual([
      close,
      op('>'),
      sma(30),
      join('And'),
      sma(40),
      op('<'),
      {
        name: 'Bollinger Bands',
        type: 'comparable',
        properties: { period: 10, stdDev: 2, source: 'close', line: 'middle' },
      },
    ]);
  });

  it('reads names in any case and spacing, and a name that is longer than an alias', () => {
    expect(buy('bollinger  %b > 1 and price change % > 2')).toEqual([
      { name: 'Bollinger %B', type: 'comparable', properties: { period: 20, stdDev: 2, source: 'close' } },
      op('>'),
      num(1),
      join('And'),
      { name: 'Price Change %', type: 'comparable', properties: { period: 1 } },
      op('>'),
      num(2),
    ]);
  });

  it('reads positional and named arguments, the omitted ones at their defaults', () => {
    const bands = { name: 'Bollinger Bands', type: 'comparable' };
    expect(buy('Close > Bollinger Bands(10, 2.5, hl2, upper)')?.[2]).toEqual({
      ...bands,
      properties: { period: 10, stdDev: 2.5, source: 'hl2', line: 'upper' },
    });
    expect(buy('Close > Bollinger Bands(stdDev=3, period=15)')?.[2]).toEqual({
      ...bands,
      properties: { period: 15, stdDev: 3, source: 'close', line: 'middle' },
    });
    expect(buy('Close > SMA()')?.[2]).toEqual(sma(20));
  });

  it('reads the line of a multi-output block after the name, or as line= inside the parentheses', () => {
    const macd = (line: string) => ({
      name: 'MACD',
      type: 'comparable',
      properties: { fast: 12, slow: 26, signal: 9, source: 'close', line },
    });
    expect(buy('MACD crosses above MACD signal')).toEqual([macd('macd'), op('Cross Above'), macd('signal')]);
    expect(buy('MACD(line=histogram) > 0')?.[0]).toEqual(macd('histogram'));
    expect(buy('Bollinger Bands(20, 2) upper < Close')?.[0]).toEqual({
      name: 'Bollinger Bands',
      type: 'comparable',
      properties: { period: 20, stdDev: 2, source: 'close', line: 'upper' },
    });
  });

  it('reads "of SYMBOL" and daily, weekly, monthly as the symbol and timeframe properties', () => {
    expect(buy('Close > SMA(200) of SPY')?.[2]).toEqual({
      ...sma(200),
      properties: { period: 200, source: 'close', symbol: 'SPY' },
    });
    expect(buy('Close weekly > 1')?.[0]).toEqual({ ...close, properties: { value: -1, timeframe: '1W' } });
    expect(buy('RSI(14) of QQQ monthly < 30')?.[0]).toEqual({
      name: 'RSI',
      type: 'comparable',
      properties: { period: 14, source: 'close', symbol: 'QQQ', timeframe: '1M' },
    });
    expect(buy('Close daily of BRK.B > 1')?.[0]).toEqual({
      ...close,
      properties: { value: -1, timeframe: '1D', symbol: 'BRK.B' },
    });
  });

  it("binds an argument that names one of the strategy's inputs, and a value that names one", () => {
    expect(
      buy('SMA(fast) crosses above SMA(period=slow) and RSI < oversold', ['fast', 'slow', 'oversold']),
    ).toEqual([
      { name: 'SMA', type: 'comparable', properties: { period: { input: 'fast' }, source: 'close' } },
      op('Cross Above'),
      { name: 'SMA', type: 'comparable', properties: { period: { input: 'slow' }, source: 'close' } },
      join('And'),
      { name: 'RSI', type: 'comparable', properties: { period: 14, source: 'close' } },
      op('<'),
      { name: 'Number', type: 'comparable', properties: { value: { input: 'oversold' } } },
    ]);
    expect(buy('SMA("fast period") > 1', ['fast period'])?.[0]).toEqual({
      name: 'SMA',
      type: 'comparable',
      properties: { period: { input: 'fast period' }, source: 'close' },
    });
  });

  it('reads text, times and true/false arguments', () => {
    expect(
      buy(
        'Market Open(10:00) and Hammer(strict=true) and Fibonacci Retracement(levels="0.3, 0.5, 0.7") level3 > 1',
      ),
    ).toEqual([
      { name: 'Market Open', type: 'boolean', properties: { time: '10:00' } },
      join('And'),
      { name: 'Hammer', type: 'boolean', properties: { strict: true } },
      join('And'),
      {
        name: 'Fibonacci Retracement',
        type: 'comparable',
        properties: { levels: '0.3, 0.5, 0.7', lookback: 20, line: 'level3' },
      },
      op('>'),
      num(1),
    ]);
  });
});

describe('conditions and exits', () => {
  it('reads a condition or pattern block by itself', () => {
    expect(buy('Trending Up and Hammer or High Volume(20, 1.8)')).toEqual([
      { name: 'Trending Up', type: 'boolean', properties: { period: 20 } },
      join('And'),
      { name: 'Hammer', type: 'boolean', properties: { strict: false } },
      join('Or'),
      { name: 'High Volume', type: 'boolean', properties: { period: 20, multiplier: 1.8 } },
    ]);
  });

  it.each([
    ['stop loss 5%', 'Stop Loss %', { percentage: 5 }],
    ['stop loss $50', 'Stop Loss $', { amount: 50 }],
    ['take profit 10%', 'Take Profit %', { percentage: 10 }],
    ['take profit $100', 'Take Profit $', { amount: 100 }],
    ['trailing stop 2.5 %', 'Trailing Stop %', { percentage: 2.5 }],
    ['after 30 bars', 'Fixed Holding Period', { bars: 30 }],
    ['after 1 bar', 'Fixed Holding Period', { bars: 1 }],
    ['ATR Stop(3, 10)', 'ATR Stop', { atrMultiplier: 3, period: 10 }],
    ['Risk/Reward Ratio(2)', 'Risk/Reward Ratio', { ratio: 2 }],
    ['Stop Loss %(7)', 'Stop Loss %', { percentage: 7 }],
    ['End of Week(Thursday)', 'End of Week', { day: 'Thursday' }],
  ])('reads "%s" as %s', (words, name, properties) => {
    expect(sell(words)).toEqual([{ name, type: 'exit', properties }]);
  });

  it('reads exits joined with a bar-close condition', () => {
    expect(sell('stop loss 5% or take profit 10% or SMA(20) crosses below SMA(50)')).toEqual([
      { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
      join('Or'),
      { name: 'Take Profit %', type: 'exit', properties: { percentage: 10 } },
      join('Or'),
      sma(20),
      op('Cross Below'),
      sma(50),
    ]);
  });
});
