/**
 * The as-of join (docs/engine.md#11-other-symbols-and-timeframes): at the close of each traded bar,
 * the value of the latest source bar complete at or before that bar's end, or NaN (null) when the
 * source's own bars stopped more than 7 x 24 hours before it (the series ended or has a gap).
 */

/** How long a source may go without a bar before its values count as missing. */
export const STALE_AFTER_MS = 7 * 24 * 3_600_000;

/**
 * One value per traded bar. `values` and `available` are per source bar (available non-decreasing);
 * `rawEnds` the source's own bars' ends (increasing); `tradedEnds` the traded bars' ends.
 */
export function asOfColumn(
  values: Float64Array,
  available: Float64Array,
  rawEnds: Float64Array,
  tradedEnds: Float64Array,
): Float64Array {
  const count = tradedEnds.length;
  const out = new Float64Array(count).fill(Number.NaN);
  let source = -1;
  let raw = -1;
  for (let t = 0; t < count; t += 1) {
    const end = tradedEnds[t] as number;
    while (source + 1 < available.length && (available[source + 1] as number) <= end) source += 1;
    while (raw + 1 < rawEnds.length && (rawEnds[raw + 1] as number) <= end) raw += 1;
    if (source < 0 || raw < 0) continue;
    if (end - (rawEnds[raw] as number) > STALE_AFTER_MS) continue;
    out[t] = values[source] as number;
  }
  return out;
}
