import { describe, expect, it } from 'vitest';
import { barsFromRows, resampleMonthly, resampleWeekly, sliceByDate } from '../src/index';
import { weekEndingFriday } from '../src/data/resample';

// Hand-made daily bars: a week with a Monday holiday-free run, a crypto weekend, and a month turn.
const daily = barsFromRows('TEST', '1d', [
  { time: '2024-01-25', open: 10, high: 12, low: 9, close: 11, volume: 1 }, // Thu
  { time: '2024-01-26', open: 11, high: 13, low: 10, close: 12, volume: 2 }, // Fri
  { time: '2024-01-27', open: 12, high: 15, low: 11, close: 14, volume: 3 }, // Sat -> next week
  { time: '2024-01-28', open: 14, high: 14, low: 8, close: 9, volume: 4 }, // Sun -> next week
  { time: '2024-01-29', open: 9, high: 10, low: 7, close: 8, volume: 5 }, // Mon
  { time: '2024-02-01', open: 8, high: 9, low: 6, close: 7, volume: 6 }, // Thu
]);

describe('weekly bars end on Friday', () => {
  it('maps dates to the Friday that closes their week', () => {
    expect(weekEndingFriday('2024-01-26')).toBe('2024-01-26');
    expect(weekEndingFriday('2024-01-27')).toBe('2024-02-02');
    expect(weekEndingFriday('2024-01-28')).toBe('2024-02-02');
    expect(weekEndingFriday('2024-01-22')).toBe('2024-01-26');
  });

  it('aggregates O first, H max, L min, C last, V sum, labelled by the last trading date', () => {
    const weekly = resampleWeekly(daily);
    expect(weekly.times).toEqual(['2024-01-26', '2024-02-01']);
    expect([...weekly.open]).toEqual([10, 12]);
    expect([...weekly.high]).toEqual([13, 15]);
    expect([...weekly.low]).toEqual([9, 6]);
    expect([...weekly.close]).toEqual([12, 7]);
    expect([...weekly.volume]).toEqual([3, 18]);
    expect(weekly.interval).toBe('1w');
  });
});

describe('monthly bars follow the calendar month', () => {
  it('splits at the month turn', () => {
    const monthly = resampleMonthly(daily);
    expect(monthly.times).toEqual(['2024-01-29', '2024-02-01']);
    expect([...monthly.open]).toEqual([10, 8]);
    expect([...monthly.high]).toEqual([15, 9]);
    expect([...monthly.low]).toEqual([7, 6]);
    expect([...monthly.close]).toEqual([8, 7]);
    expect([...monthly.volume]).toEqual([15, 6]);
  });
});

describe('date windows', () => {
  it('keeps bars with start <= date <= end, both ends included', () => {
    expect(sliceByDate(daily, '2024-01-26', '2024-01-29').times).toEqual([
      '2024-01-26',
      '2024-01-27',
      '2024-01-28',
      '2024-01-29',
    ]);
    expect(sliceByDate(daily, '2024-03-01', '2024-03-31').times).toEqual([]);
  });

  it('takes the far end of the calendar as an end date', () => {
    expect(sliceByDate(daily, '0001-01-01', '9999-12-31').times).toHaveLength(6);
  });

  it('includes every intraday bar of the end date', () => {
    const hourly = barsFromRows('TEST', '1h', [
      { time: '2020-03-16T15:00:00-04:00', open: 1, high: 1, low: 1, close: 1 },
      { time: '2020-03-17T09:30:00-04:00', open: 1, high: 1, low: 1, close: 1 },
      { time: '2020-03-17T15:00:00-04:00', open: 1, high: 1, low: 1, close: 1 },
      { time: '2020-03-18T09:30:00-04:00', open: 1, high: 1, low: 1, close: 1 },
    ]);
    expect(sliceByDate(hourly, '2020-03-17', '2020-03-17').times).toHaveLength(2);
  });
});
