import { describe, expect, it } from 'vitest';
import { bestPositions } from '../src/features/compare/model/better';
import { parseCompareIds } from '../src/features/compare/model/compare-ids';
import { compareCurves, equitySeriesOf } from '../src/features/compare/model/comparison';
import { commonDates, dailyCloses, drawdown, rebase } from '../src/features/compare/model/curves';
import { correlation, periodReturns, yearlyReturns } from '../src/features/compare/model/statistics';

// Every expected figure below is worked out by hand in its comment, not read off the code.

describe('curves on common dates', () => {
  it('reads an intraday run at each day’s last mark', () => {
    const closes = dailyCloses({
      dates: ['2024-01-02T10:00:00', '2024-01-02T15:00:00', '2024-01-03T10:00:00'],
      values: [100, 104, 103],
    });
    expect([...closes]).toEqual([
      ['2024-01-02', 104],
      ['2024-01-03', 103],
    ]);
  });

  it('keeps only the days every strategy has', () => {
    // A stock trades on weekdays, a coin every day: they meet on the stock's days in both windows.
    const stock = dailyCloses({ dates: ['2024-01-05', '2024-01-08', '2024-01-09'], values: [1, 2, 3] });
    const coin = dailyCloses({
      dates: ['2024-01-06', '2024-01-07', '2024-01-08', '2024-01-09', '2024-01-10'],
      values: [1, 2, 3, 4, 5],
    });
    expect(commonDates([stock, coin])).toEqual(['2024-01-08', '2024-01-09']);
  });

  it('rebases to 100 and measures drawdown from the running peak', () => {
    // 50 -> 100, 60 -> 120, 45 -> 90, 66 -> 132; drawdowns 0, 0, 90/120 - 1 = -25 %, 0.
    expect(rebase([50, 60, 45, 66])).toEqual([100, 120, 90, 132]);
    expect(drawdown([100, 120, 90, 132])).toEqual([0, 0, -25, 0]);
  });

  it('reads equity, or the cumulative return as an index when no equity was saved', () => {
    // +10 % -> 110, -5 % -> 95: the same ratios as equity 10,000 -> 11,000 -> 9,500.
    const fromReturns = equitySeriesOf({ dates: ['a', 'b', 'c'], cumulative_returns: [0, 10, -5] });
    expect(fromReturns.values).toEqual([100, 110, 95]);
    const fromEquity = equitySeriesOf({
      dates: ['a', 'b'],
      cumulative_returns: [0, 1],
      equity: [10_000, 10_100],
    });
    expect(fromEquity.values).toEqual([10_000, 10_100]);
  });
});

describe('daily returns and their correlation', () => {
  it('takes simple returns in percent', () => {
    // 100 -> 110 is +10 %, 110 -> 99 is -10 %.
    const returns = periodReturns([100, 110, 99]);
    expect(returns[0]).toBeCloseTo(10, 12);
    expect(returns[1]).toBeCloseTo(-10, 12);
  });

  it('is Pearson’s r of the two return lists', () => {
    // a = 10, -10, 10 (mean 10/3: deviations 20/3 x [1, -2, 1]); b = 5, -5, 10 (mean 10/3:
    // deviations 5/3 x [1, -5, 4]). r = (1 + 10 + 4) / sqrt(6 x 42) = 15 / sqrt(252) = 0.944911...
    expect(correlation([10, -10, 10], [5, -5, 10])).toBeCloseTo(0.944911, 6);
    expect(correlation([1, 2, 3], [-2, -4, -6])).toBe(-1);
  });

  it('has none for a curve that never moves or fewer than two returns', () => {
    expect(correlation([0, 0, 0], [1, 2, 3])).toBeNull();
    expect(correlation([1], [2])).toBeNull();
  });
});

describe('yearly returns', () => {
  it('runs from the last close of the year before, the first year from the first close', () => {
    // 2022: 100 -> 120 = +20 %; 2023: 120 -> 90 = -25 %; 2024: 90 -> 99 = +10 %.
    const years = yearlyReturns(
      ['2022-06-01', '2022-12-30', '2023-03-01', '2023-12-29', '2024-01-02'],
      [[100, 120, 130, 90, 99]],
    );
    expect(years.map((year) => year.year)).toEqual(['2022', '2023', '2024']);
    expect(years[0]?.returns[0]).toBeCloseTo(20, 12);
    expect(years[1]?.returns[0]).toBeCloseTo(-25, 12);
    expect(years[2]?.returns[0]).toBeCloseTo(10, 12);
    expect(years.map((year) => year.partial)).toEqual([true, false, true]);
  });
});

describe('a comparison of two strategies on different windows', () => {
  it('meets on the common dates, rebases both there and correlates their returns', () => {
    const early = {
      dates: ['2020-01-02', '2020-01-03', '2020-01-06', '2020-01-07'],
      values: [90, 100, 110, 99],
    };
    const late = {
      dates: ['2020-01-03', '2020-01-06', '2020-01-07', '2020-01-08'],
      values: [200, 210, 199.5, 250],
    };
    const comparison = compareCurves([early, late]);
    expect(comparison?.dates).toEqual(['2020-01-03', '2020-01-06', '2020-01-07']);
    // early: 100, 110, 99 -> 100, 110, 99; late: 200, 210, 199.5 -> 100, 105, 99.75.
    expect(comparison?.curves[0]?.rebased).toEqual([100, 110, 99]);
    expect(comparison?.curves[1]?.rebased).toEqual([100, 105, 99.75]);
    // late's drawdown on the 7th: 99.75 / 105 - 1 = -5 %.
    expect(comparison?.curves[1]?.drawdown[2]).toBeCloseTo(-5, 12);
    // Returns +10 %, -10 % against +5 %, -5 %: perfectly correlated.
    expect(comparison?.correlations.map(({ first, second }) => [first, second])).toEqual([[0, 1]]);
    expect(comparison?.correlations[0]?.value).toBeCloseTo(1, 12);
    // One (partial) year: early 100 -> 99 = -1 %, late 100 -> 99.75 = -0.25 %.
    expect(comparison?.years[0]?.returns[0]).toBeCloseTo(-1, 12);
    expect(comparison?.years[0]?.returns[1]).toBeCloseTo(-0.25, 12);
  });

  it('has nothing to compare when the strategies share fewer than two days', () => {
    const a = { dates: ['2020-01-02', '2020-01-03'], values: [1, 2] };
    const b = { dates: ['2021-01-04', '2021-01-05'], values: [1, 2] };
    expect(compareCurves([a, b])).toBeNull();
  });
});

describe('the better figure of a metric row', () => {
  it('is the higher return and the smaller drawdown', () => {
    expect([...bestPositions('total_return', [12.5, 30, -4])]).toEqual([1]);
    // Drawdowns are zero or negative: -8 % is a smaller loss than -20 %.
    expect([...bestPositions('max_drawdown', [-20, -8, -15])]).toEqual([1]);
  });

  it('is the lower volatility, gross loss and commission', () => {
    expect([...bestPositions('annualized_std', [18, 11.2, 25])]).toEqual([1]);
    expect([...bestPositions('total_commission', [40, 12, 90])]).toEqual([1]);
  });

  it('marks every strategy tied for best as shown, and none when all read the same', () => {
    // Sharpe shows 3 decimals: 1.2344 and 1.2341 both read 1.234.
    expect([...bestPositions('sharpe_ratio', [1.2344, 1.2341, 0.9])]).toEqual([0, 1]);
    expect([...bestPositions('sharpe_ratio', [1.1, 1.1])]).toEqual([]);
  });

  it('leaves out missing figures and judges nothing with one figure', () => {
    expect([...bestPositions('profit_factor', [null, 1.8, undefined])]).toEqual([]);
    expect([...bestPositions('profit_factor', [null, 1.8, 2.1])]).toEqual([2]);
  });

  it('judges no figure that describes the test rather than its result', () => {
    expect([...bestPositions('total_trades', [10, 40])]).toEqual([]);
    expect([...bestPositions('buy_and_hold_return', [10, 40])]).toEqual([]);
  });

  it('judges final NAV only between equal starting capitals', () => {
    expect([...bestPositions('final_nav', [11_000, 12_000], [10_000, 10_000])]).toEqual([1]);
    expect([...bestPositions('final_nav', [11_000, 120_000], [10_000, 100_000])]).toEqual([]);
  });
});

describe('the address', () => {
  it('reads the ids in order, each once, at most four', () => {
    expect(parseCompareIds('7,3,7, 12')).toEqual({ ids: [7, 3, 12], truncated: false });
    expect(parseCompareIds('1,2,3,4,5')).toEqual({ ids: [1, 2, 3, 4], truncated: true });
    expect(parseCompareIds('abc,0,-2,5')).toEqual({ ids: [5], truncated: false });
    expect(parseCompareIds(null)).toEqual({ ids: [], truncated: false });
  });
});
