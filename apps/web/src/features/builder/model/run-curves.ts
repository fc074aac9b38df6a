import { commonDates, onDates, rebase } from '../../compare';
import type { RunEntry } from './run-history';

/** How the run comparison's chart reads equity: an index worth 100 at the first common day, or money. */
export type CurveScale = 'rebased' | 'dollars';

export interface RunCurves {
  dates: string[];
  current: number[];
  other: number[];
}

/**
 * Two runs' equity on the days both have (docs/comparison.md#common-dates), rebased to 100 on the
 * first of them or left in dollars. Empty when they share no day.
 */
export function runCurves(current: RunEntry, other: RunEntry, scale: CurveScale): RunCurves {
  const closes = (entry: RunEntry) =>
    new Map(entry.equity.dates.map((date, index) => [date, entry.equity.values[index] ?? Number.NaN]));
  const mine = closes(current);
  const theirs = closes(other);
  const dates = commonDates([mine, theirs]);
  const values = (series: Map<string, number>) => {
    const marks = onDates(series, dates);
    return scale === 'rebased' ? rebase(marks) : marks;
  };
  return { dates, current: values(mine), other: values(theirs) };
}
