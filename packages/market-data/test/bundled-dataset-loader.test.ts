import { describe, expect, it } from 'vitest';
import { BundledMarketData, MarketDataError } from '../src/index';

const data = new BundledMarketData();

function errorOf(action: () => unknown): MarketDataError {
  try {
    action();
  } catch (error) {
    if (error instanceof MarketDataError) return error;
    throw error;
  }
  throw new Error('expected a MarketDataError');
}

describe('the bundled dataset', () => {
  it('lists every series of the manifest, with names and asset classes', () => {
    const symbols = data.list();
    expect(symbols.length).toBe(129);
    expect(symbols.find((symbol) => symbol.symbol === 'SPY')).toEqual({
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      assetClass: 'US Stocks',
      intervals: ['1d', '1h'],
      first: '2005-01-03',
      last: '2025-12-31',
    });
    expect(symbols.find((symbol) => symbol.symbol === 'BTC-USD')?.assetClass).toBe('Cryptocurrency');
    expect(symbols.find((symbol) => symbol.symbol === 'EURUSD=X')?.assetClass).toBe('Forex');
  });

  it('resolves a symbol by ticker and by its Yahoo form', () => {
    expect(data.resolve('EURUSD').symbol).toBe('EURUSD=X');
    expect(data.resolve('eurusd=x').symbol).toBe('EURUSD=X');
    expect(data.resolve('GSPC').symbol).toBe('^GSPC');
    expect(data.resolve('BRK.B').symbol).toBe('BRK-B');
    expect(data.resolve('BTC').symbol).toBe('BTC-USD');
  });

  it('reads the real SPY bars (first and last rows of the file)', () => {
    const bars = data.bars('SPY');
    expect(bars.times.length).toBe(5283);
    expect([bars.times[0], bars.open[0], bars.high[0], bars.low[0], bars.close[0], bars.volume[0]]).toEqual([
      '2005-01-03',
      82.2361,
      82.3714,
      81.1131,
      81.3837,
      55748000,
    ]);
    expect(bars.times.at(-1)).toBe('2025-12-31');
  });

  it('parses a series once and serves it from memory afterwards', () => {
    expect(data.bars('QQQ')).toBe(data.bars('qqq'));
  });

  it('slices a date range, both ends included', () => {
    const window = data.range('SPY', '1d', '2020-01-01', '2024-12-31');
    expect(window.times[0]).toBe('2020-01-02');
    expect(window.times.at(-1)).toBe('2024-12-31');
    expect(window.times.length).toBe(1258);
  });

  it('serves hourly SPY with its exchange-time labels', () => {
    const hourly = data.range('SPY', '1h', '2020-03-16', '2020-03-16');
    expect(hourly.times).toHaveLength(7);
    expect(hourly.times[0]).toBe('2020-03-16T09:30:00-04:00');
  });

  it('names close matches for an unknown symbol', () => {
    const error = errorOf(() => data.resolve('SPYY'));
    expect(error.code).toBe('unknown_symbol');
    expect(error.status).toBe(404);
    expect(error.message).toMatch(/^Unknown symbol "SPYY"\. Did you mean SPY/);
  });

  it('says what exists when a range has no bars', () => {
    const error = errorOf(() => data.range('SPY', '1d', '1990-01-01', '1990-12-31'));
    expect(error.status).toBe(422);
    expect(error.message).toContain('SPY has daily data from 2005-01-03 to 2025-12-31');
  });

  it('says which intervals exist when one is missing', () => {
    expect(errorOf(() => data.bars('AAPL', '1h')).message).toBe(
      'AAPL has no hourly data (it has daily data from 2005-01-03 to 2025-12-31)',
    );
  });

  it('refuses a symbol outside the chosen asset class', () => {
    expect(() => {
      data.assertAssetClass('SPY', 'US Stocks');
    }).not.toThrow();
    expect(
      errorOf(() => {
        data.assertAssetClass('BTC-USD', 'US Stocks');
      }).message,
    ).toBe('BTC-USD is Cryptocurrency, not US Stocks: choose Cryptocurrency as the asset class');
  });
});
