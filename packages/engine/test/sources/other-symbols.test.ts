import { describe, expect, it } from 'vitest';
import type { OtherSeries } from '../../src/index';
import { calendar, columnOf, daily } from './series';

/** Closes encode their dates: 2024-07-08 closes at 708. */
const code = (date: string) => Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
const series = (symbol: string, dates: string[]) =>
  daily(
    symbol,
    dates.map((date) => [date, code(date)] as const),
  );

/** Stocks: Monday 1 to Friday 12 July 2024, without Independence Day (Thursday 4). */
const stockDates = calendar('2024-07-01', '2024-07-12', [1, 2, 3, 4, 5], ['2024-07-04']);
const spy = series('SPY', stockDates);
/** Forex trades on the 4th: Monday 1 to Friday 12 July, every weekday. */
const forexDates = calendar('2024-07-01', '2024-07-12');
const euro = series('EURUSD=X', forexDates);
/** Crypto: every day from Sunday 30 June to Friday 12 July. */
const coinDates = calendar('2024-06-30', '2024-07-12', [0, 1, 2, 3, 4, 5, 6]);
const coin = series('BTC-USD', coinDates);

const others: OtherSeries = {
  SPY: { bars: spy, assetClass: 'US Stocks' },
  'EURUSD=X': { bars: euro, assetClass: 'Forex' },
  'BTC-USD': { bars: coin, assetClass: 'Cryptocurrency' },
};

/** Per date, the expected value (null: missing). */
const on = (dates: string[], values: Record<string, number | null>) =>
  dates.map((date) => values[date] ?? Number.NaN);

describe('another symbol on daily bars', () => {
  it('on a stock, sees a forex bar of day D only at the next stock close (17:00 is after 16:00)', () => {
    expect(columnOf(spy, 'US Stocks', 'Close', { symbol: 'EURUSD=X' }, others)).toEqual(
      on(stockDates, {
        '2024-07-01': null,
        '2024-07-02': 701,
        '2024-07-03': 702,
        '2024-07-05': 704,
        '2024-07-08': 705,
        '2024-07-09': 708,
        '2024-07-10': 709,
        '2024-07-11': 710,
        '2024-07-12': 711,
      }),
    );
  });

  it('on forex, sees the stock close of the same day, and the last one over a stock holiday', () => {
    expect(columnOf(euro, 'Forex', 'Close', { symbol: 'SPY' }, others)).toEqual(
      on(forexDates, {
        '2024-07-01': 701,
        '2024-07-02': 702,
        '2024-07-03': 703,
        '2024-07-04': 703,
        '2024-07-05': 705,
        '2024-07-08': 708,
        '2024-07-09': 709,
        '2024-07-10': 710,
        '2024-07-11': 711,
        '2024-07-12': 712,
      }),
    );
  });

  it('on a stock, does not see the crypto bar of the same date (it ends at 24:00 UTC, after 16:00 New York)', () => {
    expect(columnOf(spy, 'US Stocks', 'Close', { symbol: 'BTC-USD' }, others)).toEqual(
      on(stockDates, {
        '2024-07-01': 630,
        '2024-07-02': 701,
        '2024-07-03': 702,
        '2024-07-05': 704,
        '2024-07-08': 707,
        '2024-07-09': 708,
        '2024-07-10': 709,
        '2024-07-11': 710,
        '2024-07-12': 711,
      }),
    );
  });

  it("on crypto, sees the stock close of the same date, and Friday's over the weekend", () => {
    expect(columnOf(coin, 'Cryptocurrency', 'Close', { symbol: 'SPY' }, others)).toEqual(
      on(coinDates, {
        '2024-06-30': null,
        '2024-07-01': 701,
        '2024-07-02': 702,
        '2024-07-03': 703,
        '2024-07-04': 703,
        '2024-07-05': 705,
        '2024-07-06': 705,
        '2024-07-07': 705,
        '2024-07-08': 708,
        '2024-07-09': 709,
        '2024-07-10': 710,
        '2024-07-11': 711,
        '2024-07-12': 712,
      }),
    );
  });

  it("is missing before a late listing's first bar", () => {
    const listed = series('NEW', calendar('2024-07-08', '2024-07-12'));
    const column = columnOf(
      spy,
      'US Stocks',
      'Close',
      { symbol: 'NEW' },
      {
        NEW: { bars: listed, assetClass: 'US Stocks' },
      },
    );
    expect(column).toEqual(
      on(stockDates, {
        '2024-07-08': 708,
        '2024-07-09': 709,
        '2024-07-10': 710,
        '2024-07-11': 711,
        '2024-07-12': 712,
      }),
    );
  });

  it("is missing once more than 7 x 24 hours separate the close from the symbol's last bar", () => {
    // The last bar is Wednesday 3 July: Wednesday 10 is exactly 7 days later (still shown),
    // Thursday 11 is 8 days later.
    const ended = series('OLD', calendar('2024-07-01', '2024-07-03'));
    const column = columnOf(
      spy,
      'US Stocks',
      'Close',
      { symbol: 'OLD' },
      {
        OLD: { bars: ended, assetClass: 'US Stocks' },
      },
    );
    expect(column).toEqual(
      on(stockDates, {
        '2024-07-01': 701,
        '2024-07-02': 702,
        '2024-07-03': 703,
        '2024-07-05': 703,
        '2024-07-08': 703,
        '2024-07-09': 703,
        '2024-07-10': 703,
      }),
    );
  });

  it("runs indicators on the other symbol's own bars: warm-up counts its bars", () => {
    // SMA(3) of the crypto closes, seen at each stock close as of the crypto bar before that date.
    const sma = columnOf(spy, 'US Stocks', 'SMA', { period: 3, symbol: 'BTC-USD' }, others);
    expect(sma).toEqual(
      on(stockDates, {
        '2024-07-03': (630 + 701 + 702) / 3,
        '2024-07-05': (702 + 703 + 704) / 3,
        '2024-07-08': (705 + 706 + 707) / 3,
        '2024-07-09': (706 + 707 + 708) / 3,
        '2024-07-10': (707 + 708 + 709) / 3,
        '2024-07-11': (708 + 709 + 710) / 3,
        '2024-07-12': (709 + 710 + 711) / 3,
      }),
    );
  });
});
