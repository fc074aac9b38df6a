import { dateOf } from '../data/bars';

/**
 * The equity series the return metrics use, E_0..E_n: on daily or longer bars the equity at each
 * bar close (E_0 is the first bar's close, where nothing can have filled yet, so E_0 = initial
 * capital); on intraday bars the initial capital followed by the equity at each trading day's last
 * bar. Metrics use "daily" returns in the sense of one return per period.
 */
export function equityPeriods(
  equity: Float64Array,
  times: readonly string[],
  intraday: boolean,
  initialCapital: number,
): Float64Array {
  if (!intraday) return equity;
  const values: number[] = [initialCapital];
  for (let index = 0; index < equity.length; index += 1) {
    const next = times[index + 1];
    if (next === undefined || dateOf(next) !== dateOf(times[index] ?? ''))
      values.push(equity[index] ?? Number.NaN);
  }
  return Float64Array.from(values);
}

/** Period returns in percent: r_t = (E_t / E_{t-1} - 1) x 100, t = 1..n. */
export function periodReturns(periods: Float64Array): Float64Array {
  const returns = new Float64Array(Math.max(0, periods.length - 1));
  for (let index = 1; index < periods.length; index += 1) {
    returns[index - 1] = ((periods[index] ?? Number.NaN) / (periods[index - 1] ?? Number.NaN) - 1) * 100;
  }
  return returns;
}
