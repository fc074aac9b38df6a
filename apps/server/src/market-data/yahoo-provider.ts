import type { AssetClass, SymbolInfo } from '@stratblocks/contracts';
import { sliceByDate, type BarSeries } from '@stratblocks/engine';
import {
  MarketDataError,
  normaliseSymbolInput,
  type BundledMarketData,
  type StoredInterval,
} from '@stratblocks/market-data';
import type { CachedSeriesRecord, MarketCacheRepository } from '../db/market-cache';
import type { Clock } from '../infra/clock';
import { isCacheFresh } from './freshness';
import { US_BAR_FINAL_MINUTES, zonedClock } from './session-close';
import type { Coverage, DateRange, MarketDataProvider } from './provider';
import type { YahooChartAnswer, YahooChartClient } from './yahoo-client';

/** `yahoo`: ask Yahoo whenever the cache rule says so; `auto`: the same, but after a failure stay offline 10 minutes. */
export type YahooMode = 'yahoo' | 'auto';

/** After a failed call in `auto` mode, Yahoo is not asked again for this long. */
export const AUTO_OFFLINE_MS = 10 * 60 * 1000;

/** Yahoo's full daily history starts here (as yfinance's period="max"). */
const HISTORY_START = new Date(Date.UTC(1900, 0, 1));

const TICKER = /^[A-Z0-9.^=-]{1,20}$/;

/** Yahoo could not be asked, or failed (network, timeout, HTTP error, an answer of an unknown shape). */
export class YahooUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'YahooUnavailableError';
  }
}

/** A Yahoo series as served: the symbol's facts, its bars, and whether they were fetched just now. */
export interface YahooSeries {
  info: SymbolInfo;
  series: BarSeries;
  fetchedAt: string;
  /** How the bars were obtained: a fetch now, the cache, or the cache because Yahoo failed. */
  origin: 'fetched' | 'cache' | 'stale-cache';
  /** Why Yahoo failed, when origin is stale-cache. */
  failure?: string;
}

interface MemoryEntry {
  record: CachedSeriesRecord;
  series: BarSeries;
}

/** Stocks, funds and indices are the "US Stocks" class; coins are crypto. Forex is never taken from Yahoo. */
function assetClassOfInstrument(instrumentType: string): AssetClass | null {
  const type = instrumentType.toUpperCase();
  if (['EQUITY', 'ETF', 'INDEX', 'MUTUALFUND'].includes(type)) return 'US Stocks';
  if (type === 'CRYPTOCURRENCY') return 'Cryptocurrency';
  return null;
}

/** YYYY-MM-DD of an instant in a time zone (the exchange's: a US bar stamped 09:30 New York). */
function dateFormatter(timeZone: string): (date: Date) => string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  } catch {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
  }
  return (date) => {
    const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
    return `${parts['year'] ?? ''}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`;
  };
}

/**
 * Whether today's session of the exchange is over, with a quarter of an hour for Yahoo's final
 * bar: its local time is past the regular session's closing time (16:00 when the answer does not
 * say). A crypto day is over only at midnight UTC, when it is no longer today.
 */
function sessionIsOver(meta: YahooChartAnswer['meta'], now: Date): boolean {
  if (meta.instrumentType.toUpperCase() === 'CRYPTOCURRENCY') return false;
  const zone = meta.exchangeTimezoneName;
  const end = meta.currentTradingPeriod?.regular.end;
  const closeMinutes =
    end instanceof Date && !Number.isNaN(end.getTime()) ? zonedClock(end, zone).minutes : 16 * 60;
  return zonedClock(now, zone).minutes >= closeMinutes + (US_BAR_FINAL_MINUTES - 16 * 60);
}

/**
 * Daily bars from a chart() answer, adjusted like the bundled dataset: Yahoo's OHLC are
 * split-adjusted and `adjclose` is split- and dividend-adjusted, so open, high, low and close are
 * each multiplied by adjclose / close of their day (yfinance's auto_adjust). Rows with a missing
 * price are skipped; high and low are widened to contain open and close; the bar of the current
 * day is left out until its session is over (sessionIsOver); a repeated date keeps its last row.
 */
export function barsFromChart(answer: YahooChartAnswer, symbol: string, now: Date): BarSeries {
  const dateOf = dateFormatter(answer.meta.exchangeTimezoneName);
  const today = dateOf(now);
  const todayIsFinal = sessionIsOver(answer.meta, now);
  const times: string[] = [];
  const columns = { open: [] as number[], high: [] as number[], low: [] as number[], close: [] as number[] };
  const volume: number[] = [];
  for (const quote of answer.quotes) {
    const { open, high, low, close } = quote;
    if (open === null || high === null || low === null || close === null) continue;
    if (![open, high, low, close].every((value) => Number.isFinite(value) && value > 0)) continue;
    const date = dateOf(quote.date);
    if (date > today || (date === today && !todayIsFinal)) continue;
    const adjusted = quote.adjclose;
    const factor =
      adjusted !== undefined && adjusted !== null && Number.isFinite(adjusted) && adjusted > 0
        ? adjusted / close
        : 1;
    const o = open * factor;
    const c = close * factor;
    const h = Math.max(high * factor, o, c);
    const l = Math.min(low * factor, o, c);
    const previous = times[times.length - 1];
    if (previous !== undefined && date < previous) continue;
    if (previous === date) {
      times.pop();
      columns.open.pop();
      columns.high.pop();
      columns.low.pop();
      columns.close.pop();
      volume.pop();
    }
    times.push(date);
    columns.open.push(o);
    columns.high.push(h);
    columns.low.push(l);
    columns.close.push(c);
    volume.push(quote.volume !== null && Number.isFinite(quote.volume) ? quote.volume : 0);
  }
  return {
    symbol,
    interval: '1d',
    times,
    open: Float64Array.from(columns.open),
    high: Float64Array.from(columns.high),
    low: Float64Array.from(columns.low),
    close: Float64Array.from(columns.close),
    volume: Float64Array.from(volume),
  };
}

/** Yahoo's answer for a symbol it does not know ("No data found, symbol may be delisted", 404). */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return code === 404 || /no data found|symbol may be delisted|not found/i.test(error.message);
}

export interface YahooProviderDeps {
  client: YahooChartClient;
  cache: MarketCacheRepository;
  clock: Clock;
  mode: YahooMode;
  /** Names, asset classes and Yahoo forms of the bundled symbols. */
  bundled: BundledMarketData;
}

/**
 * Daily bars from Yahoo Finance, kept in the database (market_cache_*) with the time they were
 * fetched and in memory as columns. The cache rule is `isCacheFresh`; a series is fetched whole.
 */
export class YahooProvider implements MarketDataProvider {
  readonly source = 'yahoo' as const;
  private readonly memory = new Map<string, MemoryEntry>();
  private readonly inFlight = new Map<string, Promise<MemoryEntry | null>>();
  private offlineUntil = 0;

  constructor(private readonly deps: YahooProviderDeps) {}

  /**
   * Yahoo's form of what a user typed (EURUSD -> EURUSD=X through the bundled aliases, pltr -> PLTR),
   * or null for text that is no ticker and for forex (Yahoo's daily forex closes are start-of-day
   * snapshots, see data/market/SOURCES.md; forex always comes from the bundled dataset).
   */
  yahooSymbol(symbolText: string): string | null {
    const { bundled } = this.deps;
    if (bundled.has(symbolText)) {
      const info = bundled.resolve(symbolText);
      return info.assetClass === 'Forex' ? null : info.symbol;
    }
    const key = normaliseSymbolInput(symbolText);
    return TICKER.test(key) ? key : null;
  }

  async listSymbols(): Promise<SymbolInfo[]> {
    const records = await this.deps.cache.list();
    return records.filter((record) => record.interval === '1d').map((record) => this.infoOf(record));
  }

  async findSymbol(symbolText: string): Promise<SymbolInfo | null> {
    return (await this.load(symbolText))?.info ?? null;
  }

  async coverage(symbol: string, interval: StoredInterval): Promise<Coverage | null> {
    if (interval !== '1d') return null;
    const loaded = await this.load(symbol);
    return loaded ? { first: loaded.info.first, last: loaded.info.last } : null;
  }

  async getBars(symbol: string, interval: StoredInterval, range?: DateRange): Promise<BarSeries> {
    const loaded = interval === '1d' ? await this.load(symbol, range?.end) : null;
    if (!loaded) {
      throw new MarketDataError('no_interval', `Yahoo Finance serves daily bars only, not ${interval}`);
    }
    return range ? sliceByDate(loaded.series, range.start, range.end) : loaded.series;
  }

  /**
   * The symbol's daily series, from memory, the database cache or Yahoo (by the cache rule).
   * null when Yahoo does not know the symbol (or it is forex). Throws YahooUnavailableError when
   * Yahoo fails and nothing is cached; with a cached copy, serves it as `stale-cache`.
   * Throws MarketDataError for instruments outside the asset classes (futures, options...).
   */
  async load(symbolText: string, windowEnd?: string): Promise<YahooSeries | null> {
    const symbol = this.yahooSymbol(symbolText);
    if (!symbol) return null;
    const now = this.deps.clock.now();
    let entry = await this.cached(symbol);
    if (entry && !this.fresh(entry, now, windowEnd)) {
      // Another server process may have refreshed the shared cache in the meantime.
      const stored = await this.deps.cache.find(symbol, '1d');
      if (stored && stored.fetchedAt > entry.record.fetchedAt) entry = await this.remember(stored);
    }
    if (entry && this.fresh(entry, now, windowEnd)) return this.served(entry, 'cache');
    try {
      const fetched = await this.fetchOnce(symbol);
      return fetched ? this.served(fetched, 'fetched') : null;
    } catch (error) {
      if (!(error instanceof YahooUnavailableError)) throw error;
      if (entry) return { ...this.served(entry, 'stale-cache'), failure: error.message };
      throw error;
    }
  }

  private fresh(entry: MemoryEntry, now: Date, windowEnd?: string): boolean {
    return isCacheFresh(
      {
        assetClass: entry.record.assetClass as AssetClass,
        last: entry.record.last,
        fetchedAt: entry.record.fetchedAt,
      },
      now,
      windowEnd,
    );
  }

  private served(entry: MemoryEntry, origin: YahooSeries['origin']): YahooSeries {
    return {
      info: this.infoOf(entry.record),
      series: entry.series,
      fetchedAt: entry.record.fetchedAt,
      origin,
    };
  }

  private infoOf(record: CachedSeriesRecord): SymbolInfo {
    const bundledIntervals = this.deps.bundled.has(record.symbol)
      ? this.deps.bundled.resolve(record.symbol).intervals
      : [];
    return {
      symbol: record.symbol,
      name: record.name,
      assetClass: record.assetClass as AssetClass,
      intervals: ['1d', ...bundledIntervals.filter((interval) => interval !== '1d')],
      first: record.first,
      last: record.last,
    };
  }

  /** The series from memory, else from the database (then kept in memory); null when never fetched. */
  private async cached(symbol: string): Promise<MemoryEntry | null> {
    const inMemory = this.memory.get(symbol);
    if (inMemory) return inMemory;
    const record = await this.deps.cache.find(symbol, '1d');
    return record ? this.remember(record) : null;
  }

  private async remember(record: CachedSeriesRecord): Promise<MemoryEntry> {
    const series = await this.deps.cache.loadBars(record.symbol, '1d');
    const entry = { record, series };
    this.memory.set(record.symbol, entry);
    return entry;
  }

  /** One fetch per symbol at a time: concurrent requests share it. */
  private fetchOnce(symbol: string): Promise<MemoryEntry | null> {
    const running = this.inFlight.get(symbol);
    if (running) return running;
    const started = this.fetchAndStore(symbol).finally(() => this.inFlight.delete(symbol));
    this.inFlight.set(symbol, started);
    return started;
  }

  private async fetchAndStore(symbol: string): Promise<MemoryEntry | null> {
    const now = this.deps.clock.now();
    if (this.deps.mode === 'auto' && now.getTime() < this.offlineUntil) {
      throw new YahooUnavailableError(
        `not asked again until ${new Date(this.offlineUntil).toISOString()} after a failure`,
      );
    }
    let answer: YahooChartAnswer;
    try {
      answer = await this.deps.client.chart(symbol, { period1: HISTORY_START, period2: now, interval: '1d' });
    } catch (error) {
      if (isNotFound(error)) return null;
      if (this.deps.mode === 'auto') this.offlineUntil = now.getTime() + AUTO_OFFLINE_MS;
      const cause = error instanceof Error ? error.message : String(error);
      throw new YahooUnavailableError(cause);
    }
    const bundledInfo = this.deps.bundled.has(symbol) ? this.deps.bundled.resolve(symbol) : null;
    const assetClass = bundledInfo?.assetClass ?? assetClassOfInstrument(answer.meta.instrumentType);
    if (!assetClass) {
      throw new MarketDataError(
        'unknown_symbol',
        `${symbol} is ${answer.meta.instrumentType.toLowerCase()} on Yahoo Finance: StratBlocks backtests stocks, ETFs, indices and cryptocurrencies from Yahoo, and the bundled forex pairs`,
      );
    }
    const series = barsFromChart(answer, symbol, now);
    if (series.times.length === 0) return null;
    const record = await this.deps.cache.replace(
      {
        symbol,
        interval: '1d',
        name: bundledInfo?.name ?? answer.meta.longName ?? answer.meta.shortName ?? symbol,
        assetClass,
        fetchedAt: now.toISOString(),
      },
      series,
    );
    const entry = { record, series };
    this.memory.set(symbol, entry);
    return entry;
  }
}
