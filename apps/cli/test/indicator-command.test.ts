import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BundledMarketData } from '@stratblocks/market-data';
import { capture } from './capture';

const talib = createRequire(import.meta.url)('talib') as {
  execute(options: Record<string, unknown>): { begIndex: number; result: Record<string, number[]> };
};

interface IndicatorOutput {
  dates: string[];
  values: Record<string, Array<number | null>>;
}

function indicator(block: unknown, extra: string[] = []): IndicatorOutput {
  const result = capture([
    'indicator',
    '--symbol',
    'SPY',
    '--start',
    '2020-01-01',
    '--end',
    '2024-12-31',
    '--block',
    JSON.stringify(block),
    '--json',
    ...extra,
  ]);
  expect(result.err).toBe('');
  return JSON.parse(result.out) as IndicatorOutput;
}

describe('stratblocks indicator', () => {
  const closes = new BundledMarketData().range('SPY', '1d', '2020-01-01', '2024-12-31').close;

  it('prints one value per date under "value", null during warm-up, equal to TA-Lib', () => {
    const output = indicator({ name: 'RSI', properties: { period: 14 } });
    expect(output.dates).toHaveLength(1258);
    expect(Object.keys(output.values)).toEqual(['value']);
    const values = output.values['value'] ?? [];
    expect(values.slice(0, 14).every((value) => value === null)).toBe(true);
    const reference = talib.execute({
      name: 'RSI',
      startIdx: 0,
      endIdx: closes.length - 1,
      inReal: Array.from(closes),
      optInTimePeriod: 14,
    });
    expect(reference.begIndex).toBe(14);
    expect(values[14]).toBeCloseTo(reference.result['outReal']?.[0] ?? Number.NaN, 9);
    expect(values.at(-1)).toBeCloseTo(reference.result['outReal']?.at(-1) ?? Number.NaN, 9);
  });

  it('prints every line of a multi-output indicator by name', () => {
    const output = indicator({ name: 'MACD', properties: { fast: 12, slow: 26, signal: 9 } });
    expect(Object.keys(output.values)).toEqual(['macd', 'signal', 'histogram']);
    expect(Object.keys(indicator({ name: 'Bollinger Bands' }).values)).toEqual(['upper', 'middle', 'lower']);
    expect(Object.keys(indicator({ name: 'Stochastic' }).values)).toEqual(['k', 'd']);
  });

  it('resamples to weekly bars ending Friday', () => {
    const output = indicator({ name: 'SMA', properties: { period: 4 } }, ['--interval', '1w']);
    expect(output.dates[0]).toBe('2020-01-03');
    expect(output.values['value']?.slice(0, 3)).toEqual([null, null, null]);
  });

  it.each([
    [['--block', '{"name":"Nope"}'], 'Unknown block "Nope"'],
    [['--block', '{"name":"RSI","properties":{"period":-3}}'], 'period must be at least 1, got -3'],
    [['--block', '{oops'], '--block is not valid JSON'],
    [['--block', '{"name":"Cross Above"}'], 'Cross Above is a compare-operator block, not an indicator'],
  ])('fails with one line on bad input %#', (flags, message) => {
    const result = capture([
      'indicator',
      '--symbol',
      'SPY',
      '--start',
      '2020-01-01',
      '--end',
      '2020-12-31',
      ...flags,
    ]);
    expect(result.code).not.toBe(0);
    expect(result.err.split('\n')).toHaveLength(1);
    expect(result.err).toContain(message);
  });
});
