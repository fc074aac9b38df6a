import { describe, expect, it } from 'vitest';
import { performanceMetrics } from '../../src/metrics/performance';
import { quantile } from '../../src/metrics/statistics';

/**
 * The return figures of performanceMetrics are computed in two passes with tricks (the drawdown,
 * unless the caller gives it,
 * from the lowest equity/peak ratio with the peak picked by index, negative parts as (r - |r|) / 2,
 * VaR selected among the returns gathered below a bar); they must equal, bit for bit, the plain
 * definitions written out here, on curves with flat stretches, new peaks, a zero or NaN equity
 * and infinite returns.
 */
function reference(periods: Float64Array, initialCapital: number) {
  const returns: number[] = [];
  for (let index = 1; index < periods.length; index += 1)
    returns.push(((periods[index] as number) / (periods[index - 1] as number) - 1) * 100);
  const count = returns.length;
  let sum = 0;
  for (const value of returns) sum += value;
  const average = count > 0 ? sum / count : 0;
  let squares = 0;
  let downsideSquares = 0;
  for (const value of returns) {
    squares += (value - average) * (value - average);
    if (value < 0) downsideSquares += value * value;
  }
  const deviation = count >= 2 ? Math.sqrt(squares / (count - 1)) : Number.NaN;
  const downside = count > 0 ? Math.sqrt(downsideSquares / count) : 0;
  let peak = initialCapital;
  let maxDrawdown = 0;
  for (const value of periods) {
    if (value > peak) peak = value;
    const drawdown = (value / peak - 1) * 100;
    if (drawdown < maxDrawdown) maxDrawdown = drawdown;
  }
  // numpy.percentile(returns, 5): linear interpolation between the sorted values (NaN sorts last).
  const sorted = [...returns].sort((a, b) => (Number.isNaN(a) ? 1 : Number.isNaN(b) ? -1 : a - b));
  const position = 0.05 * (count - 1);
  const lower = Math.floor(position);
  const low = sorted[lower] as number;
  const next = sorted[Math.min(lower + 1, count - 1)] as number;
  const fraction = position - lower;
  const var95 = count === 0 ? 0 : fraction === 0 || lower + 1 >= count ? low : low + fraction * (next - low);
  return { average, deviation, downside, maxDrawdown, var95 };
}

/** The metrics of a curve; with `maxDrawdown`, as a run that worked its drawdown out elsewhere. */
function metricsOf(periods: Float64Array, initialCapital: number, maxDrawdown?: number) {
  const metrics = performanceMetrics({
    ...(maxDrawdown === undefined ? {} : { maxDrawdown }),
    ticker: 'TEST',
    firstDate: '2024-01-01',
    lastDate: '2024-12-31',
    initialCapital,
    periods,
    periodsPerYear: 252,
    trades: [],
    barCount: periods.length,
    days: periods.length,
    exposedBars: 0,
    firstClose: 1,
    lastClose: 1,
  });
  const perYear = Math.sqrt(252);
  return {
    average: metrics.daily_return,
    deviation: metrics.annualized_std / perYear,
    downside: metrics.sortino_ratio === null ? null : metrics.daily_return / metrics.sortino_ratio,
    maxDrawdown: metrics.max_drawdown,
    var95: metrics.var_95,
    sharpe: metrics.sharpe_ratio,
    sortino: metrics.sortino_ratio,
  };
}

/** Deterministic pseudo-random numbers (a linear congruential generator). */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** An equity curve like a strategy's: flat while out of the market, moving while in. */
function equityCurve(random: () => number, length: number, start: number): Float64Array {
  const curve = new Float64Array(length);
  let value = start;
  let invested = false;
  for (let index = 0; index < length; index += 1) {
    if (random() < 0.05) invested = !invested;
    if (invested) value *= 1 + (random() - 0.48) * 0.04;
    curve[index] = value;
  }
  return curve;
}

describe('return statistics', () => {
  it('equal the plain definitions bit for bit on strategy-like curves', () => {
    const random = generator(7);
    for (let run = 0; run < 300; run += 1) {
      const periods = equityCurve(random, 2 + Math.floor(random() * 600), 10_000);
      const expected = reference(periods, 10_000);
      // Both passes: with the drawdown, and the returns alone (the drawdown given).
      for (const actual of [metricsOf(periods, 10_000), metricsOf(periods, 10_000, expected.maxDrawdown)]) {
        expect(actual.average).toBe(expected.average);
        expect(actual.maxDrawdown).toBe(expected.maxDrawdown);
        expect(actual.var95).toBe(expected.var95);
        expect(actual.sharpe).toBe(
          expected.deviation > 0 ? (expected.average / expected.deviation) * Math.sqrt(252) : null,
        );
        expect(actual.sortino).toBe(
          expected.downside > 0 ? (expected.average / expected.downside) * Math.sqrt(252) : null,
        );
      }
    }
  });

  it('equal the plain definitions with a zero, NaN or infinite equity', () => {
    const random = generator(11);
    for (const broken of [0, Number.NaN, Number.POSITIVE_INFINITY]) {
      const periods = equityCurve(random, 200, 10_000);
      periods[120] = broken;
      const expected = reference(periods, 10_000);
      for (const actual of [metricsOf(periods, 10_000), metricsOf(periods, 10_000, expected.maxDrawdown)]) {
        expect(actual.average).toBe(expected.average);
        expect(actual.maxDrawdown).toBe(expected.maxDrawdown);
        expect(actual.sortino).toBe(
          expected.downside > 0 ? (expected.average / expected.downside) * Math.sqrt(252) : null,
        );
      }
    }
  });

  it('measure the drawdown from the initial capital, a peak below it included', () => {
    // 100 -> 90 -> 95 -> 120 -> 60: the deepest fall is 120 -> 60, -50%.
    expect(metricsOf(Float64Array.from([100, 90, 95, 120, 60]), 100).maxDrawdown).toBe(-50);
    // Starting below the initial capital: 80 is 20% below the 100 the run started with.
    expect(metricsOf(Float64Array.from([80, 90, 85]), 100).maxDrawdown).toBeCloseTo(-20, 12);
  });

  it('takes VaR 95 among all returns when fewer than the 5% are negative', () => {
    // One negative return among 40: the 5th percentile lies between it and the smallest positive.
    const periods = Float64Array.from({ length: 41 }, (_, index) => 100 + index);
    periods[20] = 50;
    const expected = reference(periods, 100);
    expect(metricsOf(periods, 100).var95).toBe(expected.var95);
    expect(quantile([-3, 1, 2, 4], 0.05)).toBeCloseTo(-3 + 0.15 * 4, 12);
  });
});
