import { describe, expect, it } from 'vitest';
import { generatePython } from '../../src/index';
import { PARITY_CASES } from './parity-strategies';

const withInputs = PARITY_CASES.find((testCase) => testCase.strategy.inputs?.length);

describe('the Python export of a strategy with inputs', () => {
  if (!withInputs) throw new Error('No parity case with inputs');
  const { code, diagnostics } = generatePython(withInputs.strategy);

  it('declares the inputs as constants before the settings', () => {
    expect(diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    expect(code).toContain('\nFAST = 15  # "fast"\nSLOW = 45  # "slow"\nSTOP = 7.5  # "stop"\n');
    expect(code.indexOf('FAST = 15')).toBeLessThan(code.indexOf('TICKER = '));
  });

  it('reads the constants where blocks are linked, once per column', () => {
    expect(code).toContain('sma_fast = as_column(sma(bars["close"], FAST))');
    expect(code).toContain('ema_slow = as_column(ema(bars["close"], SLOW))');
    expect(code).toContain('("Stop Loss %", STOP / 100)');
    expect(code).not.toMatch(/sma\(bars\["close"\], 15\)/);
    // The entry and the exit rows read the same two columns.
    expect(code.match(/= as_column\(sma\(/g)).toHaveLength(1);
  });

  it('names constants safely and apart from the settings', () => {
    const renamed = generatePython({
      ...withInputs.strategy,
      inputs: [
        { name: 'fast', value: 15 },
        { name: 'slow', value: 45 },
        { name: 'stop', value: 7.5 },
        { name: 'ticker', value: 1 },
        { name: '2 fast', value: 3 },
      ],
    }).code;
    expect(renamed).toContain('TICKER_2 = 1  # "ticker"');
    expect(renamed).toContain('INPUT_2_FAST = 3  # "2 fast"');
  });
});
