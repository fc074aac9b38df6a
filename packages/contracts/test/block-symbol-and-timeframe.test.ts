import { describe, expect, it } from 'vitest';
import { RunRequestSchema, StrategyConfigSchema } from '../src/index';

/** A run body whose long entry is `<block> > Number 1`, the block carrying these properties. */
function bodyWith(properties: Record<string, unknown>) {
  return {
    entryLogic: {
      long: {
        id: 1,
        elements: [
          { name: 'SMA', properties: { period: 200, ...properties } },
          { name: '>' },
          { name: 'Number', properties: { value: 1 } },
        ],
      },
      short: null,
    },
  };
}

/** A whole stored strategy document with that entry. */
function configWith(properties: Record<string, unknown>) {
  return {
    ...RunRequestSchema.parse(bodyWith({})),
    schemaVersion: 1,
    entryLogicRows: [],
    exitLogicRows: [],
    entryLogic: bodyWith(properties).entryLogic,
  };
}

function issues(schema: typeof RunRequestSchema | typeof StrategyConfigSchema, body: unknown): string[] {
  const parsed = schema.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe("a block's symbol and timeframe in the run body and strategy_config", () => {
  it.each([
    [{ symbol: 'SPY' }],
    [{ symbol: '^VIX', timeframe: '1W' }],
    [{ symbol: 'BTC-USD', timeframe: '1D' }],
    [{ symbol: 'EURUSD=X' }],
    [{ symbol: ' brk.b ' }],
    [{ timeframe: '1M' }],
    [{ timeframe: '1w' }],
  ])('accepts %j', (properties) => {
    expect(issues(RunRequestSchema, bodyWith(properties))).toEqual([]);
    expect(issues(StrategyConfigSchema, configWith(properties))).toEqual([]);
  });

  it.each([
    [{ symbol: '' }, 'symbol must be a market data symbol'],
    [{ symbol: 'S P Y' }, 'symbol must be a market data symbol'],
    [{ symbol: 'A'.repeat(21) }, 'symbol must be a market data symbol'],
    [{ symbol: 5 }, 'symbol must be a market data symbol'],
    [{ timeframe: '4H' }, 'timeframe must be one of 1D, 1W, 1M, got "4H"'],
    [{ timeframe: 7 }, 'timeframe must be one of 1D, 1W, 1M, got 7'],
  ])('refuses %j', (properties, message) => {
    for (const found of [
      issues(RunRequestSchema, bodyWith(properties)),
      issues(StrategyConfigSchema, configWith(properties)),
    ]) {
      expect(found.length).toBe(1);
      expect(found[0]).toContain(message);
      expect(found[0]).toMatch(/^entryLogic\.long\.elements\.0\.properties\.(symbol|timeframe): /);
    }
  });
});
