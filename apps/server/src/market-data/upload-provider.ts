import type { AssetClass, SymbolInfo } from '@stratblocks/contracts';
import { dateOf, sliceByDate, type BarSeries } from '@stratblocks/engine';
import { MarketDataError, normaliseSymbolInput, type StoredInterval } from '@stratblocks/market-data';
import type { MarketUploadRepository, UploadedSeriesRecord } from '../db/market-uploads';
import type { Coverage, DateRange, MarketDataProvider } from './provider';

/** Uploaded bars kept in memory across users, at most (least recently used series go first). */
export const UPLOAD_MEMORY_BARS = 2_000_000;

/** The facts of an uploaded series, as search lists them. */
export function uploadInfo(record: UploadedSeriesRecord): SymbolInfo {
  return {
    symbol: record.symbol,
    name: record.name,
    assetClass: record.assetClass as AssetClass,
    intervals: [record.interval === '1h' ? '1h' : '1d'],
    first: dateOf(record.first),
    last: dateOf(record.last),
  };
}

/**
 * Users' uploaded series. Each belongs to its user only: `forUser` gives the provider one user
 * sees. Bars are read from the database once per upload and kept in memory (keyed by the upload's
 * id, which changes when the file is replaced, so every server process notices a re-upload).
 */
export class UploadStore {
  private readonly memory = new Map<number, BarSeries>();
  private memoryBars = 0;

  constructor(private readonly repository: MarketUploadRepository) {}

  forUser(userId: number): MarketDataProvider {
    return new UserUploadProvider(userId, this.repository, this);
  }

  list(userId: number): Promise<UploadedSeriesRecord[]> {
    return this.repository.listByUser(userId);
  }

  find(userId: number, symbolText: string): Promise<UploadedSeriesRecord | null> {
    return this.repository.findForUser(userId, normaliseSymbolInput(symbolText));
  }

  /** Stores a parsed series as the user's symbol (all bars or nothing), replacing an earlier one. */
  async store(upload: {
    userId: number;
    symbol: string;
    name: string;
    assetClass: AssetClass;
    uploadedAt: string;
    series: BarSeries;
  }): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    const result = await this.repository.replace(upload);
    this.keep(result.record.id, { ...upload.series, symbol: result.record.symbol });
    return result;
  }

  remove(userId: number, symbolText: string): Promise<boolean> {
    return this.repository.deleteForUser(userId, normaliseSymbolInput(symbolText));
  }

  async bars(record: UploadedSeriesRecord): Promise<BarSeries> {
    const cached = this.memory.get(record.id);
    if (cached) {
      this.memory.delete(record.id);
      this.memory.set(record.id, cached);
      return cached;
    }
    const series = await this.repository.loadBars(record);
    this.keep(record.id, series);
    return series;
  }

  private keep(id: number, series: BarSeries): void {
    this.memory.set(id, series);
    this.memoryBars += series.times.length;
    for (const [oldId, old] of this.memory) {
      if (this.memoryBars <= UPLOAD_MEMORY_BARS || oldId === id) break;
      this.memory.delete(oldId);
      this.memoryBars -= old.times.length;
    }
  }
}

class UserUploadProvider implements MarketDataProvider {
  readonly source = 'upload' as const;

  constructor(
    private readonly userId: number,
    private readonly repository: MarketUploadRepository,
    private readonly store: UploadStore,
  ) {}

  async listSymbols(): Promise<SymbolInfo[]> {
    return (await this.repository.listByUser(this.userId)).map(uploadInfo);
  }

  async findSymbol(symbolText: string): Promise<SymbolInfo | null> {
    const record = await this.store.find(this.userId, symbolText);
    return record ? uploadInfo(record) : null;
  }

  async coverage(symbol: string, interval: StoredInterval): Promise<Coverage | null> {
    const record = await this.store.find(this.userId, symbol);
    return record?.interval === interval ? { first: record.first, last: record.last } : null;
  }

  async getBars(symbol: string, interval: StoredInterval, range?: DateRange): Promise<BarSeries> {
    const record = await this.store.find(this.userId, symbol);
    if (!record) throw new MarketDataError('unknown_symbol', `You have no upload named "${symbol}"`);
    if (record.interval !== interval) {
      const word = record.interval === '1h' ? 'hourly' : 'daily';
      throw new MarketDataError(
        'no_interval',
        `${record.symbol} has no ${interval === '1h' ? 'hourly' : 'daily'} data (your upload has ${word} data from ${dateOf(record.first)} to ${dateOf(record.last)})`,
      );
    }
    const all = await this.store.bars(record);
    return range ? sliceByDate(all, range.start, range.end) : all;
  }
}
