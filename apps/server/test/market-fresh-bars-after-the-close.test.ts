import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isCacheFresh, lastCompletedTradingDay } from '../src/market-data/freshness';
import { barsFromChart } from '../src/market-data/yahoo-provider';
import type { YahooChartAnswer } from '../src/market-data/yahoo-client';

describe('the market data provider', () => {
  it('is auto by default (Yahoo when reachable, else the bundled dataset)', () => {
    expect(loadConfig({}).marketDataProvider).toBe('auto');
    expect(loadConfig({ MARKET_DATA_PROVIDER: 'bundled' }).marketDataProvider).toBe('bundled');
  });
});

describe('the last completed trading day', () => {
  it('is today in New York once its session has closed (16:15 there), else the weekday before', () => {
    // Tuesday 2026-03-03: 20:00 UTC is 15:00 in New York (EST), 21:30 UTC is 16:30.
    expect(lastCompletedTradingDay(new Date('2026-03-03T20:00:00Z'), 'US Stocks')).toBe('2026-03-02');
    expect(lastCompletedTradingDay(new Date('2026-03-03T21:30:00Z'), 'US Stocks')).toBe('2026-03-03');
    // Summer time: 20:20 UTC is 16:20 in New York (EDT).
    expect(lastCompletedTradingDay(new Date('2026-07-07T20:20:00Z'), 'US Stocks')).toBe('2026-07-07');
    // Monday morning: Friday.
    expect(lastCompletedTradingDay(new Date('2026-03-09T12:00:00Z'), 'US Stocks')).toBe('2026-03-06');
    // Crypto: the UTC day before.
    expect(lastCompletedTradingDay(new Date('2026-03-03T00:30:00Z'), 'Cryptocurrency')).toBe('2026-03-02');
  });

  it('makes a cache fetched before the close stale after it, and one fetched after it fresh', () => {
    const cached = {
      assetClass: 'US Stocks' as const,
      last: '2026-03-02',
      fetchedAt: '2026-03-03T19:00:00.000Z',
    };
    expect(isCacheFresh(cached, new Date('2026-03-03T20:00:00Z'))).toBe(true);
    // 22:30 UTC: Tuesday's bar is final; the copy from 19:00 UTC cannot have it.
    expect(isCacheFresh(cached, new Date('2026-03-03T22:30:00Z'))).toBe(false);
    // Fetched after the close and still without Tuesday (a holiday): fresh for 12 hours.
    const holiday = { ...cached, fetchedAt: '2026-03-03T22:00:00.000Z' };
    expect(isCacheFresh(holiday, new Date('2026-03-03T22:30:00Z'))).toBe(true);
    expect(isCacheFresh(holiday, new Date('2026-03-04T10:30:00Z'))).toBe(false);
  });
});

function answer(instrumentType: string, timeZone: string, dates: string[]): YahooChartAnswer {
  return {
    meta: {
      symbol: 'X',
      currency: 'USD',
      instrumentType,
      exchangeTimezoneName: timeZone,
      currentTradingPeriod: { regular: { end: new Date('2026-03-03T21:00:00Z') } },
    },
    quotes: dates.map((iso, index) => ({
      date: new Date(iso),
      open: 10 + index,
      high: 11 + index,
      low: 9 + index,
      close: 10 + index,
      volume: 100,
    })),
  };
}

describe('barsFromChart and the bar of today', () => {
  const stock = answer('ETF', 'America/New_York', ['2026-03-02T14:30:00Z', '2026-03-03T14:30:00Z']);

  it("keeps today's bar once the session is over (the regular end, 16:00 New York, and 15 minutes)", () => {
    expect(barsFromChart(stock, 'X', new Date('2026-03-03T20:30:00Z')).times).toEqual(['2026-03-02']);
    expect(barsFromChart(stock, 'X', new Date('2026-03-03T21:15:00Z')).times).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });

  it('keeps a crypto day only once it is over (midnight UTC)', () => {
    const coin = answer('CRYPTOCURRENCY', 'UTC', ['2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z']);
    expect(barsFromChart(coin, 'X', new Date('2026-03-03T23:30:00Z')).times).toEqual(['2026-03-02']);
    expect(barsFromChart(coin, 'X', new Date('2026-03-04T00:30:00Z')).times).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
  });
});
