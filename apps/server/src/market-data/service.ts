import {
  INTERVAL_WORDS,
  MAX_BARS_PER_RESPONSE,
  UPLOAD_LIMITS,
  UploadFieldsSchema,
  type AssetClass,
  type BarsQuery,
  type BarsResponse,
  type DataSource,
  type SymbolInfo,
  type SymbolSearchQuery,
  type SymbolSearchResult,
  type UploadList,
  type UploadResponse,
} from '@stratblocks/contracts';
import {
  dateOf,
  resampleMonthly,
  resampleWeekly,
  sliceByDate,
  sourceInterval,
  type BarSeries,
  type TimeInterval,
} from '@stratblocks/engine';
import { MarketDataError, type BundledMarketData, type StoredInterval } from '@stratblocks/market-data';
import { UploadQuotaError } from '../db/market-uploads';
import { AppError } from '../errors';
import { systemClock, type Clock } from '../infra/clock';
import { RATE_LIMITS, type RateLimiter } from '../infra/rate-limit';
import type { ServiceLog } from '../infra/log';
import { BundledProvider } from './bundled-provider';
import type { DateRange } from './provider';
import { rankSymbols } from './search';
import type { UploadParser } from './upload-parser';
import type { SpooledFile } from './upload-spool';
import { uploadInfo, type UploadStore } from './upload-provider';
import { YahooUnavailableError, type YahooProvider } from './yahoo-provider';

/** The data a backtest asks for (the generalSetting fields that choose bars). */
export interface RunBarsRequest {
  tickerSymbol: string;
  assetClass: AssetClass;
  timeInterval: TimeInterval;
  startDate: string;
  endDate: string;
}

export interface LoadedBars {
  /** The window's bars at the stored interval the time interval needs (daily or hourly). */
  bars: BarSeries;
  /** Lines for the run log: where the data came from, fallbacks. */
  notes: string[];
}

/** The run log's line (and the log's message) when Yahoo fails and nothing of it is cached. */
export const YAHOO_UNREACHABLE_NOTE = 'Yahoo Finance is unreachable: using the bundled dataset';

/**
 * A symbol located in one provider, with its bars at the interval asked for: all of them, or for an
 * upload only those of the window asked for (read from the database by chunks).
 */
interface ResolvedSeries {
  info: SymbolInfo;
  source: DataSource;
  series: BarSeries;
  /** The first and last bar labels of the whole series. */
  span: { first: string; last: string };
  notes: string[];
}

/** The first and last labels of a series held whole. */
function spanOf(series: BarSeries): { first: string; last: string } {
  const { times } = series;
  return { first: times[0] ?? '', last: times[times.length - 1] ?? '' };
}

export interface MarketDataOptions {
  /** Users' uploads; without it (or the parser) no upload is found or accepted. */
  uploads?: UploadStore | null;
  /** Reads uploaded files off the event loop. */
  parser?: UploadParser | null;
  /** Counts uploads per user (RATE_LIMITS.uploadPerUser). */
  limiter?: RateLimiter | null;
  /** Yahoo Finance (MARKET_DATA_PROVIDER=yahoo or auto); null: bundled only, never the network. */
  yahoo?: YahooProvider | null;
  clock?: Clock;
  log?: ServiceLog;
}

function refuse(status: number, detail: string): never {
  throw new AppError(status, detail);
}

/** " from A to B", " from A on", " up to B" or "": the dates a request gave. */
function spanWords(start: string | undefined, end: string | undefined): string {
  if (start && end) return ` from ${start} to ${end}`;
  if (start) return ` from ${start} on`;
  return end ? ` up to ${end}` : '';
}

/**
 * Where the server's bars come from, for backtests and the market API. A symbol resolves to the
 * signed-in user's upload of that name first, then to Yahoo Finance (when configured; daily bars;
 * never forex) with the bundled dataset as fallback, else to the bundled dataset.
 * Data errors are MarketDataError (404 unknown symbol, 422 wrong asset class, missing interval or
 * empty window) with a message naming what exists.
 */
export class MarketDataService {
  private readonly bundled: BundledProvider;
  private readonly uploads: UploadStore | null;
  private readonly parser: UploadParser | null;
  private readonly limiter: RateLimiter | null;
  /** Users with an upload being received or read in this process: one at a time each. */
  private readonly uploading = new Set<number>();
  private readonly yahoo: YahooProvider | null;
  private readonly clock: Clock;
  private readonly log: ServiceLog | null;

  constructor(bundledData: BundledMarketData, options: MarketDataOptions = {}) {
    this.bundled = new BundledProvider(bundledData);
    this.uploads = options.uploads ?? null;
    this.parser = options.parser ?? null;
    this.limiter = options.limiter ?? null;
    this.yahoo = options.yahoo ?? null;
    this.clock = options.clock ?? systemClock;
    this.log = options.log ?? null;
  }

  /** Bars for a backtest: the window of the resolved series, and lines for the run log. */
  async loadRunBars(request: RunBarsRequest, userId?: number | null): Promise<LoadedBars> {
    const interval = sourceInterval(request.timeInterval);
    const resolved = await this.resolve(request.tickerSymbol, interval, userId ?? null, {
      assetClass: request.assetClass,
      windowEnd: request.endDate,
      window: { start: request.startDate, end: request.endDate },
    });
    const bars = sliceByDate(resolved.series, request.startDate, request.endDate);
    if (bars.times.length === 0) {
      throw this.emptyWindow(resolved, interval, request.startDate, request.endDate);
    }
    return { bars, notes: resolved.notes };
  }

  /**
   * Another symbol a strategy's blocks read (docs/engine.md#11-other-symbols-and-timeframes): its
   * window of bars at the run's stored interval, of any asset class, with that class (its bars'
   * end times depend on it). Throws the MarketDataError of an unknown symbol or an empty window.
   */
  async loadOtherBars(
    symbol: string,
    request: Omit<RunBarsRequest, 'tickerSymbol' | 'assetClass'>,
    userId?: number | null,
  ): Promise<LoadedBars & { assetClass: AssetClass }> {
    const interval = sourceInterval(request.timeInterval);
    const resolved = await this.resolve(symbol, interval, userId ?? null, {
      windowEnd: request.endDate,
      window: { start: request.startDate, end: request.endDate },
    });
    const bars = sliceByDate(resolved.series, request.startDate, request.endDate);
    if (bars.times.length === 0) {
      throw this.emptyWindow(resolved, interval, request.startDate, request.endDate);
    }
    return { bars, notes: resolved.notes, assetClass: resolved.info.assetClass };
  }

  /** GET /api/market/bars: a window of bars, weekly and monthly resampled from daily. */
  async bars(query: BarsQuery, userId: number | null): Promise<BarsResponse> {
    if (query.start && query.end && query.start > query.end) {
      refuse(422, `start (${query.start}) is after end (${query.end})`);
    }
    const stored: StoredInterval = query.interval === '1h' ? '1h' : '1d';
    const window =
      query.start || query.end
        ? { start: query.start ?? '0000-01-01', end: query.end ?? '9999-12-31' }
        : undefined;
    const resolved = await this.resolve(query.symbol, stored, userId, {
      ...(query.end !== undefined && { windowEnd: query.end }),
      ...(window && { window }),
    });
    let bars = window ? sliceByDate(resolved.series, window.start, window.end) : resolved.series;
    if (bars.times.length === 0) throw this.emptyWindow(resolved, stored, query.start, query.end);
    if (query.interval === '1w') bars = resampleWeekly(bars);
    if (query.interval === '1mo') bars = resampleMonthly(bars);
    const count = bars.times.length;
    if (count > MAX_BARS_PER_RESPONSE) {
      refuse(
        422,
        `${resolved.info.symbol} has ${count} ${INTERVAL_WORDS[query.interval]} bars${spanWords(query.start, query.end)}: one answer holds at most ${MAX_BARS_PER_RESPONSE}, narrow start and end`,
      );
    }
    const rows: BarsResponse['bars'] = new Array<BarsResponse['bars'][number]>(count);
    for (let index = 0; index < count; index += 1) {
      rows[index] = {
        time: bars.times[index] ?? '',
        open: bars.open[index] ?? Number.NaN,
        high: bars.high[index] ?? Number.NaN,
        low: bars.low[index] ?? Number.NaN,
        close: bars.close[index] ?? Number.NaN,
        volume: bars.volume[index] ?? 0,
      };
    }
    return {
      symbol: resolved.info.symbol,
      name: resolved.info.name,
      assetClass: resolved.info.assetClass,
      interval: query.interval,
      source: resolved.source,
      notes: resolved.notes,
      bars: rows,
    };
  }

  /**
   * GET /api/market/symbols: ticker prefix matches first, then name matches; the user's uploads
   * included; filtered by asset class. Never asks the network (Yahoo symbols appear once cached).
   */
  async search(query: SymbolSearchQuery, userId: number | null): Promise<SymbolSearchResult[]> {
    const candidates = new Map<string, SymbolSearchResult>();
    if (userId !== null && this.uploads) {
      for (const info of await this.uploads.forUser(userId).listSymbols()) {
        candidates.set(info.symbol, { ...info, source: 'upload' });
      }
    }
    const yahooSymbols = this.yahoo ? await this.yahoo.listSymbols() : [];
    const yahooBySymbol = new Map(yahooSymbols.map((info) => [info.symbol, info]));
    // The manifest's order; a symbol Yahoo has cached shows the cached (newer) span.
    for (const info of await this.bundled.listSymbols()) {
      if (candidates.has(info.symbol)) continue;
      const cached = yahooBySymbol.get(info.symbol);
      candidates.set(info.symbol, cached ? { ...cached, source: 'yahoo' } : { ...info, source: 'bundled' });
    }
    for (const info of yahooSymbols) {
      if (!candidates.has(info.symbol)) candidates.set(info.symbol, { ...info, source: 'yahoo' });
    }
    const pool = [...candidates.values()].filter(
      (info) => !query.assetClass || info.assetClass === query.assetClass,
    );
    return rankSymbols(pool, query.q);
  }

  /**
   * A symbol as the user may run it: their upload of that name, else the bundled symbol (its
   * canonical form), else null. Never asks the network.
   */
  async findSymbol(symbolText: string, userId: number | null): Promise<SymbolInfo | null> {
    if (userId !== null && this.uploads) {
      const record = await this.uploads.find(userId, symbolText);
      if (record) return uploadInfo(record);
    }
    return this.bundled.findSymbolNow(symbolText);
  }

  /** "Unknown symbol" with the bundled symbols closest to what was typed. */
  unknownSymbolMessage(symbolText: string): string {
    return this.bundled.unknownSymbolError(symbolText).message;
  }

  /**
   * Before an upload's body is read: counts it against the user's upload rate (429) and lets each
   * user send one file at a time (each takes up to 50 MB of disk and seconds of the upload reader).
   * Answers the call that frees the user's place once the request is over, however it ends.
   */
  async openUpload(userId: number): Promise<() => void> {
    if (!this.uploads || !this.parser) refuse(503, 'Uploads are not available on this server');
    await this.limiter?.consume([[RATE_LIMITS.uploadPerUser, String(userId)]]);
    if (this.uploading.has(userId))
      refuse(429, 'Your previous upload is still being read: wait for it to finish');
    this.uploading.add(userId);
    let open = true;
    return () => {
      if (open) this.uploading.delete(userId);
      open = false;
    };
  }

  /**
   * POST /api/market/upload: reads the CSV (spooled to disk) in the upload reader's thread (refused whole, naming the
   * first bad line; at most UPLOAD_LIMITS.barsPerFile rows) and stores it as the user's symbol in
   * one transaction, replacing an earlier upload of that name, within the account's quota.
   */
  async upload(userId: number, fields: Record<string, unknown>, file: SpooledFile): Promise<UploadResponse> {
    if (!this.uploads || !this.parser) refuse(503, 'Uploads are not available on this server');
    const parsedFields = UploadFieldsSchema.safeParse(fields);
    if (!parsedFields.success) {
      const issue = parsedFields.error.issues[0];
      const field = issue?.path.join('.') ?? '';
      const message = issue?.message ?? 'Invalid upload fields';
      refuse(422, field && /^Invalid/.test(message) ? `${field}: ${message}` : message);
    }
    const { symbol, name, assetClass } = parsedFields.data;
    const bundledInfo = this.bundled.findSymbolNow(symbol);
    if (bundledInfo) {
      refuse(
        422,
        `${symbol} is taken by the bundled symbol ${bundledInfo.symbol} (${bundledInfo.name}): give your upload another name`,
      );
    }
    const parsed = await this.parser.parse(file.path, symbol, UPLOAD_LIMITS.barsPerFile);
    if (!parsed.ok) refuse('status' in parsed ? parsed.status : 422, parsed.detail);
    let stored;
    try {
      stored = await this.uploads.store({
        userId,
        symbol,
        name: name || symbol,
        assetClass,
        uploadedAt: this.clock.now().toISOString(),
        series: parsed.series,
      });
    } catch (error) {
      if (error instanceof UploadQuotaError) refuse(422, quotaMessage(error));
      throw error;
    }
    const { record, replaced } = stored;
    return {
      ...uploadInfo(record),
      source: 'upload',
      bars: record.barCount,
      uploadedAt: record.uploadedAt,
      replaced,
    };
  }

  /** GET /api/market/uploads: the user's own uploads by symbol, and the account's quota. */
  async listUploads(userId: number): Promise<UploadList> {
    if (!this.uploads) refuse(503, 'Uploads are not available on this server');
    const records = await this.uploads.list(userId);
    return {
      items: records
        .map((record) => ({
          symbol: record.symbol,
          name: record.name,
          assetClass: record.assetClass as AssetClass,
          interval: record.interval === '1h' ? ('1h' as const) : ('1d' as const),
          first: dateOf(record.first),
          last: dateOf(record.last),
          bars: record.barCount,
          bytes: record.storedBytes,
          uploadedAt: record.uploadedAt,
        }))
        .sort((a, b) => a.symbol.localeCompare(b.symbol)),
      quota: this.uploads.limits,
    };
  }

  /** DELETE /api/market/uploads/:symbol */
  async removeUpload(userId: number, symbolText: string): Promise<void> {
    const removed = this.uploads ? await this.uploads.remove(userId, symbolText) : false;
    if (!removed) refuse(404, `You have no upload named "${symbolText.trim().toUpperCase()}"`);
  }

  /**
   * Finds the symbol (the user's upload, then Yahoo when configured, then the bundled dataset)
   * and all its bars at the interval; checks the asset class when one is given.
   */
  private async resolve(
    symbolText: string,
    interval: StoredInterval,
    userId: number | null,
    options: { assetClass?: AssetClass; windowEnd?: string; window?: DateRange },
  ): Promise<ResolvedSeries> {
    const check = (info: SymbolInfo) => {
      if (options.assetClass && info.assetClass !== options.assetClass) {
        throw new MarketDataError(
          'wrong_asset_class',
          `${info.symbol} is ${info.assetClass}, not ${options.assetClass}: choose ${info.assetClass} as the asset class`,
        );
      }
    };
    if (userId !== null && this.uploads) {
      const record = await this.uploads.find(userId, symbolText);
      if (record) {
        const info = uploadInfo(record);
        check(info);
        const series = await this.uploads.forUser(userId).getBars(record.symbol, interval, options.window);
        const note = `Data: ${record.symbol} from your upload "${record.name}" (${record.barCount} ${INTERVAL_WORDS[record.interval]} bars, uploaded ${record.uploadedAt})`;
        const span = { first: record.first, last: record.last };
        return { info, source: 'upload', series, span, notes: [note] };
      }
    }
    const notes: string[] = [];
    if (this.yahoo && interval === '1d') {
      try {
        const loaded = await this.yahoo.load(symbolText, options.windowEnd);
        if (loaded) {
          check(loaded.info);
          if (loaded.origin === 'stale-cache') {
            const line = `Yahoo Finance is unreachable: using its data cached at ${loaded.fetchedAt}`;
            this.log?.warn({ symbol: loaded.info.symbol, reason: loaded.failure }, line);
            notes.push(line);
          }
          const when = loaded.origin === 'fetched' ? 'fetched' : 'cached';
          notes.push(
            `Data: ${loaded.info.symbol} from Yahoo Finance (split- and dividend-adjusted), ${when} at ${loaded.fetchedAt}`,
          );
          return {
            info: loaded.info,
            source: 'yahoo',
            series: loaded.series,
            span: spanOf(loaded.series),
            notes,
          };
        }
      } catch (error) {
        if (!(error instanceof YahooUnavailableError)) throw error;
        this.log?.warn({ symbol: symbolText.trim(), reason: error.message }, YAHOO_UNREACHABLE_NOTE);
        notes.push(YAHOO_UNREACHABLE_NOTE);
      }
    }
    const info = this.bundled.findSymbolNow(symbolText);
    if (!info) throw this.bundled.unknownSymbolError(symbolText);
    check(info);
    const series = await this.bundled.getBars(info.symbol, interval);
    notes.push(`Data: ${info.symbol} from the bundled dataset`);
    return { info, source: 'bundled', series, span: spanOf(series), notes };
  }

  private emptyWindow(
    resolved: ResolvedSeries,
    interval: StoredInterval,
    start: string | undefined,
    end: string | undefined,
  ): MarketDataError {
    const { symbol } = resolved.info;
    const word = INTERVAL_WORDS[interval];
    const first = dateOf(resolved.span.first);
    const last = dateOf(resolved.span.last);
    return new MarketDataError(
      'no_data_in_range',
      `${symbol} has no ${word} bars${spanWords(start, end)}: ${symbol} has ${word} data from ${first} to ${last}`,
    );
  }
}

/** The 422 of an upload past the account's quota, naming the limit. */
function quotaMessage(error: UploadQuotaError): string {
  if (error.limit === 'uploads')
    return `An account keeps at most ${error.quota.uploads} uploads: delete one, or upload under the name of one you have`;
  const megabytes = (bytes: number) => String(Number((bytes / 1_048_576).toFixed(1)));
  return `Your uploads would take ${megabytes(error.wouldKeepBytes)} MB; an account keeps at most ${megabytes(error.quota.bytes)} MB: delete one or upload fewer rows`;
}
