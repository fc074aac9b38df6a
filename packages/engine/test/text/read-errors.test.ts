import { describe, expect, it } from 'vitest';
import { formatTextError } from '../../src/text/errors';
import { parseStrategyText } from '../../src/text/parse';

function refused(text: string, inputs: string[] = []) {
  const result = parseStrategyText(text, { inputs: inputs.map((name) => ({ name })) });
  if (result.ok) throw new Error(`"${text}" was read`);
  return result.error;
}

describe('text that cannot be read', () => {
  it("points after 'crosses' at the word that should be 'above' or 'below'", () => {
    const error = refused('Buy when SMA(20) crosses abov SMA(50)');
    // "Buy when SMA(20) crosses " is 25 characters: 'abov' starts at column 26.
    expect(error).toMatchObject({ line: 1, column: 26, expected: "'above' or 'below'" });
    expect(error.message).toBe("after 'crosses' expected 'above' or 'below', found 'abov'");
    expect(formatTextError(error)).toBe(
      "line 1, column 26: after 'crosses' expected 'above' or 'below', found 'abov'",
    );
  });

  it('suggests the closest names for an unknown one', () => {
    const error = refused('Buy when Close > 1\nSell when RSII(14) > 70');
    expect(error).toMatchObject({ line: 2, column: 11 });
    expect(error.suggestions?.[0]).toBe('RSI');
    expect(error.message).toContain('did you mean RSI');
    expect(refused('Buy when Bolinger Bands < Close').suggestions?.[0]).toBe('Bollinger Bands');
    expect(refused('Buy when Close > moving averge(50)').suggestions?.[0]).toBe('moving average');
  });

  it('names what may follow a started name', () => {
    const error = refused('Buy when Trending Sideways');
    expect(error).toMatchObject({ column: 19, expected: "'Up' or 'Down'" });
  });

  it('asks for an operator after a value, listing the written ones', () => {
    const error = refused('Buy when RSI(14) 30');
    expect(error.column).toBe(18);
    expect(error.expected).toBe('an operator (crosses above, crosses below, >, <, >=, <=, =)');
  });

  it('refuses an exit in a Buy or Short line', () => {
    const error = refused('Short when stop loss 5%');
    expect(error).toMatchObject({ line: 1, column: 12 });
    expect(error.message).toContain('exits go in Sell and Cover lines');
  });

  it('refuses a condition where a value is compared', () => {
    expect(refused('Buy when Close > Hammer')).toMatchObject({ column: 18, expected: 'a value or a number' });
  });

  it('wants a side word and "when" at the start of a line', () => {
    expect(refused('Byu when Close > 1')).toMatchObject({ column: 1, suggestions: ['Buy'] });
    expect(refused('Buy if Close > 1')).toMatchObject({ column: 5, expected: "'when'" });
    expect(refused('Sell when')).toMatchObject({ column: 10, expected: 'a condition' });
  });

  it('refuses a side given twice, and an empty text', () => {
    expect(refused('Buy when Close > 1\nbuy when Close < 1')).toMatchObject({ line: 2, column: 1 });
    expect(refused('  \n ')).toMatchObject({ line: 1, column: 1 });
  });

  it('wants and, or or the end after a part', () => {
    expect(refused('Buy when Close > 1 but Close < 3')).toMatchObject({
      column: 20,
      expected: "'and', 'or' or the end of the line",
    });
  });

  it('checks arguments: how many, which names, which choices, numbers or inputs', () => {
    expect(refused('Buy when SMA(20, close, 3) > 1')).toMatchObject({ column: 25 });
    expect(refused('Buy when SMA(length=20) > 1').message).toBe(
      "SMA has no property 'length': expected period, source, symbol or timeframe",
    );
    expect(refused('Buy when SMA(20, median) > 1')).toMatchObject({ column: 18 });
    expect(refused('Buy when SMA(fast) > 1').expected).toBe('a number');
    expect(refused('Buy when SMA(fsat) > 1', ['fast'])).toMatchObject({ suggestions: ['fast'] });
    expect(refused('Buy when SMA(20 > 1')).toMatchObject({ expected: "',' or ')'" });
    expect(refused('Buy when SMA(20, period=30) > 1').message).toBe('period of SMA is given twice');
  });

  it("wants a ticker after 'of'", () => {
    expect(refused('Buy when Close of > 1')).toMatchObject({ expected: 'a ticker symbol' });
  });
});
