import { PORTFOLIO_LIMITS, type Portfolio } from '@stratblocks/contracts';

/**
 * The builder's portfolio (DECISIONS 8): the symbols as the user picks them (any count while
 * editing), how they run, and the optional ranking. Only 2 or more symbols make a portfolio.
 */
export type PortfolioDraft = Portfolio;

export const EMPTY_PORTFOLIO: PortfolioDraft = { symbols: [], mode: 'shared' };

/** Ready-made lists, all from the bundled daily data. */
export const READY_MADE_LISTS: readonly { name: string; symbols: readonly string[] }[] = [
  { name: 'Sector ETFs', symbols: ['XLK', 'XLF', 'XLE', 'XLV', 'XLI', 'XLP', 'XLU', 'XLY'] },
  { name: 'Mega-cap tech', symbols: ['AAPL', 'MSFT', 'GOOGL', 'AMZN', 'META', 'NVDA', 'TSLA'] },
  {
    name: 'Dow-style industrials',
    symbols: ['CAT', 'DE', 'GE', 'HON', 'BA', 'RTX', 'LMT', 'UNP', 'ETN'],
  },
  { name: 'Crypto', symbols: ['BTC-USD', 'ETH-USD'] },
];

/** Symbols from pasted text: separated by commas, spaces or new lines, upper-cased. */
export function parseSymbolList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((symbol) => symbol.trim().toUpperCase())
    .filter((symbol) => symbol !== '');
}

/**
 * The list with the symbols added at its end: each symbol once (case-insensitive), at most 50;
 * `dropped` counts what did not fit.
 */
export function addSymbols(
  current: readonly string[],
  added: readonly string[],
): { symbols: string[]; dropped: number } {
  const symbols = [...current];
  const seen = new Set(current.map((symbol) => symbol.toUpperCase()));
  let dropped = 0;
  for (const symbol of added) {
    const key = symbol.toUpperCase();
    if (seen.has(key)) continue;
    if (symbols.length >= PORTFOLIO_LIMITS.maxSymbols) {
      dropped += 1;
      continue;
    }
    seen.add(key);
    symbols.push(symbol);
  }
  return { symbols, dropped };
}

/** The portfolio a strategy_config carries: none below 2 symbols (the strategy stays single-symbol). */
export function exportedPortfolio(portfolio: PortfolioDraft | undefined): Portfolio | undefined {
  if (!portfolio || portfolio.symbols.length < PORTFOLIO_LIMITS.minSymbols) return undefined;
  return portfolio;
}
