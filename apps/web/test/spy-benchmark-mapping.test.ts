import { describe, expect, it } from 'vitest';
import { selfBenchmark, spyBenchmark } from '../src/features/backtests/charts/benchmark-data';
import { benchmarkRange, isBenchmarkSymbol } from '../src/features/backtests/charts/benchmark-symbol';

// Monday to Thursday; SPY has no bar on the 1st (a holiday).
const dates = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04'];
const spyBars = [
  { time: '2024-01-02', close: 400 },
  { time: '2024-01-03', close: 404 },
  { time: '2024-01-04', close: 402 },
];

function expectClose(actual: number[], expected: number[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, index) => {
    expect(actual[index]).toBeCloseTo(value, 8);
  });
}

describe('SPY against a result', () => {
  it('fetches the result calendar days', () => {
    expect(benchmarkRange(dates)).toEqual({ start: '2024-01-01', end: '2024-01-04' });
    expect(benchmarkRange(['2024-03-01T15:30:00-05:00', '2024-03-04T10:30:00-05:00'])).toEqual({
      start: '2024-03-01',
      end: '2024-03-04',
    });
    expect(benchmarkRange([])).toBeNull();
  });

  it('aligns SPY on the result dates and scales it to the initial capital', () => {
    // No equity column: equity is rebuilt from the returns with a 5,000 capital (5000, 5050, 5000, 5100).
    const spy = spyBenchmark({ dates, cumulative_returns: [0, 1, 0, 2] }, spyBars, 5000);
    // Bought on the 2nd at 400: 5000 x 404/400 = 5050, 5000 x 402/400 = 5025; no bar on the 1st.
    expect(spy.equity[0]).toBeNaN();
    expectClose(spy.equity.slice(1), [5000, 5050, 5025]);
    expect(spy.returns[0]).toBeNaN();
    expect(spy.returns[1]).toBeCloseTo(0, 10);
    expect(spy.returns[2]).toBeCloseTo(1, 10);
    expect(spy.returns[3]).toBeCloseTo(0.5, 10);
  });

  it('relates daily returns over the days both have', () => {
    const spy = spyBenchmark(
      { dates, cumulative_returns: [0, 1, 0, 2], equity: [1000, 1010, 1000, 1020] },
      spyBars,
      1000,
    );
    // Common days 2nd..4th. Strategy: -100/101 %, +2 %; SPY: +1 %, -50/101 %.
    // beta = (2 + 100/101) / (-50/101 - 1) = (302/101) / (-151/101) = -2; two points: correlation -1.
    // alpha = (mean s - beta x mean b) x 252 = (51/101 + 2 x 25.5/101) x 252 = 102/101 x 252.
    expect(spy.periods).toBe(2);
    expect(spy.beta).toBeCloseTo(-2, 10);
    expect(spy.correlation).toBeCloseTo(-1, 10);
    expect(spy.alpha).toBeCloseTo((102 / 101) * 252, 8);
    expectClose(spy.equity.slice(1), [1000, 1010, 1005]);
  });

  it('compares SPY with its own buy and hold when the symbol is SPY', () => {
    expect(isBenchmarkSymbol('spy ')).toBe(true);
    expect(isBenchmarkSymbol('AAPL')).toBe(false);
    expect(isBenchmarkSymbol(undefined)).toBe(false);
    // The strategy is the buy and hold doubled: beta 2, correlation 1, alpha ~0 (returns compound).
    const relation = selfBenchmark(
      {
        dates: dates.slice(0, 3),
        cumulative_returns: [0, 2, 6.08],
        buy_and_hold: [0, 1, 3.02],
        ticker: 'SPY',
      },
      1000,
    );
    // Strategy 1000, 1020, 1060.8: +2 %, +4 %. SPY 100, 101, 103.02: +1 %, +2 %.
    expect(relation?.beta).toBeCloseTo(2, 8);
    expect(relation?.correlation).toBeCloseTo(1, 8);
    expect(relation?.alpha).toBeCloseTo(0, 8);
    expect(selfBenchmark({ dates, cumulative_returns: [0, 0, 0, 0], ticker: 'SPY' })).toBeNull();
  });
});
