import { RunRequestSchema } from '@stratblocks/contracts';
import type { StrategyInput } from '@stratblocks/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { StrategyChecker } from '../src/backtests/strategy-checker';
import { smaCrossStrategy } from './fixtures/sma-cross-strategy';

const strategy = (initialCapital: number) =>
  ({
    generalSetting: { initialCapital },
    entryLogic: { long: null, short: null },
  }) as unknown as StrategyInput;

const messageOf = (outcome: Awaited<ReturnType<StrategyChecker['check']>>) =>
  outcome.status === 'checked' ? [outcome.diagnostics[0]?.message, outcome.code] : outcome.status;

describe('the strategy checker', () => {
  const checker = new StrategyChecker({
    workerModule: new URL('./fixtures/counting-checker.ts', import.meta.url),
  });
  afterAll(() => checker.close());

  it('answers a body it checked recently without checking it again, and checks any other body', async () => {
    const daily = { intraday: false, python: false };
    expect(messageOf(await checker.check(strategy(1000), daily))).toEqual(['check 1', null]);
    // The builder checks a body, then streams the same body: one compile for both.
    expect(messageOf(await checker.check(strategy(1000), daily))).toEqual(['check 1', null]);
    expect(messageOf(await checker.check(strategy(2000), daily))).toEqual(['check 2', null]);
    // The same body for intraday bars, or asked with its Python for the first time, is a new check.
    expect(messageOf(await checker.check(strategy(1000), { intraday: true, python: false }))).toEqual([
      'check 3',
      null,
    ]);
    expect(messageOf(await checker.check(strategy(1000), { intraday: false, python: true }))).toEqual([
      'check 4',
      '# check 4',
    ]);
    // A check made with Python answers both ways afterwards.
    expect(messageOf(await checker.check(strategy(1000), { intraday: false, python: true }))).toEqual([
      'check 4',
      '# check 4',
    ]);
    expect(messageOf(await checker.check(strategy(1000), daily))).toEqual(['check 4', null]);
  });
});

describe('the strategy checker thread', () => {
  const checker = new StrategyChecker();
  afterAll(() => checker.close());

  it('answers a strategy’s rules in words, which shared reports show, from its thread', async () => {
    const config = RunRequestSchema.parse(smaCrossStrategy('2020-01-01', '2020-12-31'));
    const outcome = await checker.check(config, { intraday: false, python: false });
    expect(outcome.status === 'checked' && outcome.rules).toEqual({
      entry_long: 'SMA(period=20) Cross Above SMA(period=50)',
      entry_short: null,
      exit_long: 'SMA(period=20) Cross Below SMA(period=50)',
      exit_short: null,
    });
  });
});
