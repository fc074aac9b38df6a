import { describe, expect, it } from 'vitest';
import { columnOf, hourly } from './series';

/** The seven hourly bars of a full session (09:30 to 15:00, New York winter time). */
const FULL = ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
/** The four bars of the half day after Thanksgiving (the market closes at 13:00). */
const HALF = ['09:30', '10:00', '11:00', '12:00'];

/** Wednesday 27 November, Friday 29 November (a half day) and Monday 2 December 2024; closes day x 10 + bar. */
const sessions: Array<[string, string[]]> = [
  ['2024-11-27', FULL],
  ['2024-11-29', HALF],
  ['2024-12-02', FULL],
];
const rows = sessions.flatMap(([date, clocks]) =>
  clocks.map(
    (clock, bar) => [`${date}T${clock}:00-05:00`, Number(date.slice(8, 10)) * 10 + bar + 1] as const,
  ),
);
const spy = hourly('SPY', rows);

describe('a daily value on hourly bars', () => {
  it("is complete at the bar ending 16:00; a half day at the end of the next session's first bar", () => {
    expect(columnOf(spy, 'US Stocks', 'Close', { timeframe: '1D' })).toEqual([
      // 27 November: nothing before the 15:00 bar (which ends at 16:00 and completes the day).
      ...[NaN, NaN, NaN, NaN, NaN, NaN, 277],
      // 29 November, the half day: not complete during its own session.
      ...[277, 277, 277, 277],
      // 2 December: the half day completes at the end of the 09:30 bar; the day itself at 16:00.
      ...[294, 294, 294, 294, 294, 294, 27],
    ]);
  });

  it('builds the day from its bars: the high of the half day is its highest bar', () => {
    expect(columnOf(spy, 'US Stocks', 'High', { timeframe: '1D' }).slice(11, 13)).toEqual([294, 294]);
    expect(columnOf(spy, 'US Stocks', 'Volume', { timeframe: '1D' }).slice(6, 12)).toEqual([
      7, 7, 7, 7, 7, 4,
    ]);
  });
});
