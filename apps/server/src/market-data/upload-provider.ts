import type { AssetClass, SymbolInfo } from '@stratblocks/contracts';
import { dateOf, type BarSeries } from '@stratblocks/engine';
import { MarketDataError, normaliseSymbolInput, type StoredInterval } from '@stratblocks/market-data';
import type {
  MarketUploadRepository,
  NewUpload,
  UploadedSeriesRecord,
  UploadQuota,
} from '../db/market-uploads';
import type { Coverage, DateRange, MarketDataProvider } from './provider';

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
 * sees. Bars are read from the database for each request, only the chunks of the window asked for
 * (a few milliseconds for 100,000 bars), so no user's uploads push another's out of a shared cache.
 * Each account keeps at most `quota` uploads and bytes of bars.
 */
export class UploadStore {
  constructor(
    private readonly repository: MarketUploadRepository,
    private readonly quota: UploadQuota,
  ) {}

  forUser(userId: number): MarketDataProvider {
    return new UserUploadProvider(userId, this);
  }

  /** What one account may keep. */
  get limits(): UploadQuota {
    return this.quota;
  }

  list(userId: number): Promise<UploadedSeriesRecord[]> {
    return this.repository.listByUser(userId);
  }

  find(userId: number, symbolText: string): Promise<UploadedSeriesRecord | null> {
    return this.repository.findForUser(userId, normaliseSymbolInput(symbolText));
  }

  /**
   * Stores a parsed series as the user's symbol (all bars or nothing), replacing an earlier one;
   * throws UploadQuotaError past the account's quota.
   */
  store(upload: NewUpload): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    return this.repository.replace(upload, this.quota);
  }

  remove(userId: number, symbolText: string): Promise<boolean> {
    return this.repository.deleteForUser(userId, normaliseSymbolInput(symbolText));
  }

  /** The series' bars in the window (all of them without one). */
  bars(record: UploadedSeriesRecord, range?: DateRange): Promise<BarSeries> {
    return this.repository.loadBars(record, range);
  }
}

class UserUploadProvider implements MarketDataProvider {
  readonly source = 'upload' as const;

  constructor(
    private readonly userId: number,
    private readonly store: UploadStore,
  ) {}

  async listSymbols(): Promise<SymbolInfo[]> {
    return (await this.store.list(this.userId)).map(uploadInfo);
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
    return this.store.bars(record, range);
  }
}
