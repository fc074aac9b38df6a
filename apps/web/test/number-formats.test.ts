import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  formatRatio,
  formatSignedPercent,
  trend,
} from '../src/lib/format';
import { formatMetric } from '../src/lib/format-metric';

describe('number formats (docs/product.md#business-constants-and-limits)', () => {
  it('money and percents have two decimals, ratios three', () => {
    expect(formatMoney(32738.168861)).toBe('$32,738.17');
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatPercent(-18.4)).toBe('-18.40%');
    expect(formatRatio(2.15)).toBe('2.150');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('signs returns: + for gains, - for losses, none for zero', () => {
    expect(formatSignedPercent(147.3)).toBe('+147.30%');
    expect(formatSignedPercent(-3.5)).toBe('-3.50%');
    expect(formatSignedPercent(0)).toBe('0.00%');
    expect(formatSignedPercent(-0.001)).toBe('0.00%');
  });

  it('shows N/A for a missing figure', () => {
    expect(formatSignedPercent(null)).toBe('N/A');
    expect(formatRatio(undefined)).toBe('N/A');
    expect(formatMetric('sharpe_ratio', null)).toBe('N/A');
    expect(formatMoney(Number.NaN)).toBe('N/A');
  });

  it('formats metrics by their unit: daily return and VaR 95% with four decimals', () => {
    expect(formatMetric('sharpe_ratio', 1.23456)).toBe('1.235');
    expect(formatMetric('daily_return', 0.05123)).toBe('0.0512%');
    expect(formatMetric('var_95', -1.98767)).toBe('-1.9877%');
    expect(formatMetric('final_nav', 10500)).toBe('$10,500.00');
    expect(formatMetric('total_trades', 52)).toBe('52');
    expect(formatMetric('test_period', '2020-01-02 to 2024-12-31')).toBe('2020-01-02 to 2024-12-31');
  });

  it('tells gains from losses', () => {
    expect([trend(1), trend(-1), trend(0), trend(null)]).toEqual(['gain', 'loss', 'flat', 'flat']);
  });

  it('writes dates the way people read them', () => {
    expect(formatDate('2024-01-05')).toBe('Jan 5, 2024');
    expect(formatDate(null)).toBe('N/A');
  });

  it('groups digits as Intl writes en-US numbers, at every size and sign', () => {
    const values = [
      0,
      7,
      -7,
      999.994,
      999.995,
      1000,
      -1000.5,
      123456.789,
      -9876543.21,
      1e12 + 0.5,
      2 ** 53,
      1e21,
      -3.2e22,
    ];
    for (const decimals of [0, 2, 3, 4]) {
      const intl = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const value of values) {
        const rounded = Number(value.toFixed(decimals));
        expect(formatNumber(value, decimals), `${value} with ${decimals} decimals`).toBe(
          intl.format(rounded === 0 ? 0 : rounded),
        );
      }
    }
  });

  it('writes a timestamp as its UTC date, from the first to the last month', () => {
    expect(formatDate('2023-12-31T23:59:59Z')).toBe('Dec 31, 2023');
    expect(formatDate('2024-02-29T00:00:00.000Z')).toBe('Feb 29, 2024');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
