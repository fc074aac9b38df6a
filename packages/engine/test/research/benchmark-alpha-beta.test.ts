import { describe, expect, it } from 'vitest';
import { compareWithBenchmark } from '../../src/index';
import { commonDailyReturns, relateReturns } from '../../src/research/benchmark';

describe('alpha, beta and correlation against a benchmark', () => {
  it('a hand-worked example', () => {
    // r = 3, 0, 3 (mean 2); b = 1, -1, 3 (mean 1). Deviations r: 1, -2, 1; b: 0, -2, 2.
    // cov = 0 + 4 + 2 = 6; var b = 0 + 4 + 4 = 8; var r = 1 + 4 + 1 = 6 (all over n, which cancels).
    // beta = 6 / 8 = 0.75; correlation = 6 / sqrt(6 x 8) = 0.8660254; alpha = (2 - 0.75 x 1) x 252 = 315.
    const relation = relateReturns([3, 0, 3], [1, -1, 3], 252);
    expect(relation.beta).toBeCloseTo(0.75, 12);
    expect(relation.correlation).toBeCloseTo(6 / Math.sqrt(48), 12);
    expect(relation.alpha).toBeCloseTo(315, 9);
    expect(relation.periods).toBe(3);
  });

  it('a strategy that is twice the benchmark has beta 2, correlation 1 and no alpha', () => {
    const relation = relateReturns([2, -4, 6, 1], [1, -2, 3, 0.5], 252);
    expect(relation.beta).toBeCloseTo(2, 12);
    expect(relation.correlation).toBeCloseTo(1, 12);
    expect(relation.alpha).toBeCloseTo(0, 9);
  });

  it('has no figures when the benchmark never moves or there are too few periods', () => {
    expect(relateReturns([1, 2, 3], [0, 0, 0], 252)).toEqual({
      alpha: null,
      beta: null,
      correlation: null,
      periods: 3,
    });
    expect(relateReturns([1], [1], 252).beta).toBeNull();
  });

  it('pairs a seven-day crypto series with a five-day stock series on their common days', () => {
    const crypto = {
      dates: ['2024-01-05', '2024-01-06', '2024-01-07', '2024-01-08', '2024-01-09'],
      values: [100, 101, 102, 110, 121],
    };
    const stock = { dates: ['2024-01-05', '2024-01-08', '2024-01-09'], values: [50, 55, 55] };
    const common = commonDailyReturns(crypto, stock);
    expect(common.days).toEqual(['2024-01-08', '2024-01-09']);
    // Friday to Monday: 100 -> 110 (+10%) against 50 -> 55 (+10%); then +10% against 0%.
    expect(Array.from(common.a).map((value) => Number(value.toFixed(10)))).toEqual([10, 10]);
    expect(Array.from(common.b).map((value) => Number(value.toFixed(10)))).toEqual([10, 0]);
  });

  it("draws the benchmark as an equity line on the strategy's dates, from its first equity", () => {
    const comparison = compareWithBenchmark(
      { dates: ['2024-01-05', '2024-01-06', '2024-01-08'], equity: [10_000, 10_100, 10_300] },
      { symbol: 'SPY', dates: ['2024-01-05', '2024-01-08'], close: [400, 420] },
      252,
    );
    expect(comparison.equity).toEqual([10_000, null, 10_500]);
    expect(comparison.benchmarkReturn).toBeCloseTo(5, 12);
    expect(comparison.symbol).toBe('SPY');
  });
});
