import {
  barsFromRows,
  compareWithBenchmark,
  monteCarlo,
  runBacktest,
  runSweep,
  runWalkForward,
} from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import {
  BenchmarkComparisonSchema,
  MonteCarloResultSchema,
  readSavedResearch,
  RunRequestSchema,
  SweepResultSchema,
  WalkForwardResultSchema,
} from '../src/index';

/**
 * The research result schemas describe what the engine's research functions return: each real
 * result, written as JSON the way the web app saves it, parses to itself (nothing refused, nothing
 * stripped).
 */

/** 900 daily bars of a price that trends and swings (a closed form, so every run is the same). */
const BARS = barsFromRows(
  'TEST',
  '1d',
  Array.from({ length: 900 }, (_, index) => {
    const close = 100 + index * 0.05 + 8 * Math.sin(index / 9) + 3 * Math.sin(index / 2.3);
    const day = new Date(Date.UTC(2018, 0, 1) + index * 86_400_000).toISOString().slice(0, 10);
    return { time: day, open: close - 0.4, high: close + 1, low: close - 1, close, volume: 1_000 + index };
  }),
);

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';
const cross = (operator: string) => ({
  elements: [
    { name: 'SMA', properties: { period: 10 } },
    { name: operator },
    { name: 'SMA', properties: { period: 30 } },
  ],
});
const STRATEGY = RunRequestSchema.parse({
  generalSetting: { tickerSymbol: 'TEST', startDate: '2018-01-01', endDate: '2020-12-31' },
  entryLogic: { long: cross('Cross Above') },
  exitLogic: { exit_long: cross('Cross Below') },
  riskSetting: { maxDrawdown: 0, dailyLossLimit: 0 },
});

function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

describe('research result schemas', () => {
  it('parse a real sweep, walk-forward, Monte Carlo and benchmark comparison unchanged', () => {
    const sweep = runSweep(STRATEGY, BARS, {
      objective: 'sortino',
      parameters: [
        { path: FAST, values: [5, 10, 15] },
        { path: SLOW, range: { start: 30, stop: 50, step: 10 } },
      ],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const walkForward = runWalkForward(STRATEGY, BARS, {
      mode: 'rolling',
      inSampleBars: 300,
      outOfSampleBars: 100,
      objective: 'total_return',
      parameters: [{ path: FAST, values: [5, 10] }],
    });
    if (!walkForward.ok) throw new Error(walkForward.message);
    const run = runBacktest(STRATEGY, BARS);
    if (!run.ok) throw new Error('the strategy does not run');
    const carlo = monteCarlo(
      run.results.closed_trades.map((trade) => trade.pnl),
      10_000,
      { method: 'reshuffle', runs: 200, seed: 3, drawdownThreshold: 10 },
    );
    if (!carlo.ok) throw new Error(carlo.message);
    const benchmark = compareWithBenchmark(
      { dates: run.results.chart_data.dates, equity: run.results.chart_data.equity },
      { symbol: 'TEST', dates: BARS.times, close: BARS.close },
      252,
    );

    for (const [schema, result] of [
      [SweepResultSchema, sweep.result],
      [WalkForwardResultSchema, walkForward.result],
      [MonteCarloResultSchema, carlo.result],
      [BenchmarkComparisonSchema, benchmark],
    ] as const) {
      const json = asJson(result);
      expect(schema.parse(json)).toEqual(json);
    }
    expect(walkForward.result.trades.length).toBeGreaterThan(0);
    expect(sweep.result.cells).toHaveLength(9);
  });

  it('accept the nulls JSON writes for numbers that are not finite (a setting without a value)', () => {
    const sweep = runSweep(STRATEGY, BARS, {
      objective: 'sharpe',
      parameters: [{ path: FAST, values: [10] }],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const json = asJson({
      ...sweep.result,
      parameters: sweep.result.parameters.map((parameter) => ({ ...parameter, value: Number.NaN })),
    });
    expect(SweepResultSchema.parse(json)).toEqual(json);
  });

  it('read saved results part by part: one that does not fit is null, the others stay', () => {
    const sweep = runSweep(STRATEGY, BARS, {
      objective: 'sharpe',
      parameters: [{ path: FAST, values: [10] }],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const saved = asJson({ sweep: sweep.result, monte_carlo: { runs: 'many' }, walk_forward: [[[[]]]] });
    expect(readSavedResearch(saved)).toEqual({
      sweep: asJson(sweep.result),
      monte_carlo: null,
      walk_forward: null,
    });
    expect(readSavedResearch('text')).toBeNull();
  });
});
