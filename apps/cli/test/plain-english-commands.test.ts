import { BacktestResultsSchema } from '@stratblocks/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { capture, configFolder, SMA_CROSS_RUN } from './capture';

interface Logic {
  entryLogic: { long: { elements: Array<{ name: string; properties?: unknown }> } };
  exitLogic: { exit_long: { elements: Array<{ name: string; properties?: unknown }> } };
}
const logicOf = (out: string) => JSON.parse(out) as Logic;

const configs = configFolder('stratblocks-cli-text-');
afterAll(() => {
  configs.remove();
});

const sma = (period: number | { input: string }) => ({
  name: 'SMA',
  type: 'comparable',
  properties: { period, source: 'close' },
});

describe('stratblocks parse', () => {
  it('prints the entry and exit logic of the lines as a run body holds them', () => {
    const parsed = capture([
      'parse',
      'Buy when SMA(20) crosses above SMA(50)',
      'Sell when stop loss 5% or take profit 10%',
    ]);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.out)).toEqual({
      entryLogic: {
        long: { elements: [sma(20), { name: 'Cross Above', type: 'compare-operator' }, sma(50)] },
        short: null,
      },
      exitLogic: {
        exit_long: {
          elements: [
            { name: 'Stop Loss %', type: 'exit', properties: { percentage: 5 } },
            { name: 'Or', type: 'boolean-operator' },
            { name: 'Take Profit %', type: 'exit', properties: { percentage: 10 } },
          ],
        },
        exit_short: null,
      },
    });
  });

  it("binds the names of the --config strategy's inputs", () => {
    const file = configs.write('inputs.json', {
      ...SMA_CROSS_RUN,
      inputs: [
        { name: 'fast', value: 20 },
        { name: 'slow', value: 50 },
      ],
    });
    const parsed = capture(['parse', '--config', file, 'Buy when SMA(fast) crosses above SMA(slow)']);
    expect(parsed.code).toBe(0);
    expect(logicOf(parsed.out).entryLogic.long.elements).toEqual([
      sma({ input: 'fast' }),
      { name: 'Cross Above', type: 'compare-operator' },
      sma({ input: 'slow' }),
    ]);
  });

  it('prints a text it cannot read as one line on stderr, with the position, what was expected and the closest names', () => {
    const parsed = capture(['parse', 'Buy when SMA(20) crosses abov SMA(50)']);
    expect(parsed.code).not.toBe(0);
    expect(parsed.out).toBe('');
    expect(parsed.err).toBe(
      "stratblocks: line 1, column 26: after 'crosses' expected 'above' or 'below', found 'abov'",
    );
    const misspelt = capture(['parse', 'Buy when Close > 1\nSell when Bolinger Bands upper < Close']);
    expect(misspelt.code).not.toBe(0);
    expect(misspelt.err.split('\n')).toHaveLength(1);
    expect(misspelt.err).toMatch(/^stratblocks: line 2, column 11: .*did you mean Bollinger Bands/);
  });

  it('refuses no text at all, and an input name without --config', () => {
    expect(capture(['parse']).code).toBe(2);
    const unbound = capture(['parse', 'Buy when SMA(fast) > 1']);
    expect(unbound.code).not.toBe(0);
    expect(unbound.err).toBe(
      "stratblocks: line 1, column 14: expected a number for period of SMA, found 'fast'",
    );
  });
});

describe('stratblocks describe', () => {
  it("prints the strategy's lines, which parse reads back to the same rows", () => {
    const file = configs.write('run.json', {
      ...SMA_CROSS_RUN,
      exitLogic: {
        exit_long: {
          elements: [
            { name: 'SMA', properties: { period: 20 } },
            { name: 'Cross Below' },
            { name: 'SMA', properties: { period: 50 } },
            { name: 'Or' },
            { name: 'Stop Loss %', properties: { percentage: 8 } },
          ],
        },
      },
    });
    const described = capture(['describe', '--config', file]);
    expect(described.code).toBe(0);
    expect(described.out).toBe(
      'Buy when SMA crosses above SMA(50)\nSell when SMA crosses below SMA(50) or stop loss 8%',
    );
    const parsed = logicOf(capture(['parse', described.out]).out);
    expect(parsed.exitLogic.exit_long.elements.map((element) => element.name)).toEqual([
      'SMA',
      'Cross Below',
      'SMA',
      'Or',
      'Stop Loss %',
    ]);
    expect(parsed.exitLogic.exit_long.elements[4]?.properties).toEqual({ percentage: 8 });
  });

  it('gives a strategy whose rules were typed as text the trades of the same rules built from blocks', () => {
    const blocks = configs.write('blocks.json', {
      ...SMA_CROSS_RUN,
      exitLogic: {
        exit_long: {
          elements: [
            { name: 'Stop Loss %', properties: { percentage: 5 } },
            { name: 'Or' },
            { name: 'Take Profit %', properties: { percentage: 10 } },
          ],
        },
      },
    });
    const typed = capture([
      'parse',
      'Buy when SMA(20) crosses above SMA(50)',
      'Sell when stop loss 5% or take profit 10%',
    ]);
    const text = configs.write('text.json', { ...SMA_CROSS_RUN, ...logicOf(typed.out) });
    const trades = (file: string) => {
      const run = capture(['backtest', '--config', file, '--json']);
      expect(run.err).toBe('');
      return BacktestResultsSchema.parse(JSON.parse(run.out)).closed_trades;
    };
    const fromBlocks = trades(blocks);
    expect(fromBlocks.length).toBeGreaterThan(3);
    expect(trades(text)).toEqual(fromBlocks);
  });

  it('refuses a missing --config and a side it cannot write', () => {
    expect(capture(['describe']).code).toBe(2);
    const file = configs.write('empty-slot.json', {
      ...SMA_CROSS_RUN,
      exitLogic: { exit_long: { elements: [{ type: 'dropzone', accept: ['exit'] }] } },
    });
    const refused = capture(['describe', '--config', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe('stratblocks: Exit long: an empty slot is waiting for an exit block');
  });
});
