import { describe, expect, it } from 'vitest';
import { rsi } from '../../../src/indicators/momentum/rsi';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';

describe('RSI', () => {
  it('matches the published 14-day worked example (StockCharts, "Relative Strength Index")', () => {
    const closes = Float64Array.from([
      44.3389, 44.0902, 44.1497, 43.6124, 44.2778, 44.8327, 45.0955, 45.4245, 45.8433, 46.0826, 45.8931,
      46.0328, 45.614, 46.282, 46.282, 46.0028, 46.0328, 46.4116, 46.2222, 45.6439, 46.2122, 46.2521, 45.7137,
      46.4515, 45.7835, 45.3548, 44.0288, 44.1783, 44.2181, 44.5672, 43.4205, 42.6628, 43.1314,
    ]);
    const published = [
      70.53, 66.32, 66.55, 69.41, 66.36, 57.97, 62.93, 63.26, 56.06, 62.38, 54.71, 50.42, 39.99, 41.46, 41.87,
      45.46, 37.3, 33.08, 37.77,
    ];
    const values = rsi(closes, 14);
    expect(values.slice(0, 14).every(Number.isNaN)).toBe(true);
    expect(Array.from(values.slice(14), (value) => Number(value.toFixed(2)))).toEqual(published);
  });

  it.each([2, 14, 30])('matches TA-Lib RSI(%i) on SPY 2020-2024', (period) => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      rsi(bars.close, period),
      talib('RSI', { inReal: bars.close }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('is 0 for a flat series, not a division by zero', () => {
    expect(rsi(new Float64Array(20).fill(5), 14)[14]).toBe(0);
  });
});
