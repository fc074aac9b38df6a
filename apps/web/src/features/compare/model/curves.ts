/**
 * The equity curves of a comparison, pure (docs/comparison.md, "Common dates" and "Rebasing"):
 * each strategy's equity is read as one mark per calendar day, the strategies meet on the days
 * they all have, and every curve starts at 100 on the first of them.
 */

/** A strategy's equity marks in date order (money, or any positive index: only ratios are read). */
export interface EquitySeries {
  dates: readonly string[];
  values: readonly number[];
}

/** The calendar day of a bar time ("2024-03-01" of "2024-03-01T15:30:00"). */
export function dayOf(barTime: string): string {
  return barTime.slice(0, 10);
}

/**
 * One mark per calendar day: the last of the day, so an hourly run is read at each day's close as a
 * daily run is. Marks that are not positive finite numbers are left out (a ratio needs them).
 */
export function dailyCloses(series: EquitySeries): Map<string, number> {
  const closes = new Map<string, number>();
  series.dates.forEach((date, index) => {
    const value = series.values[index];
    if (value !== undefined && Number.isFinite(value) && value > 0) closes.set(dayOf(date), value);
  });
  return closes;
}

/** The days every series has, in order. */
export function commonDates(series: ReadonlyArray<ReadonlyMap<string, number>>): string[] {
  const [first, ...others] = series;
  if (!first) return [];
  return [...first.keys()].filter((day) => others.every((other) => other.has(day))).sort();
}

/** A series' marks on the given days (each day must be one of its own). */
export function onDates(closes: ReadonlyMap<string, number>, dates: readonly string[]): number[] {
  return dates.map((day) => closes.get(day) ?? Number.NaN);
}

/** The marks as an index worth 100 at the first: 100 x value / first value. */
export function rebase(values: readonly number[]): number[] {
  const first = values[0];
  if (first === undefined) return [];
  return values.map((value) => (100 * value) / first);
}

/** Distance below the running peak, in percent (0 or negative), as the results panel draws it. */
export function drawdown(values: readonly number[]): number[] {
  let peak = Number.NEGATIVE_INFINITY;
  return values.map((value) => {
    peak = Math.max(peak, value);
    return (value / peak - 1) * 100;
  });
}
