import { describe, expect, it } from 'vitest';
import { dailyBarEnd, hourlyBarEnd } from '../../src/index';

const utc = (text: string) => Date.parse(text);

describe('bar end times', () => {
  it('ends a US stock daily bar at 16:00 New York, daylight time or not', () => {
    expect(dailyBarEnd('2024-07-01', 'US Stocks')).toBe(utc('2024-07-01T20:00:00Z'));
    expect(dailyBarEnd('2024-01-02', 'US Stocks')).toBe(utc('2024-01-02T21:00:00Z'));
  });

  it('switches to daylight time on the second Sunday of March and back on the first Sunday of November', () => {
    // 2024: daylight time from Sunday 10 March to Sunday 3 November.
    expect(dailyBarEnd('2024-03-08', 'US Stocks')).toBe(utc('2024-03-08T21:00:00Z'));
    expect(dailyBarEnd('2024-03-11', 'US Stocks')).toBe(utc('2024-03-11T20:00:00Z'));
    expect(dailyBarEnd('2024-11-01', 'US Stocks')).toBe(utc('2024-11-01T20:00:00Z'));
    expect(dailyBarEnd('2024-11-04', 'US Stocks')).toBe(utc('2024-11-04T21:00:00Z'));
    // 2005 (the older rule): first Sunday of April (3 April) to the last Sunday of October (30).
    expect(dailyBarEnd('2005-04-01', 'US Stocks')).toBe(utc('2005-04-01T21:00:00Z'));
    expect(dailyBarEnd('2005-04-04', 'US Stocks')).toBe(utc('2005-04-04T20:00:00Z'));
    expect(dailyBarEnd('2005-10-28', 'US Stocks')).toBe(utc('2005-10-28T20:00:00Z'));
    expect(dailyBarEnd('2005-10-31', 'US Stocks')).toBe(utc('2005-10-31T21:00:00Z'));
  });

  it('ends a forex daily bar at 17:00 New York and a crypto daily bar at 24:00 UTC', () => {
    expect(dailyBarEnd('2024-07-01', 'Forex')).toBe(utc('2024-07-01T21:00:00Z'));
    expect(dailyBarEnd('2024-01-02', 'Forex')).toBe(utc('2024-01-02T22:00:00Z'));
    expect(dailyBarEnd('2024-07-01', 'Cryptocurrency')).toBe(utc('2024-07-02T00:00:00Z'));
  });

  it('ends an hourly bar at the first full hour after it starts', () => {
    expect(hourlyBarEnd('2020-03-16T09:30:00-04:00')).toBe(utc('2020-03-16T14:00:00Z'));
    expect(hourlyBarEnd('2020-03-16T10:00:00-04:00')).toBe(utc('2020-03-16T15:00:00Z'));
    expect(hourlyBarEnd('2020-01-15T15:00:00-05:00')).toBe(utc('2020-01-15T21:00:00Z'));
    // A label without an offset is New York time.
    expect(hourlyBarEnd('2020-01-15T09:30:00')).toBe(utc('2020-01-15T15:00:00Z'));
  });
});
