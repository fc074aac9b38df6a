import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { maCrossoverSample } from '../../src/strategy/sma-cross';
import type { StrategyInput } from '../../src/strategy/types';
import { describeStrategy } from '../../src/text/describe';
import { parseStrategyText } from '../../src/text/parse';
import { sidesOf, sidesOfLogic } from './same-strategy';

const EXAMPLES = join(__dirname, '../../../../examples');

function roundTrip(strategy: StrategyInput) {
  const described = describeStrategy(strategy);
  if (!described.ok) throw new Error(described.message);
  const read = parseStrategyText(described.text, { inputs: strategy.inputs ?? [] });
  if (!read.ok) throw new Error(`${described.text}\n${read.error.message}`);
  return { text: described.text, sides: sidesOfLogic(read.logic) };
}

describe('every example strategy reads back from its text unchanged', () => {
  const files = readdirSync(EXAMPLES).filter((file) => file.endsWith('.json'));

  it('has examples to read', () => {
    expect(files.length).toBeGreaterThanOrEqual(4);
  });

  it.each(files)('%s', (file) => {
    const strategy = JSON.parse(readFileSync(join(EXAMPLES, file), 'utf8')) as StrategyInput;
    const { sides } = roundTrip(strategy);
    expect(sides).toEqual(sidesOf(strategy));
  });

  it('writes the SMA cross with inputs as its lines', () => {
    const strategy = JSON.parse(
      readFileSync(join(EXAMPLES, 'spy-sma-cross-inputs.json'), 'utf8'),
    ) as StrategyInput;
    const described = describeStrategy(strategy);
    expect(described.ok && described.lines[0]).toBe('Buy when SMA(fast) crosses above SMA(slow)');
  });

  it("writes sma-cross-rsi.json as the rule's two lines", () => {
    const strategy = JSON.parse(readFileSync(join(EXAMPLES, 'sma-cross-rsi.json'), 'utf8')) as StrategyInput;
    expect(describeStrategy(strategy)).toEqual({
      ok: true,
      lines: [
        'Buy when SMA crosses above SMA(50) and RSI < 70',
        'Sell when stop loss 5% or take profit 10% or SMA crosses below SMA(50)',
      ],
      text: 'Buy when SMA crosses above SMA(50) and RSI < 70\nSell when stop loss 5% or take profit 10% or SMA crosses below SMA(50)',
    });
  });
});

describe('rows joined by references and And/Or', () => {
  it('reads back the sample crossover written from its rows', () => {
    const strategy = maCrossoverSample();
    expect(roundTrip(strategy).sides).toEqual(sidesOf(strategy));
  });

  it('writes an And of two rows as one line when left to right means the same', () => {
    const strategy: StrategyInput = {
      ...maCrossoverSample(),
      entryLogic: {
        long: { type: 'boolean-operator', name: 'And', left: { id: 1 }, right: { id: 2 } },
        short: null,
      },
      entryLogicRows: [
        { id: 1, elements: [{ name: 'Close' }, { name: '>' }, { name: 'Number', properties: { value: 5 } }] },
        { id: 2, elements: [{ name: 'Hammer' }, { name: 'And' }, { name: 'Trending Up' }] },
      ],
    };
    const described = describeStrategy(strategy);
    expect(described.ok && described.lines[0]).toBe('Buy when Close > 5 and Hammer and Trending Up');
  });

  it('refuses an And of rows whose right row holds an Or, which one line would read differently', () => {
    const strategy: StrategyInput = {
      ...maCrossoverSample(),
      entryLogic: {
        long: { type: 'boolean-operator', name: 'And', left: { id: 1 }, right: { id: 2 } },
        short: null,
      },
      entryLogicRows: [
        { id: 1, elements: [{ name: 'Hammer' }] },
        { id: 2, elements: [{ name: 'Doji' }, { name: 'Or' }, { name: 'Trending Up' }] },
      ],
    };
    const described = describeStrategy(strategy);
    expect(described.ok).toBe(false);
    expect(!described.ok && described.message).toMatch(/^Entry long: /);
  });

  it('refuses a row with an empty slot, naming the side', () => {
    const strategy: StrategyInput = {
      ...maCrossoverSample(),
      exitLogic: { exit_long: { elements: [{ type: 'dropzone', accept: ['exit'] }] }, exit_short: null },
    };
    expect(describeStrategy(strategy)).toEqual({
      ok: false,
      message: 'Exit long: an empty slot is waiting for an exit block',
    });
  });
});
