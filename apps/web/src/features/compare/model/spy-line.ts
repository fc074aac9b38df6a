import { dayOf } from './curves';

/**
 * SPY bought and held, as an extra line of the comparison (docs/comparison.md#spy-buy-and-hold): its
 * close on each of the comparison's common dates, as an index worth 100 at the first of those
 * dates it has a close for. A date without a SPY close (a coin's weekend) is a gap (NaN).
 */
export function spyLine(
  dates: readonly string[],
  bars: ReadonlyArray<{ time: string; close: number }>,
): number[] {
  const closes = new Map<string, number>();
  for (const bar of bars) {
    if (Number.isFinite(bar.close) && bar.close > 0) closes.set(dayOf(bar.time), bar.close);
  }
  const marks = dates.map((date) => closes.get(date) ?? Number.NaN);
  const first = marks.find((mark) => !Number.isNaN(mark));
  if (first === undefined) return [];
  return marks.map((mark) => (100 * mark) / first);
}
