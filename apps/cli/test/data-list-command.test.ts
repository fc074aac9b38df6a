import { describe, expect, it } from 'vitest';
import { capture } from './capture';

describe('stratblocks data list', () => {
  it('prints the symbols as JSON with --json', () => {
    const result = capture(['data', 'list', '--json']);
    expect(result.code).toBe(0);
    const symbols = JSON.parse(result.out) as Array<{ symbol: string; first: string }>;
    expect(symbols.find((symbol) => symbol.symbol === 'SPY')?.first).toBe('2005-01-03');
  });

  it('prints one line per symbol otherwise', () => {
    const result = capture(['data', 'list']);
    expect(result.out.split('\n')).toHaveLength(129);
    expect(result.out).toMatch(/^SPY\s+US Stocks\s+2005-01-03 to 2025-12-31/m);
  });
});

describe('bad input', () => {
  it('prints one line and exits non-zero for an unknown command', () => {
    const result = capture(['fly']);
    expect(result.code).toBe(2);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toContain('Unknown command "fly"');
  });

  it('prints one line for an unknown flag', () => {
    const result = capture(['data', 'list', '--colour']);
    expect(result.code).not.toBe(0);
    expect(result.err.split('\n')).toHaveLength(1);
  });
});
