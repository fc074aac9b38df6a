import { describe, expect, it } from 'vitest';
import {
  combinationAt,
  rangeValues,
  rankCells,
  runBacktest,
  runSweep,
  sweepWarnings,
  tunableParameters,
  withParameterValues,
  type SweepCell,
  type SweepResult,
} from '../../src/index';
import { neighbourIndexes } from '../../src/research/sweep';
import { bundledDailyBars as dailyBars } from './real-bars';
import { element, strategy } from '../sim/scenario';

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';
const STOP = 'exitLogic.exit_long.elements.4.properties.percentage';

/** SMA(fast) crossing SMA(slow), out below SMA(20) or on a stop. Written out per combination. */
function smaCross(fast: number, slow: number, stop = 5, commission = 0.1) {
  return strategy({
    entryLong: [element('SMA', { period: fast }), element('Cross Above'), element('SMA', { period: slow })],
    exitLong: [
      element('Close'),
      element('Cross Below'),
      element('SMA', { period: 20 }),
      element('Or'),
      element('Stop Loss %', { percentage: stop }),
    ],
    general: { initialCapital: 10_000, commission },
  });
}

describe('parameter sweep', () => {
  const spy = dailyBars('SPY', '2018-01-01', '2022-12-31');

  it('finds the numeric properties of every placed block and the numeric settings', () => {
    const paths = tunableParameters(smaCross(10, 30)).map((parameter) => parameter.path);
    expect(paths).toContain(FAST);
    expect(paths).toContain(SLOW);
    expect(paths).toContain(STOP);
    expect(paths).toContain('exitLogic.exit_long.elements.2.properties.period');
    expect(paths).toContain('generalSetting.commission');
    expect(paths).toContain('riskSetting.riskRewardRatio');
    const fast = tunableParameters(smaCross(10, 30)).find((parameter) => parameter.path === FAST);
    expect(fast).toMatchObject({
      label: 'SMA period (Entry long, Logic 1, element 1)',
      value: 10,
      integer: true,
      block: 'SMA',
    });
  });

  it('replaces only the values it is given', () => {
    const base = smaCross(10, 30);
    const changed = withParameterValues(base, [
      [FAST, 12],
      ['generalSetting.commission', 0.2],
    ]);
    expect(changed).toEqual(smaCross(12, 30, 5, 0.2));
    expect(base).toEqual(smaCross(10, 30)); // untouched
  });

  it('every cell equals a separate backtest of that combination', () => {
    const sweep = runSweep(smaCross(10, 30), spy, {
      objective: 'sharpe',
      parameters: [
        { path: FAST, range: { start: 5, stop: 15, step: 5 } },
        { path: SLOW, values: [30, 50] },
        { path: STOP, values: [3, 8] },
      ],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const { cells, parameters } = sweep.result;
    expect(parameters.map((parameter) => parameter.values)).toEqual([
      [5, 10, 15],
      [30, 50],
      [3, 8],
    ]);
    expect(cells).toHaveLength(12);
    // Grid order: the last parameter varies fastest.
    expect(cells.slice(0, 3).map((cell) => cell.values)).toEqual([
      [5, 30, 3],
      [5, 30, 8],
      [5, 50, 3],
    ]);
    for (const cell of cells) {
      const [fast, slow, stop] = cell.values as [number, number, number];
      const single = runBacktest(smaCross(fast, slow, stop), spy);
      if (!single.ok) throw new Error(single.diagnostics[0]?.message);
      const metrics = single.results.performance_metrics;
      expect(cell.objective).toBe(metrics.sharpe_ratio);
      expect(cell.trades).toBe(single.results.closed_trades.length);
      expect(cell.metrics?.total_return).toBe(metrics.total_return);
      expect(cell.metrics?.max_drawdown).toBe(metrics.max_drawdown);
      expect(cell.metrics?.profit_factor).toBe(metrics.profit_factor);
    }
    expect(cells.some((cell) => cell.trades > 0)).toBe(true);
    // The ranking is by Sharpe, best first.
    const sharpes = sweep.result.ranking.map((index) => cells[index]?.objective ?? Number.NEGATIVE_INFINITY);
    expect([...sharpes].sort((a, b) => b - a)).toEqual(sharpes);
    expect(sweep.result.best).toBe(sweep.result.ranking[0]);
  });

  it('sweeps a setting and ranks max drawdown with the shallowest first', () => {
    const sweep = runSweep(smaCross(10, 30), spy, {
      objective: 'max_drawdown',
      parameters: [{ path: 'generalSetting.equityUsed', values: [100, 25, 50] }],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const best = sweep.result.cells[sweep.result.best ?? -1];
    expect(best?.values).toEqual([25]);
    for (const cell of sweep.result.cells) {
      const single = runBacktest(
        withParameterValues(smaCross(10, 30), [['generalSetting.equityUsed', cell.values[0] ?? 0]]),
        spy,
      );
      if (!single.ok) throw new Error('invalid');
      expect(cell.objective).toBe(single.results.performance_metrics.max_drawdown);
    }
  });

  it('refuses more combinations than the cap, with the count in the message', () => {
    const sweep = runSweep(smaCross(10, 30), spy, {
      objective: 'sharpe',
      parameters: [
        { path: FAST, range: { start: 2, stop: 101, step: 1 } },
        { path: SLOW, range: { start: 2, stop: 201, step: 1 } },
      ],
    });
    expect(sweep).toEqual({
      ok: false,
      message:
        'The sweep has 20,000 combinations; the limit is 10,000: narrow a range, raise a step or drop a parameter',
    });
  });

  it('names a bad parameter or value', () => {
    const run = (parameters: Parameters<typeof runSweep>[2]['parameters']) =>
      runSweep(smaCross(10, 30), spy, { objective: 'sharpe', parameters });
    expect(run([{ path: 'entryLogic.long.elements.1.properties.period', values: [3] }])).toEqual({
      ok: false,
      message:
        '"entryLogic.long.elements.1.properties.period" is not an input, a numeric block property or a setting of this strategy',
    });
    expect(run([{ path: FAST, values: [2.5] }])).toEqual({
      ok: false,
      message: 'SMA period (Entry long, Logic 1, element 1) takes whole numbers, not 2.5',
    });
    expect(run([{ path: FAST, range: { start: 5, stop: 1, step: 1 } }])).toEqual({
      ok: false,
      message: 'SMA period (Entry long, Logic 1, element 1): the stop must not be below the start',
    });
    expect(run([])).toEqual({ ok: false, message: 'Pick at least one parameter to sweep' });
  });

  it('stops when asked', () => {
    let calls = 0;
    const sweep = runSweep(smaCross(10, 30), spy, {
      objective: 'sharpe',
      parameters: [{ path: FAST, values: [5, 6, 7, 8] }],
      shouldStop: () => ++calls > 2,
    });
    expect(sweep).toEqual({ ok: false, message: 'The sweep was cancelled' });
  });
});

describe('sweep grid arithmetic', () => {
  it('ranges include the stop and do not drift', () => {
    expect(rangeValues(0.1, 0.5, 0.1)).toEqual([0.1, 0.2, 0.3, 0.4, 0.5]);
    expect(rangeValues(10, 20, 4)).toEqual([10, 14, 18]);
    expect(rangeValues(1, 1, 1)).toEqual([1]);
    expect(rangeValues(1, 2, 0)).toBe('the step must be above 0');
  });

  it('combinations and neighbours on a 3 x 4 grid', () => {
    const grid = [{ values: [1, 2, 3] }, { values: [10, 20, 30, 40] }];
    expect(combinationAt(grid, 0)).toEqual([1, 10]);
    expect(combinationAt(grid, 5)).toEqual([2, 20]); // row 1, column 1
    expect(combinationAt(grid, 11)).toEqual([3, 40]);
    // Cell 5 = (1, 1): left 4, right 6, up 1, down 9.
    expect(neighbourIndexes(grid, 5)).toEqual([1, 4, 6, 9]);
    // Corner 0 = (0, 0): right 1, down 4.
    expect(neighbourIndexes(grid, 0)).toEqual([1, 4]);
  });
});

describe('sweep warnings', () => {
  const cell = (objective: number | null, trades = 100): SweepCell => ({
    values: [],
    objective,
    trades,
    metrics: null,
  });
  const result = (objectives: Array<number | null>, trades = 100): SweepResult => {
    const cells = objectives.map((objective) => cell(objective, trades));
    const ranking = rankCells(cells, 'sharpe');
    return {
      objective: 'sharpe',
      parameters: [
        {
          path: 'a',
          label: 'A',
          kind: 'setting',
          property: 'a',
          value: 0,
          integer: false,
          values: [1, 2, 3],
        },
        {
          path: 'b',
          label: 'B',
          kind: 'setting',
          property: 'b',
          value: 0,
          integer: false,
          values: [1, 2, 3],
        },
      ],
      cells,
      ranking,
      best: ranking[0] ?? null,
      warnings: [],
    };
  };

  it('flags an isolated peak: its neighbours fall by more than half of the grid range', () => {
    // 3 x 3 grid, peak 2.0 in the middle (index 4); neighbours 1, 3, 5, 7 are 0.4; worst 0.3.
    // 2.0 - 0.4 = 1.6 > 0.5 x (2.0 - 0.3) = 0.85, and > 0.25 x 2.0 = 0.5.
    const spike = result([0.3, 0.4, 0.3, 0.4, 2.0, 0.4, 0.3, 0.4, 0.3]);
    expect(sweepWarnings(spike)).toEqual([
      'The best combination is an isolated peak: its neighbours average 0.4 against its 2 (Sharpe ratio); a small change of a parameter loses most of the edge',
    ]);
  });

  it('accepts a plateau and a ramp', () => {
    // Neighbours 1.9: 2.0 - 1.9 = 0.1 < 0.85.
    expect(sweepWarnings(result([0.3, 1.9, 0.3, 1.9, 2.0, 1.9, 0.3, 1.9, 0.3]))).toEqual([]);
    // Best 0.9 at the corner (index 8), neighbours 5 (0.6) and 7 (0.8): 0.9 - 0.7 = 0.2 < 0.4.
    expect(sweepWarnings(result([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]))).toEqual([]);
  });

  it('accepts a flat grid whose best is only slightly above its neighbours', () => {
    // Best 1.42, neighbours 1.26 and 0.94 (mean 1.10), worst 0.91: 0.32 > 0.5 x 0.51 = 0.255 but
    // 0.32 < 0.25 x 1.42 = 0.355: within a quarter of the best, not a spike.
    expect(sweepWarnings(result([1.18, 1.04, 0.98, 1.26, 1.18, 0.91, 1.42, 0.94, 1.0]))).toEqual([]);
  });

  it('counts a neighbour without a value as the worst cell', () => {
    // Neighbours of the corner 0 are 1 and 3: null (worst = 0.1) and 1.0: mean 0.55; 1.2 - 0.55 = 0.65 > 0.55.
    expect(sweepWarnings(result([1.2, null, 0.5, 1.0, 0.1, 0.5, 0.5, 0.5, 0.5]))).toHaveLength(1);
  });

  it('warns when the best combination has too few trades for the tuned parameters', () => {
    const thin = result([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], 19);
    expect(sweepWarnings(thin)[0]).toBe(
      'The best combination made 19 trades for 2 tuned parameters: fewer than 10 trades per parameter cannot tell skill from luck',
    );
    expect(sweepWarnings(result([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9], 20))).toEqual([]);
  });
});
