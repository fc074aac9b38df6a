import { MAX_SEARCH_RESULTS, type SymbolSearchResult } from '@stratblocks/contracts';
import { normaliseSymbolInput, symbolAliases } from '@stratblocks/market-data';

interface Ranked {
  result: SymbolSearchResult;
  /** 0: a form of the ticker equals the text; 1: starts with it; 2: contains it; 3: the name contains it. */
  tier: number;
  /** Within a tier: the shorter ticker form, or the earlier place in the name, first. */
  order: number;
}

function rankOf(result: SymbolSearchResult, key: string): Ranked | null {
  const aliases = symbolAliases(result.symbol);
  if (aliases.includes(key)) return { result, tier: 0, order: 0 };
  const prefixed = aliases.filter((alias) => alias.startsWith(key));
  if (prefixed.length > 0) {
    return { result, tier: 1, order: Math.min(...prefixed.map((alias) => alias.length)) };
  }
  const inside = aliases.map((alias) => alias.indexOf(key)).filter((at) => at > 0);
  if (inside.length > 0) return { result, tier: 2, order: Math.min(...inside) };
  const at = result.name.toUpperCase().indexOf(key);
  return at >= 0 ? { result, tier: 3, order: at } : null;
}

/**
 * Search by ticker and name, case-insensitive: exact ticker forms (EURUSD finds EURUSD=X), then
 * ticker prefixes, then tickers containing the text, then names containing it; at most
 * MAX_SEARCH_RESULTS. Empty text keeps
 * the candidates' order (the user's uploads, then the bundled manifest).
 */
export function rankSymbols(candidates: SymbolSearchResult[], text: string): SymbolSearchResult[] {
  const key = normaliseSymbolInput(text);
  if (key === '') return candidates.slice(0, MAX_SEARCH_RESULTS);
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    const rank = rankOf(candidate, key);
    if (rank) ranked.push(rank);
  }
  ranked.sort(
    (a, b) => a.tier - b.tier || a.order - b.order || a.result.symbol.localeCompare(b.result.symbol),
  );
  return ranked.slice(0, MAX_SEARCH_RESULTS).map((rank) => rank.result);
}
