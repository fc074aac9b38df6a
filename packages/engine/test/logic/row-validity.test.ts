import { describe, expect, it } from 'vitest';
import { validateRow, type RowElementInput } from '../../src/index';

const e = (name: string, properties?: Record<string, number | string | boolean>): RowElementInput =>
  properties ? { name, properties } : { name };

describe('row validity (docs/product.md#validation-rules)', () => {
  it.each([
    ['a single boolean', [e('Trending Up')], 'entry'],
    ['comparable, compare-operator, comparable', [e('SMA'), e('Cross Above'), e('EMA')], 'entry'],
    ['two valid parts joined by And', [e('Close'), e('>'), e('SMA'), e('And'), e('Hammer')], 'entry'],
    [
      'three parts joined by And and Or',
      [e('Doji'), e('Or'), e('RSI'), e('<'), e('Number', { value: 30 }), e('And'), e('High Volume')],
      'entry',
    ],
    ['a single exit on the exit tab', [e('Stop Loss %')], 'exit'],
    [
      'exits and a condition joined by Or on the exit tab',
      [e('Stop Loss %'), e('Or'), e('RSI'), e('>'), e('Number', { value: 70 })],
      'exit',
    ],
  ] as const)('accepts %s', (_label, elements, tab) => {
    expect(validateRow(elements, tab)).toEqual({ valid: true, messages: [] });
  });

  it.each([
    ['an empty row', [], 'the row is empty'],
    ['a comparable alone', [e('SMA')], 'SMA must be compared with something'],
    ['a comparison without its right side', [e('SMA'), e('>')], '> needs a comparable on its right'],
    ['a comparison starting with an operator', [e('>'), e('SMA')], '> needs a comparable on its left'],
    [
      'two booleans without And/Or',
      [e('Doji'), e('Hammer')],
      'Hammer must be joined to what comes before it with And or Or',
    ],
    ['a trailing And', [e('Doji'), e('And')], 'And needs a condition on its right'],
    ['a leading Or', [e('Or'), e('Doji')], 'Or needs a condition on its left'],
    [
      'a chained comparison',
      [e('Close'), e('>'), e('SMA'), e('>'), e('EMA')],
      '> must be joined to what comes before it with And or Or',
    ],
    [
      'an exit on the entry tab',
      [e('Stop Loss %')],
      'Stop Loss % is an exit: exits go on the Exit Logic tab',
    ],
    ['an unknown block', [e('Moon Phase')], 'unknown block "Moon Phase"'],
    [
      'an empty slot',
      [e('SMA'), e('>'), { type: 'dropzone', accept: ['comparable'] }],
      'an empty slot is waiting for a comparable block',
    ],
    [
      'a boolean compared with a number',
      [e('Doji'), e('>'), e('Number')],
      '> must be joined to what comes before it with And or Or',
    ],
  ] as const)('refuses %s', (_label, elements, message) => {
    const result = validateRow(elements as readonly RowElementInput[], 'entry');
    expect(result.valid).toBe(false);
    expect(result.messages.join(' | ')).toContain(message);
  });

  it('names the element at fault (1-based) and its block', () => {
    const result = validateRow([e('SMA'), e('Cross Above'), e('Doji')], 'entry');
    expect(result.messages).toEqual(['element 2 (Cross Above): Cross Above needs a comparable on its right']);
  });

  it('checks property values against the catalogue', () => {
    expect(validateRow([e('SMA', { period: 0 }), e('>'), e('Close')], 'entry').messages).toEqual([
      'element 1 (SMA): period must be at least 1, got 0',
    ]);
    // Two elements at fault: each message names its own element.
    expect(
      validateRow([e('SMA', { period: 0 }), e('>'), e('EMA', { period: 2.5 })], 'entry').messages,
    ).toEqual([
      'element 1 (SMA): period must be at least 1, got 0',
      'element 3 (EMA): period must be a whole number, got 2.5',
    ]);
    expect(validateRow([e('SMA', { period: 'ten' }), e('>'), e('Close')], 'entry').messages[0]).toContain(
      'period must be a number',
    );
    expect(validateRow([e('MACD', { line: 'nope' }), e('>'), e('Number')], 'entry').messages[0]).toContain(
      'line must be one of macd, signal, histogram',
    );
  });

  it('reads numeric text as numbers and line names leniently', () => {
    expect(validateRow([e('SMA', { period: '50' }), e('>'), e('Close')], 'entry').valid).toBe(true);
    expect(validateRow([e('MACD', { line: 'Signal' }), e('>'), e('Number')], 'entry').valid).toBe(true);
    expect(validateRow([e('Bollinger Bands', { band: 'upper' }), e('<'), e('Close')], 'entry').valid).toBe(
      true,
    );
    expect(
      validateRow([e('Stochastic', { line: '%K' }), e('<'), e('Number', { value: 20 })], 'entry').valid,
    ).toBe(true);
  });
});
