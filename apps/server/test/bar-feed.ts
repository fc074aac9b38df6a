import { BundledMarketData } from '@stratblocks/market-data';
import type { YahooChartAnswer, YahooChartClient } from '../src/market-data/yahoo-client';

/** A YYYY-MM-DD date moved by whole days. */
export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Yahoo Finance that serves one new bar at a time: the bundled daily bars of a symbol up to
 * `releasedThrough`, in chart()'s shape (stamped at the 09:30 New York open, a session that ends
 * at 16:00 there). A test moves `releasedThrough` and the clock together, a day at a time. With
 * `shiftDays` (whole weeks keep the weekdays), the bars are served under later dates, so that
 * recorded bars can stand for the days around today.
 */
export class BarFeed implements YahooChartClient {
  calls = 0;

  constructor(
    public releasedThrough: string,
    private readonly data = new BundledMarketData(),
    private readonly shiftDays = 0,
  ) {}

  chart(symbol: string): Promise<YahooChartAnswer> {
    this.calls += 1;
    const bars = this.data.range(
      symbol,
      '1d',
      '2000-01-01',
      shiftDate(this.releasedThrough, -this.shiftDays),
    );
    const info = this.data.resolve(symbol);
    return Promise.resolve({
      meta: {
        symbol: info.symbol,
        currency: 'USD',
        instrumentType: info.assetClass === 'Cryptocurrency' ? 'CRYPTOCURRENCY' : 'ETF',
        exchangeTimezoneName: info.assetClass === 'Cryptocurrency' ? 'UTC' : 'America/New_York',
        longName: info.name,
        currentTradingPeriod: { regular: { end: new Date('2025-01-02T21:00:00Z') } },
      },
      quotes: bars.times.map((time, index) => ({
        date: new Date(
          `${shiftDate(time, this.shiftDays)}T${info.assetClass === 'Cryptocurrency' ? '00:00' : '14:30'}:00Z`,
        ),
        open: bars.open[index] ?? null,
        high: bars.high[index] ?? null,
        low: bars.low[index] ?? null,
        close: bars.close[index] ?? null,
        volume: bars.volume[index] ?? null,
        adjclose: bars.close[index] ?? null,
      })),
    });
  }
}

/** The weekdays from `from` to `to` (YYYY-MM-DD), in order. */
export function weekdays(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${from}T00:00:00Z`);
    time <= Date.parse(`${to}T00:00:00Z`);
    time += 86_400_000
  ) {
    const day = new Date(time).getUTCDay();
    if (day !== 0 && day !== 6) days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/** A saved strategy's document: SMA(5) crossing SMA(20) on SPY, out on the cross back or a 2% stop. */
export function watchedStrategyConfig(startDate: string, endDate: string) {
  const sma = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
  return {
    generalSetting: {
      strategyType: 'Long Only',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: 'SPY',
      startDate,
      endDate,
      initialCapital: 10000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0,
    },
    entryLogic: {
      long: { elements: [sma(5), { name: 'Cross Above', type: 'compare-operator' }, sma(20)] },
      short: null,
    },
    exitLogic: {
      exit_long: {
        elements: [
          { name: 'Stop Loss %', type: 'exit', properties: { percentage: 1.5 } },
          { name: 'Or', type: 'boolean-operator' },
          sma(5),
          { name: 'Cross Below', type: 'compare-operator' },
          sma(20),
        ],
      },
      exit_short: null,
    },
    riskSetting: {
      maxOpenTrades: 1,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 0,
      dailyLossLimit: 0,
      riskRewardRatio: 2,
      sizingMode: 'percent',
    },
  };
}
