import { describe, expect, it } from 'vitest';
import { calendar, columnOf, daily } from './series';

/**
 * Daily bars of a US stock from Monday 26 February to Friday 5 April 2024, without Good Friday
 * (29 March, also the last weekday of March). Each close encodes its date: 2024-03-28 closes at
 * 328, so the expected values read off the dates.
 */
const dates = calendar('2024-02-26', '2024-04-05', [1, 2, 3, 4, 5], ['2024-03-29']);
const code = (date: string) => Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
const stock = daily(
  'SPY',
  dates.map((date) => [date, code(date), { volume: code(date) }] as const),
);

/** The expected column: per date, the value the given function says (null when missing). */
function expected(valueOn: (date: string) => number | null): number[] {
  return dates.map((date) => valueOn(date) ?? Number.NaN);
}

describe('a weekly value on daily bars', () => {
  it('is the last complete week: complete at its Friday close, or at the next bar after a holiday Friday', () => {
    const weekly = columnOf(stock, 'US Stocks', 'Close', { timeframe: '1W' });
    expect(weekly).toEqual(
      expected((date) => {
        if (date < '2024-03-01') return null; // the first week completes on Friday 1 March
        if (date < '2024-03-08') return 301;
        if (date < '2024-03-15') return 308;
        if (date < '2024-03-22') return 315;
        // Good Friday: the week of 25-28 March completes at the close of Monday 1 April.
        if (date < '2024-04-01') return 322;
        if (date < '2024-04-05') return 328;
        return 405;
      }),
    );
  });

  it('runs the indicator on the weeks: SMA(2) weekly needs two complete weeks', () => {
    const sma = columnOf(stock, 'US Stocks', 'SMA', { period: 2, timeframe: '1W' });
    expect(sma).toEqual(
      expected((date) => {
        if (date < '2024-03-08') return null;
        if (date < '2024-03-15') return (301 + 308) / 2;
        if (date < '2024-03-22') return (308 + 315) / 2;
        if (date < '2024-04-01') return (315 + 322) / 2;
        if (date < '2024-04-05') return (322 + 328) / 2;
        return (328 + 405) / 2;
      }),
    );
  });

  it('sums the week volume of the bars it has (four on the Good Friday week)', () => {
    const volume = columnOf(stock, 'US Stocks', 'Volume', { timeframe: '1W' });
    expect(volume[dates.indexOf('2024-04-01')]).toBe(325 + 326 + 327 + 328);
  });
});

describe('a monthly value on daily bars', () => {
  it('completes at the close of the last weekday, or of the first bar after it when that day is a holiday', () => {
    const monthly = columnOf(stock, 'US Stocks', 'Close', { timeframe: '1M' });
    expect(monthly).toEqual(
      expected((date) => {
        // February's last weekday is Thursday 29 February.
        if (date < '2024-02-29') return null;
        // March's last weekday is Good Friday: March completes at the close of Monday 1 April.
        if (date < '2024-04-01') return 229;
        return 328;
      }),
    );
  });

  it('on crypto, completes on the last calendar day', () => {
    // Every day from 27 April to 3 June 2024: April completes on Tuesday 30, May on Friday 31.
    const days = calendar('2024-04-27', '2024-06-03', [0, 1, 2, 3, 4, 5, 6]);
    const coin = daily(
      'BTC-USD',
      days.map((date) => [date, code(date)] as const),
    );
    const monthly = columnOf(coin, 'Cryptocurrency', 'Close', { timeframe: '1M' });
    expect(monthly).toEqual(
      days.map((date) => (date < '2024-04-30' ? Number.NaN : date < '2024-05-31' ? 430 : 531)),
    );
    // A stock's May would complete on the last weekday, Friday 31 May, too; a month ending on a
    // Sunday shows the difference: June 2024 ends on Sunday 30.
    const june = calendar('2024-06-24', '2024-07-02', [0, 1, 2, 3, 4, 5, 6]);
    const coinJune = daily(
      'BTC-USD',
      june.map((date) => [date, code(date)] as const),
    );
    const juneMonthly = columnOf(coinJune, 'Cryptocurrency', 'Close', { timeframe: '1M' });
    expect(juneMonthly).toEqual(june.map((date) => (date < '2024-06-30' ? Number.NaN : 630)));
  });
});

describe('a weekly value on crypto bars', () => {
  it('lets Saturday and Sunday join the following Friday week', () => {
    // Friday 5 January to Saturday 13 January 2024, every day; volume 1 per bar.
    const days = calendar('2024-01-05', '2024-01-13', [0, 1, 2, 3, 4, 5, 6]);
    const coin = daily(
      'BTC-USD',
      days.map((date) => [date, code(date)] as const),
    );
    const close = columnOf(coin, 'Cryptocurrency', 'Close', { timeframe: '1W' });
    const volume = columnOf(coin, 'Cryptocurrency', 'Volume', { timeframe: '1W' });
    // The week ending Friday 5 January holds only that bar in the window.
    expect(close).toEqual([105, 105, 105, 105, 105, 105, 105, 112, 112]);
    // The week ending Friday 12 holds Saturday 6 to Friday 12: seven bars.
    expect(volume).toEqual([1, 1, 1, 1, 1, 1, 1, 7, 7]);
  });
});
