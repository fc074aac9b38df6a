import {
  barsFromRows,
  compareWithBenchmark,
  monteCarlo,
  runBacktest,
  runSweep,
  runWalkForward,
  trimSweepResult,
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

  it('parse a trimmed sweep (its best cells and heat map) unchanged, and refuse one whose parts disagree', () => {
    const sweep = runSweep(STRATEGY, BARS, {
      objective: 'sharpe',
      parameters: [
        { path: FAST, values: [5, 10, 15] },
        { path: SLOW, range: { start: 30, stop: 50, step: 10 } },
      ],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const trimmed = asJson(trimSweepResult(sweep.result, 4)) as Record<string, unknown>;
    expect(trimmed).toMatchObject({ trimmed: { kept: 4, total: 9 }, heatmap: { rule: 'cell' } });
    expect(SweepResultSchema.parse(trimmed)).toEqual(trimmed);
    // A whole result (no trimmed, no heat map) still parses: results saved before stay readable.
    expect(SweepResultSchema.safeParse(asJson(sweep.result)).success).toBe(true);
    const heatmap = trimmed['heatmap'] as { objective: unknown[] };
    const short = { ...trimmed, heatmap: { ...heatmap, objective: heatmap.objective.slice(1) } };
    expect(SweepResultSchema.safeParse(short).error?.issues[0]?.message).toBe(
      "The heat map has one value per pair of the first two parameters' values",
    );
    const miscounted = { ...trimmed, trimmed: { kept: 5, total: 9 } };
    expect(SweepResultSchema.safeParse(miscounted).error?.issues[0]?.message).toBe(
      'A trimmed result keeps as many cells as it says, at most its grid',
    );
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
