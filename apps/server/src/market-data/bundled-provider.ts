import type { SymbolInfo } from '@stratblocks/contracts';
import { sliceByDate, type BarSeries } from '@stratblocks/engine';
import { MarketDataError, type BundledMarketData, type StoredInterval } from '@stratblocks/market-data';
import type { Coverage, DateRange, MarketDataProvider } from './provider';

/** The dataset shipped in data/market: always there, never touches the network. */
export class BundledProvider implements MarketDataProvider {
  readonly source = 'bundled' as const;

  constructor(readonly data: BundledMarketData) {}

  listSymbols(): Promise<SymbolInfo[]> {
    return Promise.resolve(this.data.list());
  }

  findSymbol(symbolText: string): Promise<SymbolInfo | null> {
    return Promise.resolve(this.findSymbolNow(symbolText));
  }

  /** findSymbol without the promise (the bundled index is in memory). */
  findSymbolNow(symbolText: string): SymbolInfo | null {
    return this.data.has(symbolText) ? this.data.resolve(symbolText) : null;
  }

  coverage(symbol: string, interval: StoredInterval): Promise<Coverage | null> {
    const info = this.findSymbolNow(symbol);
    if (!info?.intervals.includes(interval)) return Promise.resolve(null);
    return Promise.resolve(this.data.coverage(symbol, interval));
  }

  getBars(symbol: string, interval: StoredInterval, range?: DateRange): Promise<BarSeries> {
    const all = this.data.bars(symbol, interval);
    return Promise.resolve(range ? sliceByDate(all, range.start, range.end) : all);
  }

  /** The "Unknown symbol" error, naming the bundled symbols closest to what was typed. */
  unknownSymbolError(symbolText: string): MarketDataError {
    try {
      this.data.resolve(symbolText);
    } catch (error) {
      if (error instanceof MarketDataError) return error;
      throw error;
    }
    return new MarketDataError('unknown_symbol', `Unknown symbol "${symbolText.trim()}"`);
  }
}
