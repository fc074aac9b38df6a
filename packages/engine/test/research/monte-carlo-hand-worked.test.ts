import { describe, expect, it } from 'vitest';
import { monteCarlo } from '../../src/index';
import { tradeReturns } from '../../src/research/monte-carlo';
import { seededRandom } from '../../src/research/random';

describe('Monte Carlo on closed trades', () => {
  it("measures each trade's return on the equity it started from", () => {
    // 1,000 -> +100 -> 1,100 -> -50 -> 1,050 -> +200 -> 1,250
    const returns = tradeReturns([100, -50, 200], 1000);
    expect(returns[0]).toBeCloseTo(10, 12);
    expect(returns[1]).toBeCloseTo((-50 / 1100) * 100, 12);
    expect(returns[2]).toBeCloseTo((200 / 1050) * 100, 12);
  });

  it('a reshuffle keeps the final equity of every run and changes only the path', () => {
    const outcome = monteCarlo([100, -50, 200, -300, 150], 1000, {
      method: 'reshuffle',
      seed: 7,
      drawdownThreshold: 10,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const { finalEquity, maxDrawdown, actual } = outcome.result;
    // 1000 + 100 - 50 + 200 - 300 + 150 = 1,100 whatever the order (compounded returns commute).
    for (const value of Object.values(finalEquity)) expect(value).toBeCloseTo(1100, 9);
    expect(actual.finalEquity).toBeCloseTo(1100, 9);
    // The drawdowns do change: the worst order puts both losses together.
    expect(maxDrawdown[5]).toBeLessThan(maxDrawdown[95]);
    // Actual order: peak 1,250 after three trades, then -300: 950 / 1,250 - 1 = -24%.
    expect(actual.maxDrawdown).toBeCloseTo(-24, 9);
  });

  it('with only winning trades there is no loss and no drawdown in any run', () => {
    const outcome = monteCarlo([10, 20, 30], 1000, {
      method: 'bootstrap',
      seed: 1,
      runs: 500,
      drawdownThreshold: 1,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.result.probabilityOfLoss).toBe(0);
    expect(outcome.result.probabilityOfDrawdownBeyond).toBe(0);
    expect(outcome.result.maxDrawdown[5]).toBe(0);
  });

  it('is reproducible from its seed, and another seed draws other runs', () => {
    const pnls = [120, -80, 45, -30, 210, -150, 60, 90, -40, 15];
    const run = (seed: number) =>
      monteCarlo(pnls, 10_000, { method: 'bootstrap', seed, drawdownThreshold: 2 });
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  it('the fan starts at the initial capital and ends at the final-equity percentiles', () => {
    const outcome = monteCarlo([120, -80, 45, -30, 210], 5000, {
      method: 'bootstrap',
      seed: 3,
      drawdownThreshold: 5,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    const { fan, finalEquity } = outcome.result;
    expect(fan[50]).toHaveLength(6);
    expect(fan[5][0]).toBe(5000);
    expect(fan[95][5]).toBeCloseTo(finalEquity[95], 9);
  });

  it('refuses what it cannot do with a clear message', () => {
    const options = { method: 'reshuffle', seed: 1, drawdownThreshold: 10 } as const;
    expect(monteCarlo([5], 1000, options)).toEqual({
      ok: false,
      message: 'Monte Carlo needs at least 2 closed trades',
    });
    expect(monteCarlo([5, 6], 1000, { ...options, runs: 0 })).toMatchObject({ ok: false });
    expect(monteCarlo([5, 6], 1000, { ...options, drawdownThreshold: 120 })).toMatchObject({ ok: false });
  });

  it('the generator gives the published first values of mulberry32 for seed 1', () => {
    const random = seededRandom(1);
    // mulberry32(1): 0.6270739405881613, 0.002735721180215478, 0.5274470399599522
    expect(random()).toBeCloseTo(0.6270739405881613, 15);
    expect(random()).toBeCloseTo(0.002735721180215478, 15);
    expect(random()).toBeCloseTo(0.5274470399599522, 15);
  });
});
