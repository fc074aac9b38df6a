import { PORTFOLIO_LIMITS, type Portfolio } from '@stratblocks/contracts';

/**
 * The builder's portfolio (docs/engine.md#10-portfolios): the symbols as the user picks them (any count while
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

/** Whether the strategy runs as one account over 2 or more symbols. */
export function isSharedPortfolio(portfolio: PortfolioDraft | undefined): boolean {
  const exported = exportedPortfolio(portfolio);
  return exported?.mode === 'shared';
}

/** The equity per position that lets a shared portfolio fill every slot: 100 / slots, rounded down. */
export function slotSizedEquity(maxOpenTrades: number): number {
  return Math.floor(100 / Math.max(1, Math.floor(maxOpenTrades)));
}

/** A shared portfolio's sizing in words: "20% of equity per position, up to 5 positions". */
export function portfolioSizingText(equityUsed: number, maxOpenTrades: number): string {
  const slots = Math.max(1, Math.floor(maxOpenTrades));
  const text = `${equityUsed}% of equity per position, up to ${slots} ${slots === 1 ? 'position' : 'positions'}`;
  return equityUsed * slots > 100
    ? `${text}: more than the equity holds, so entries past the cash left are skipped.`
    : `${text}.`;
}
