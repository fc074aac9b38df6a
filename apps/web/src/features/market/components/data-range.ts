import { INTERVAL_WORDS, type SymbolSearchResult } from '@stratblocks/contracts';

/** "daily data from 2005-01-03 to 2025-12-31 (hourly too)": what a symbol covers, in words. */
export function describeRange(symbol: SymbolSearchResult): string {
  const [main, ...others] = symbol.intervals;
  const more = others.length ? ` (${others.map((interval) => INTERVAL_WORDS[interval]).join(', ')} too)` : '';
  return `${main ? INTERVAL_WORDS[main] : 'daily'} data from ${symbol.first} to ${symbol.last}${more}`;
}
