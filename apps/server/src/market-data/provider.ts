import type { DataSource, SymbolInfo } from '@stratblocks/contracts';
import type { BarSeries } from '@stratblocks/engine';
import type { StoredInterval } from '@stratblocks/market-data';

/** Inclusive calendar dates, YYYY-MM-DD. */
export interface DateRange {
  start: string;
  end: string;
}

/** The first and last bar labels of a series. */
export interface Coverage {
  first: string;
  last: string;
}

/**
 * One source of bars: the bundled dataset, Yahoo Finance (cached in the database), or one user's
 * uploads. Series are parsed once and kept in memory as columns; slicing a window copies only it.
 */
export interface MarketDataProvider {
  readonly source: DataSource;
  /** The symbols the provider can serve (without asking the network). */
  listSymbols(): Promise<SymbolInfo[]>;
  /** The provider's symbol for what a user typed (ticker or Yahoo form), or null when it has none. */
  findSymbol(symbolText: string): Promise<SymbolInfo | null>;
  /** The span of a symbol's bars at an interval, or null when it has no bars at that interval. */
  coverage(symbol: string, interval: StoredInterval): Promise<Coverage | null>;
  /**
   * The bars of a symbol at an interval: all of them, or those with start <= date <= end (possibly
   * none). Throws MarketDataError when the provider does not have the symbol at that interval.
   */
  getBars(symbol: string, interval: StoredInterval, range?: DateRange): Promise<BarSeries>;
}
