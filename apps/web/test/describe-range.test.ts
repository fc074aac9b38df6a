import { describe, expect, it } from 'vitest';
import { describeRange } from '../src/features/market';

describe('the span of data shown beside a ticker', () => {
  it('names the stored intervals and the dates', () => {
    expect(
      describeRange({
        symbol: 'SPY',
        name: 'SPDR S&P 500 ETF Trust',
        assetClass: 'US Stocks',
        intervals: ['1d', '1h'],
        first: '2005-01-03',
        last: '2025-12-31',
        source: 'bundled',
      }),
    ).toBe('daily data from 2005-01-03 to 2025-12-31 (hourly too)');
  });
});
