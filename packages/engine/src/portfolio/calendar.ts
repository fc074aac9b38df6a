import { dayNumbers } from '../data/bars';

/**
 * The union calendar of a portfolio (docs/engine.md#shared-one-account): every bar label any symbol has in the window,
 * in order, and for each symbol the index of its bar on each of those labels (-1 where it has none).
 */
export interface UnionCalendar {
  times: string[];
  /** One number per label that changes exactly when the trading date changes. */
  days: Int32Array;
  /** Per symbol (in list order): its bar index on each label of `times`, or -1. */
  barAt: Int32Array[];
}

/** Merges two sorted label arrays into one sorted array without repeats. */
function mergeSorted(a: readonly string[], b: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as string;
    const y = b[j] as string;
    if (x === y) {
      out.push(x);
      i += 1;
      j += 1;
    } else if (x < y) {
      out.push(x);
      i += 1;
    } else {
      out.push(y);
      j += 1;
    }
  }
  while (i < a.length) out.push(a[i++] as string);
  while (j < b.length) out.push(b[j++] as string);
  return out;
}

/**
 * Calendars already built, by the first symbol's label array: runs of the same symbols on the same
 * in-memory series (a server's cached bars, a sweep) share it. Read-only by contract.
 */
const BUILT = new WeakMap<
  readonly string[],
  Array<{ symbolTimes: ReadonlyArray<readonly string[]>; calendar: UnionCalendar }>
>();

/** Labels of the same form (YYYY-MM-DD, or date-times with one offset) sort as text. */
export function unionCalendar(symbolTimes: ReadonlyArray<readonly string[]>): UnionCalendar {
  const first = symbolTimes[0];
  if (first === undefined) return buildCalendar(symbolTimes);
  const known = BUILT.get(first) ?? [];
  const same = known.find(
    (entry) =>
      entry.symbolTimes.length === symbolTimes.length &&
      entry.symbolTimes.every((times, index) => times === symbolTimes[index]),
  );
  if (same) return same.calendar;
  const calendar = buildCalendar(symbolTimes);
  // A few portfolios per first symbol are kept; the oldest makes room.
  if (known.length >= 4) known.shift();
  known.push({ symbolTimes: [...symbolTimes], calendar });
  BUILT.set(first, known);
  return calendar;
}

function buildCalendar(symbolTimes: ReadonlyArray<readonly string[]>): UnionCalendar {
  let times: string[] = [];
  for (const own of symbolTimes) {
    // Symbols on the same exchange mostly share their dates: the common case costs one compare.
    times =
      times.length === own.length && times.at(-1) === own.at(-1) && times[0] === own[0]
        ? sameOrMerged(times, own)
        : mergeSorted(times, own);
  }
  const barAt = symbolTimes.map((own) => {
    const at = new Int32Array(times.length).fill(-1);
    let k = 0;
    for (let t = 0; t < times.length && k < own.length; t += 1) {
      if (times[t] === own[k]) {
        at[t] = k;
        k += 1;
      }
    }
    return at;
  });
  return { times, days: dayNumbers(times), barAt };
}

function sameOrMerged(times: string[], own: readonly string[]): string[] {
  for (let index = 0; index < own.length; index += 1) {
    if (times[index] !== own[index]) return mergeSorted(times, own);
  }
  return times;
}
