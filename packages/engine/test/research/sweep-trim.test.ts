import { describe, expect, it } from 'vitest';
import { runSweep, storedSweepResult, trimSweepResult, type SweepResult } from '../../src/index';
import { bundledDailyBars as dailyBars } from './real-bars';
import { element, strategy } from '../sim/scenario';

const FAST = 'entryLogic.long.elements.0.properties.period';
const SLOW = 'entryLogic.long.elements.2.properties.period';
const EXIT = 'exitLogic.exit_long.elements.2.properties.period';

const cross = strategy({
  entryLong: [element('SMA', { period: 10 }), element('Cross Above'), element('SMA', { period: 30 })],
  exitLong: [element('Close'), element('Cross Below'), element('SMA', { period: 20 })],
  general: { initialCapital: 10_000, commission: 0.1 },
});

function sweep(parameters: Parameters<typeof runSweep>[2]['parameters']): SweepResult {
  const outcome = runSweep(cross, dailyBars('SPY', '2015-01-01', '2020-12-31'), {
    parameters,
    objective: 'sharpe',
  });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.result;
}

describe('trimmed sweep results', () => {
  it('keeps the first cells of the ranking, best first, and every cell objective in the heat map (two parameters)', () => {
    const whole = sweep([
      { path: FAST, range: { start: 5, stop: 20, step: 1 } },
      { path: SLOW, range: { start: 30, stop: 60, step: 5 } },
    ]);
    expect(whole.cells).toHaveLength(16 * 7);
    const trimmed = trimSweepResult(whole, 10);
    expect(trimmed.trimmed).toEqual({ kept: 10, total: 112 });
    expect(trimmed.cells).toEqual(whole.ranking.slice(0, 10).map((index) => whole.cells[index]));
    expect(trimmed.ranking).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(trimmed.best).toBe(0);
    expect(trimmed.cells[0]).toBe(whole.cells[whole.best ?? -1]);
    expect(trimmed.warnings).toEqual(whole.warnings);
    expect(trimmed.heatmap?.rule).toBe('cell');
    // Row-major: fast (rows) by slow (columns), each the cell of those two values.
    const expected = whole.parameters[0]?.values.flatMap((fast) =>
      whole.parameters[1]?.values.map(
        (slow) => whole.cells.find((cell) => cell.values[0] === fast && cell.values[1] === slow)?.objective,
      ),
    );
    expect(trimmed.heatmap?.objective).toEqual(expected);
  });

  it('with three parameters, the heat map holds the best objective over the third for each pair of the first two', () => {
    const whole = sweep([
      { path: FAST, values: [5, 10, 15] },
      { path: SLOW, values: [30, 45] },
      { path: EXIT, values: [10, 20, 40, 60] },
    ]);
    const trimmed = trimSweepResult(whole, 5);
    expect(trimmed.heatmap?.rule).toBe('best');
    const expected = [5, 10, 15].flatMap((fast) =>
      [30, 45].map((slow) => {
        const scores = whole.cells
          .filter((cell) => cell.values[0] === fast && cell.values[1] === slow)
          .map((cell) => cell.objective)
          .filter((value): value is number => value !== null);
        return scores.length > 0 ? Math.max(...scores) : null;
      }),
    );
    expect(expected.some((value) => value !== null)).toBe(true);
    expect(trimmed.heatmap?.objective).toEqual(expected);
    expect(trimmed.cells).toHaveLength(5);
  });

  it('stores a result whole up to the threshold and trimmed above it', () => {
    const whole = sweep([{ path: FAST, range: { start: 5, stop: 24, step: 1 } }]);
    expect(storedSweepResult(whole, { above: 20, keep: 3 })).toBe(whole);
    const trimmed = storedSweepResult(whole, { above: 19, keep: 3 });
    expect(trimmed.trimmed).toEqual({ kept: 3, total: 20 });
    expect(trimmed.heatmap).toEqual({ rule: 'cell', objective: whole.cells.map((cell) => cell.objective) });
  });
});
