import { describe, expect, it } from 'vitest';
import {
  runBacktestMetrics,
  runSweep,
  runWalkForward,
  smaCrossRow,
  tunableParameters,
  withParameterValues,
  type StrategyInput,
} from '../../src/index';
import { bundledDailyBars } from './real-bars';
import { strategy } from '../sim/scenario';

/** The canonical sweep's strategy: fast and slow as inputs shared by the entry and the exit row. */
function canonical(): StrategyInput {
  const linkedRow = (operator: 'Cross Above' | 'Cross Below') => {
    const row = smaCrossRow(operator);
    return row.elements.map((item, index) =>
      index === 1 ? item : { ...item, properties: { period: { input: index === 0 ? 'fast' : 'slow' } } },
    );
  };
  return {
    ...strategy({
      entryLong: linkedRow('Cross Above'),
      exitLong: linkedRow('Cross Below'),
      general: { initialCapital: 10_000, commission: 0.1 },
    }),
    inputs: [
      { name: 'fast', value: 10, min: 5, max: 104, step: 1 },
      { name: 'slow', value: 50, min: 20, max: 119, step: 1 },
    ],
  };
}

/** The same strategy with the two periods written in as numbers. */
function written(fast: number, slow: number): StrategyInput {
  const rows = (operator: 'Cross Above' | 'Cross Below') => [...smaCrossRow(operator, fast, slow).elements];
  return strategy({
    entryLong: rows('Cross Above'),
    exitLong: rows('Cross Below'),
    general: { initialCapital: 10_000, commission: 0.1 },
  });
}

describe('sweeps of inputs', () => {
  const spy = bundledDailyBars('SPY', '2005-01-01', '2025-12-31');

  it('lists inputs first, bounded by their own limits and the linked periods, and not the linked properties', () => {
    const parameters = tunableParameters(canonical());
    expect(parameters.slice(0, 2)).toEqual([
      {
        path: 'fast',
        label: 'fast (input)',
        kind: 'input',
        property: 'fast',
        value: 10,
        min: 5,
        max: 104,
        integer: true,
        step: 1,
      },
      {
        path: 'slow',
        label: 'slow (input)',
        kind: 'input',
        property: 'slow',
        value: 50,
        min: 20,
        max: 119,
        integer: true,
        step: 1,
      },
    ]);
    expect(parameters.filter((parameter) => parameter.kind === 'block')).toEqual([]);
  });

  it('every cell of a fast x slow slice of the canonical grid equals a separate backtest of its periods', () => {
    const sweep = runSweep(canonical(), spy, {
      objective: 'sharpe',
      parameters: [
        { path: 'fast', range: { start: 5, stop: 104, step: 33 } },
        { path: 'slow', range: { start: 20, stop: 119, step: 33 } },
      ],
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const { cells, parameters } = sweep.result;
    expect(parameters.map((parameter) => parameter.values)).toEqual([
      [5, 38, 71, 104],
      [20, 53, 86, 119],
    ]);
    expect(cells).toHaveLength(16);
    for (const cell of cells) {
      const [fast = 0, slow = 0] = cell.values;
      const separate = runBacktestMetrics(written(fast, slow), spy);
      if (!separate.ok) throw new Error(`${fast}/${slow} should run`);
      expect(cell.trades).toBe(separate.metrics.total_trades);
      expect(cell.metrics?.total_return).toBe(separate.metrics.total_return);
      expect(cell.objective).toBe(separate.metrics.sharpe_ratio);
    }
    // The cells differ: the inputs reach both rows.
    expect(new Set(cells.map((cell) => cell.metrics?.total_return)).size).toBeGreaterThan(10);
  });

  it('an input name and a path mix in one sweep, and a bad value names the input', () => {
    const mixed = withParameterValues(canonical(), [
      ['fast', 20],
      ['generalSetting.commission', 0.2],
    ]);
    expect(mixed.inputs?.[0]?.value).toBe(20);
    expect(mixed.generalSetting.commission).toBe(0.2);
    const refused = runSweep(canonical(), spy, {
      objective: 'sharpe',
      parameters: [{ path: 'fast', values: [0, 5] }],
    });
    expect(refused).toEqual({ ok: false, message: 'fast (input) is at least 5, not 0' });
    const unknown = runSweep(canonical(), spy, {
      objective: 'sharpe',
      parameters: [{ path: 'medium', values: [5] }],
    });
    expect(unknown).toEqual({
      ok: false,
      message: '"medium" is not an input, a numeric block property or a setting of this strategy',
    });
  });

  it('a walk-forward varies inputs by name', () => {
    const outcome = runWalkForward(canonical(), spy, {
      mode: 'rolling',
      inSampleBars: 1000,
      outOfSampleBars: 500,
      objective: 'sharpe',
      parameters: [
        { path: 'fast', values: [10, 20] },
        { path: 'slow', values: [50, 100] },
      ],
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.stability.map((parameter) => parameter.path)).toEqual(['fast', 'slow']);
    for (const window of outcome.result.windows) {
      expect([10, 20]).toContain(window.chosen?.[0]);
      expect([50, 100]).toContain(window.chosen?.[1]);
    }
  });
});
