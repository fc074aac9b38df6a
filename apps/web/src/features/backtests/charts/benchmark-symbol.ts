/** The market benchmark every result is compared with. */
export const BENCHMARK_SYMBOL = 'SPY';

/** The result's first and last calendar day: the range of benchmark bars to fetch. */
export function benchmarkRange(dates: readonly string[]): { start: string; end: string } | null {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return null;
  return { start: first.slice(0, 10), end: last.slice(0, 10) };
}

/** True when the result's symbol is the benchmark itself. */
export function isBenchmarkSymbol(ticker: string | undefined): boolean {
  return ticker?.trim().toUpperCase() === BENCHMARK_SYMBOL;
}
