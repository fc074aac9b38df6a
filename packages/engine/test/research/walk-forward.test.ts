import { describe, expect, it, vi } from 'vitest';
import {
  RunContext,
  runBacktest,
  runParameterStudy,
  runSweep,
  runWalkForward,
  sliceByDate,
  walkForwardWarnings,
  walkForwardWindows,
  withParameterValues,
  type WalkForwardResult,
} from '../../src/index';
import { element, strategy } from '../sim/scenario';
import { bundledDailyBars } from './real-bars';

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';

const smaCross = strategy({
  entryLong: [element('SMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 30 })],
  exitLong: [element('Close'), element('Cross Below'), element('SMA', { period: 20 })],
  general: { initialCapital: 10_000, commission: 0.1 },
});

describe('walk-forward windows', () => {
  it('rolling: each window moves by the out-of-sample length', () => {
    // 10 bars, in-sample 4, out-of-sample 2: train 0-3 test 4-5; train 2-5 test 6-7; train 4-7 test 8-9.
    expect(walkForwardWindows(10, 'rolling', 4, 2)).toEqual([
      { inSample: { from: 0, to: 4 }, outOfSample: { from: 4, to: 6 } },
      { inSample: { from: 2, to: 6 }, outOfSample: { from: 6, to: 8 } },
      { inSample: { from: 4, to: 8 }, outOfSample: { from: 8, to: 10 } },
    ]);
  });

  it('anchored: every window trains from the first bar; the last test ends with the data', () => {
    // 11 bars: tests 4-5, 6-7, 8-9 and a last one of a single bar, 10.
    expect(walkForwardWindows(11, 'anchored', 4, 2)).toEqual([
      { inSample: { from: 0, to: 4 }, outOfSample: { from: 4, to: 6 } },
      { inSample: { from: 0, to: 6 }, outOfSample: { from: 6, to: 8 } },
      { inSample: { from: 0, to: 8 }, outOfSample: { from: 8, to: 10 } },
      { inSample: { from: 0, to: 10 }, outOfSample: { from: 10, to: 11 } },
    ]);
  });

  it('has no window when the in-sample part covers the data', () => {
    expect(walkForwardWindows(4, 'rolling', 4, 2)).toEqual([]);
  });
});

describe('walk-forward on SPY', () => {
  const spy = bundledDailyBars('SPY', '2016-01-01', '2021-12-31');
  const parameters = [
    { path: FAST, values: [5, 10, 20] },
    { path: SLOW, values: [30, 60] },
  ];
  const outcome = runWalkForward(smaCross, spy, {
    mode: 'rolling',
    inSampleBars: 504,
    outOfSampleBars: 252,
    parameters,
    objective: 'total_return',
  });
  if (!outcome.ok) throw new Error(outcome.message);
  const result = outcome.result;

  it("runs on the caller's RunContext (a worker's, used before) with the result of a fresh one", () => {
    const context = new RunContext();
    const sweep = runSweep(smaCross, bundledDailyBars('SPY', '2010-01-01', '2012-12-31'), {
      parameters,
      objective: 'sharpe',
      context,
    });
    expect(sweep.ok).toBe(true);
    const used = vi.spyOn(context, 'signals');
    const study = runParameterStudy(
      {
        kind: 'walk-forward',
        strategy: smaCross,
        parameters,
        objective: 'total_return',
        mode: 'rolling',
        inSampleBars: 504,
        outOfSampleBars: 252,
      },
      spy,
      () => undefined,
      context,
    );
    // Every in-sample combination and the out-of-sample run of every window.
    const combinations = parameters.reduce((count, parameter) => count * parameter.values.length, 1);
    expect(used).toHaveBeenCalledTimes(result.windows.length * (combinations + 1));
    expect(study).toEqual({ ok: true, result: { kind: 'walk-forward', result } });
  });

  it('splits the bars into windows of the given lengths, by date', () => {
    const count = spy.times.length;
    const expected = walkForwardWindows(count, 'rolling', 504, 252);
    expect(
      result.windows.map((window) => [window.inSample.from, window.outOfSample.from, window.outOfSample.to]),
    ).toEqual(expected.map((split) => [split.inSample.from, split.outOfSample.from, split.outOfSample.to]));
    expect(result.windows[0]?.inSample.startDate).toBe(spy.times[0]);
    expect(result.windows[0]?.outOfSample.startDate).toBe(spy.times[504]);
    expect(result.windows[1]?.inSample.startDate).toBe(spy.times[252]);
    expect(result.equity.dates[0]).toBe(spy.times[504]);
    expect(result.equity.dates.at(-1)).toBe(spy.times.at(-1));
    expect(result.equity.dates).toHaveLength(count - 504);
  });

  it('applies the best in-sample combination to the next out-of-sample window', () => {
    let carried = 10_000;
    for (const window of result.windows) {
      const inSample = sliceByDate(spy, window.inSample.startDate, window.inSample.endDate);
      expect(inSample.times).toHaveLength(window.inSample.to - window.inSample.from);
      const sweep = runSweep(smaCross, inSample, { parameters, objective: 'total_return' });
      if (!sweep.ok) throw new Error(sweep.message);
      const best = sweep.result.cells[sweep.result.best ?? -1];
      expect(window.chosen).toEqual(best?.values);
      // The chosen combination, run from the in-sample start (warm-up) to the out-of-sample end:
      // the window's return is its equity from the last in-sample close to the end.
      const chosen = withParameterValues(smaCross, [
        [FAST, best?.values[0] ?? 0],
        [SLOW, best?.values[1] ?? 0],
      ]);
      const run = runBacktest(
        chosen,
        sliceByDate(spy, window.inSample.startDate, window.outOfSample.endDate),
      );
      if (!run.ok) throw new Error('invalid');
      const equity = run.results.chart_data.equity;
      const base = equity[run.results.chart_data.dates.indexOf(window.inSample.endDate)] ?? Number.NaN;
      const growth = (equity.at(-1) ?? Number.NaN) / base;
      expect(window.outOfSampleReturn).toBeCloseTo((growth - 1) * 100, 9);
      carried *= growth;
      const last = result.equity.window.lastIndexOf(window.index);
      expect(result.equity.values[last]).toBeCloseTo(carried, 6);
    }
    expect(result.outOfSample.totalReturn).toBeCloseTo((carried / 10_000 - 1) * 100, 9);
  });

  it('computes the efficiency as annualised OOS return over the mean annualised IS return', () => {
    const oosDays = result.equity.dates.length;
    const annualized = (Math.pow(1 + result.outOfSample.totalReturn / 100, 252 / oosDays) - 1) * 100;
    expect(result.outOfSample.annualizedReturn).toBeCloseTo(annualized, 9);
    const isMean =
      result.windows.reduce((sum, window) => sum + (window.inSampleMetrics?.annualized_return ?? 0), 0) /
      result.windows.length;
    expect(result.inSampleAnnualized).toBeCloseTo(isMean, 9);
    if (isMean > 0) expect(result.efficiency).toBeCloseTo(annualized / isMean, 9);
    expect(result.stability.map((stability) => stability.chosen)).toEqual([
      result.windows.map((window) => window.chosen?.[0]),
      result.windows.map((window) => window.chosen?.[1]),
    ]);
  });

  it('lists out-of-sample trades only, by window', () => {
    for (const trade of result.trades) {
      const window = result.windows[trade.window];
      expect(trade.exit_date >= (window?.outOfSample.startDate ?? '')).toBe(true);
      expect(trade.exit_date <= (window?.outOfSample.endDate ?? '')).toBe(true);
    }
    expect(result.outOfSample.trades).toBe(result.trades.length);
  });

  it('refuses windows longer than the data', () => {
    expect(
      runWalkForward(smaCross, spy, {
        mode: 'anchored',
        inSampleBars: 5000,
        outOfSampleBars: 100,
        parameters,
        objective: 'sharpe',
      }),
    ).toEqual({
      ok: false,
      message: `The data has ${spy.times.length} 1 Day bars: an in-sample window of 5000 bars leaves nothing to test out of sample`,
    });
  });
});

describe('walk-forward warnings', () => {
  const base = (overrides: Partial<WalkForwardResult>): WalkForwardResult => ({
    mode: 'rolling',
    objective: 'sharpe',
    inSampleBars: 504,
    outOfSampleBars: 252,
    parameters: [
      {
        path: 'a',
        label: 'Fast SMA period',
        kind: 'block',
        property: 'period',
        value: 10,
        integer: true,
        values: [5, 10, 15, 20, 25],
      },
    ],
    windows: [0, 1].map((index) => ({
      index,
      inSample: { from: 0, to: 1, startDate: '', endDate: '' },
      outOfSample: { from: 0, to: 1, startDate: '', endDate: '' },
      chosen: [10],
      inSampleMetrics: null,
      outOfSampleReturn: 0,
      outOfSampleAnnualized: 0,
      outOfSampleTrades: 20,
      efficiency: null,
      inSampleWarnings: [],
    })),
    equity: { dates: [], values: [], window: [] },
    trades: [],
    outOfSample: { totalReturn: 4, annualizedReturn: 4, maxDrawdown: -10, trades: 40 },
    inSampleAnnualized: 20,
    efficiency: 0.2,
    stability: [{ path: 'a', label: 'Fast SMA period', chosen: [10, 10], mean: 10, stdDev: 0, spread: 0 }],
    warnings: [],
    ...overrides,
  });

  it('says when out of sample is much worse than in sample', () => {
    // 4% a year against 20%: efficiency 0.2 < 0.5.
    expect(walkForwardWarnings(base({}))).toEqual([
      'Out of sample is much worse than in sample: 4.00% a year against 20.00% (efficiency 0.20, under 0.5): the optimisation fits noise more than it finds an edge',
    ]);
    expect(
      walkForwardWarnings(
        base({
          efficiency: 0.6,
          outOfSample: { totalReturn: 12, annualizedReturn: 12, maxDrawdown: -5, trades: 40 },
        }),
      ),
    ).toEqual([]);
  });

  it('says when there are too few out-of-sample trades and when a parameter jumps', () => {
    const warnings = walkForwardWarnings(
      base({
        efficiency: 0.8,
        outOfSample: { totalReturn: 16, annualizedReturn: 16, maxDrawdown: -5, trades: 7 },
        stability: [
          { path: 'a', label: 'Fast SMA period', chosen: [5, 25], mean: 15, stdDev: 14.1, spread: 1 },
        ],
      }),
    );
    expect(warnings).toEqual([
      '7 out-of-sample trades for 1 tuned parameter: fewer than 10 trades per parameter cannot tell skill from luck',
      'Fast SMA period is unstable: the best value moved across 100% of its range between windows (5, 25)',
    ]);
  });
});
