import { describe, expect, it } from 'vitest';
import { compileStrategy, type StrategyInput } from '../../src/index';
import { element, strategy } from '../sim/scenario';

function diagnosticsOf(input: StrategyInput, intraday = false) {
  return compileStrategy(input, { intraday }).diagnostics;
}

describe('compiling a strategy', () => {
  it('resolves references to the builder rows', () => {
    const input: StrategyInput = {
      ...strategy({}),
      entryLogic: {
        long: {
          type: 'boolean-operator',
          name: 'And',
          left: { id: 1, label: 'Logic 1' },
          right: { id: 2, label: 'Logic 2' },
        },
        short: null,
      },
      entryLogicRows: [
        {
          id: 1,
          elements: [element('SMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 30 })],
        },
        { id: 2, elements: [element('Trending Up')] },
      ],
    };
    const { program, diagnostics } = compileStrategy(input, { intraday: false });
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(program.long?.description).toBe(
      '(SMA(period=10) Cross Above SMA(period=30) And Trending Up(period=20))',
    );
  });

  it('reports a reference to a row that does not exist', () => {
    const input: StrategyInput = {
      ...strategy({}),
      entryLogic: { long: { id: 7, label: 'Logic 7' }, short: null },
    };
    expect(diagnosticsOf(input)).toContainEqual(
      expect.objectContaining({ severity: 'error', message: 'Entry long: Logic 7 does not exist', row: 7 }),
    );
  });

  it('requires entry logic', () => {
    expect(diagnosticsOf(strategy({})).map((diagnostic) => diagnostic.message)).toContain(
      'The strategy has no entry logic: put a valid row in the long entry slot',
    );
  });

  it('refuses exit blocks joined with And', () => {
    const input = strategy({
      entryLong: [element('Doji')],
      exitLong: [element('Stop Loss %'), element('And'), element('Doji')],
    });
    expect(diagnosticsOf(input).map((diagnostic) => diagnostic.message)).toContain(
      'Exit long: Stop Loss % can only be joined with Or (an exit acts on its own, inside the bar)',
    );
  });

  it('refuses intraday-only blocks on daily bars and names them', () => {
    const input = strategy({ entryLong: [element('Market Open'), element('And'), element('Doji')] });
    expect(diagnosticsOf(input)).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        block: 'Market Open',
        message:
          'Entry long: Market Open needs intraday bars; choose the 1 Hour interval on a symbol with hourly data',
      }),
    );
    expect(diagnosticsOf(input, true).filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  });

  it('needs a stop beside a Risk/Reward Ratio exit', () => {
    const input = strategy({ entryLong: [element('Doji')], exitLong: [element('Risk/Reward Ratio')] });
    expect(diagnosticsOf(input)[0]?.message).toContain('Risk/Reward Ratio needs a stop');
  });

  it('warns that a Long Only strategy ignores its short side', () => {
    const input = { ...strategy({ entryLong: [element('Doji')] }) };
    input.entryLogic = { ...input.entryLogic, short: { elements: [element('Hammer')] } };
    expect(diagnosticsOf(input)).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        message: 'The strategy is Long Only: its short entry and short exit are ignored',
      }),
    );
  });

  it('never throws on malformed rows', () => {
    const input = strategy({ entryLong: [element(''), element('>'), { type: 'dropzone', accept: [] }] });
    expect(() => compileStrategy(input, { intraday: false })).not.toThrow();
  });
});
