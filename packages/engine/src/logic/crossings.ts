/**
 * Where line a crosses line b, bar by bar: Cross Above at t when a[t-1] <= b[t-1] and a[t] > b[t],
 * Cross Below when a[t-1] >= b[t-1] and a[t] < b[t]; a missing (NaN) value on either bar makes
 * neither fire. Either output may be left out (null).
 *
 * Written for parameter sweeps, which work this out for every run on every bar: while one line
 * stays strictly above the other nothing can fire, so such a stretch is walked with one
 * comparison per bar and no write, and only the bars where the order changes (rare) are looked
 * at closely. The outputs are cleared once, then only the crossings are written: a 0/1 value
 * stored on every bar costs about twice as much as this.
 */
export function crossings(
  a: Float64Array,
  b: Float64Array,
  above: Uint8Array | null,
  below: Uint8Array | null,
): void {
  const count = Math.min(above?.length ?? Infinity, below?.length ?? Infinity, a.length, b.length);
  above?.fill(0);
  below?.fill(0);
  let t = 1;
  while (t < count) {
    const previousA = a[t - 1] as number;
    const previousB = b[t - 1] as number;
    if (previousA > previousB) {
      // Only a fall below b can fire, at the first bar where a is no longer above.
      while (t < count && (a[t] as number) > (b[t] as number)) t += 1;
      if (t < count && below !== null && (a[t] as number) < (b[t] as number)) below[t] = 1;
    } else if (previousA < previousB) {
      while (t < count && (a[t] as number) < (b[t] as number)) t += 1;
      if (t < count && above !== null && (a[t] as number) > (b[t] as number)) above[t] = 1;
    } else if (previousA === previousB) {
      // Touching: a move either way is a crossing.
      const x = a[t] as number;
      const y = b[t] as number;
      if (above !== null && x > y) above[t] = 1;
      if (below !== null && x < y) below[t] = 1;
    }
    // (A missing value on bar t - 1: nothing fires on bar t.)
    t += 1;
  }
}
