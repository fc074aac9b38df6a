import { describe, expect, it } from 'vitest';
import {
  resolveSweepParameters,
  runSweep,
  runSweepCells,
  sweepResultOf,
  sweepSpans,
  type SweepCell,
} from '../../src/index';
import { bundledDailyBars as dailyBars } from './real-bars';
import { element, strategy } from '../sim/scenario';

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';

const cross = strategy({
  entryLong: [element('SMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 30 })],
  exitLong: [element('Close'), element('Cross Below'), element('SMA', { period: 20 })],
  general: { initialCapital: 10_000, commission: 0.1 },
});

describe('sweep spans', () => {
  it('cuts a grid into contiguous spans covering every combination once', () => {
    expect(sweepSpans(10, 3)).toEqual([
      { from: 0, to: 3 },
      { from: 3, to: 6 },
      { from: 6, to: 10 },
    ]);
    expect(sweepSpans(2, 8)).toEqual([
      { from: 0, to: 1 },
      { from: 1, to: 2 },
    ]);
    expect(sweepSpans(5, 1)).toEqual([{ from: 0, to: 5 }]);
  });

  it('runs spans apart and joins them into the result of one sweep over the whole grid', () => {
    const spy = dailyBars('SPY', '2015-01-01', '2020-12-31');
    const inputs = [
      { path: FAST, range: { start: 5, stop: 17, step: 3 } },
      { path: SLOW, range: { start: 30, stop: 60, step: 10 } },
    ];
    const whole = runSweep(cross, spy, { parameters: inputs, objective: 'sharpe' });
    if (!whole.ok) throw new Error(whole.message);
    const resolved = resolveSweepParameters(cross, inputs);
    if (!resolved.ok) throw new Error(resolved.message);
    // 5 x 4 = 20 combinations in three uneven spans, run in reverse order, each on its own cache.
    const spans = sweepSpans(20, 3).reverse();
    const parts = spans.map((span) =>
      runSweepCells(cross, spy, resolved.parameters, span, { objective: 'sharpe' }),
    );
    const cells = parts.reverse().flatMap((part): SweepCell[] => part ?? []);
    expect(cells).toHaveLength(20);
    const merged = sweepResultOf('sharpe', resolved.parameters, cells);
    expect(merged).toEqual(whole.result);
    expect(merged.best).not.toBeNull();
  });

  it('stops a span when asked', () => {
    const spy = dailyBars('SPY', '2019-01-01', '2020-12-31');
    const resolved = resolveSweepParameters(cross, [{ path: FAST, values: [5, 6, 7, 8] }]);
    if (!resolved.ok) throw new Error(resolved.message);
    let runs = 0;
    const cells = runSweepCells(
      cross,
      spy,
      resolved.parameters,
      { from: 0, to: 4 },
      {
        objective: 'sharpe',
        shouldStop: () => runs++ >= 2,
      },
    );
    expect(cells).toBeNull();
    expect(runs).toBe(3);
  });
});
