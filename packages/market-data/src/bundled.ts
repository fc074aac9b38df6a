import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { editDistance, parseBarsCsv, sliceByDate, type BarSeries } from '@stratblocks/engine';
import { INTERVAL_WORDS } from '@stratblocks/contracts';
import { readCachedSeries, writeCachedSeries } from './column-cache';
import { MarketDataError } from './errors';
import { SYMBOL_NAMES } from './symbol-names';
import { assetClassOf, normaliseSymbolInput, symbolAliases } from './symbols';
import type { AssetClass, StoredInterval, SymbolInfo } from './types';

interface ManifestSeries {
  symbol: string;
  file: string;
  interval: StoredInterval;
  assetClass: string;
  first: string;
  last: string;
  rows: number;
  source: string;
}

interface SymbolRecord {
  info: SymbolInfo;
  files: Partial<Record<StoredInterval, ManifestSeries>>;
}

/** Binary copies of the parsed CSVs (column-cache.ts), beside them and out of version control. */
export const CACHE_FOLDER = '.cache';

/** Where the dataset lives in this repository. */
export const DEFAULT_MARKET_DATA_DIR = fileURLToPath(new URL('../../../data/market/', import.meta.url));

/**
 * The dataset shipped with the project. Each series is loaded once, on first use, into columnar
 * typed arrays and kept in memory; later requests slice it without reading the file again. A load
 * reads the series' binary column cache when it matches its CSV, else parses the CSV and writes
 * the cache for the next process.
 */
export class BundledMarketData {
  private readonly records = new Map<string, SymbolRecord>();
  private readonly lookup = new Map<string, string>();
  private readonly cache = new Map<string, BarSeries>();

  constructor(private readonly directory: string = DEFAULT_MARKET_DATA_DIR) {
    const manifest = JSON.parse(readFileSync(join(directory, 'manifest.json'), 'utf8')) as {
      series: ManifestSeries[];
    };
    for (const series of manifest.series) {
      const existing = this.records.get(series.symbol);
      const record: SymbolRecord = existing ?? {
        info: {
          symbol: series.symbol,
          name: SYMBOL_NAMES[series.symbol] ?? series.symbol,
          assetClass: assetClassOf(series.assetClass),
          intervals: [],
          first: series.first,
          last: series.last,
        },
        files: {},
      };
      record.files[series.interval] = series;
      if (series.interval === '1d') {
        record.info.first = series.first;
        record.info.last = series.last;
      }
      record.info.intervals = (['1d', '1h'] as const).filter((interval) => record.files[interval]);
      this.records.set(series.symbol, record);
      for (const alias of symbolAliases(series.symbol)) {
        if (!this.lookup.has(alias)) this.lookup.set(alias, series.symbol);
      }
    }
  }

  /** Every symbol, in manifest order. */
  list(): SymbolInfo[] {
    return [...this.records.values()].map((record) => ({
      ...record.info,
      intervals: [...record.info.intervals],
    }));
  }

  /** The canonical symbol for what a user typed, or an error naming close matches. */
  resolve(symbolText: string): SymbolInfo {
    const key = normaliseSymbolInput(symbolText);
    const symbol = this.lookup.get(key);
    const record = symbol ? this.records.get(symbol) : undefined;
    if (!record) {
      const suggestions = this.closeMatches(key);
      const hint = suggestions.length ? ` Did you mean ${suggestions.join(', ')}?` : '';
      throw new MarketDataError('unknown_symbol', `Unknown symbol "${symbolText.trim()}".${hint}`);
    }
    return record.info;
  }

  has(symbolText: string): boolean {
    return this.lookup.has(normaliseSymbolInput(symbolText));
  }

  /** The first and last dates a symbol covers at an interval. */
  coverage(symbolText: string, interval: StoredInterval): { first: string; last: string } {
    const series = this.seriesEntry(symbolText, interval);
    return { first: series.first, last: series.last };
  }

  /** All stored bars of a symbol at an interval (parsed once, then served from memory). */
  bars(symbolText: string, interval: StoredInterval = '1d'): BarSeries {
    const entry = this.seriesEntry(symbolText, interval);
    const cacheKey = `${entry.symbol}|${interval}`;
    const cached = this.cache.get(cacheKey);
    if (cached) return cached;
    const csvPath = join(this.directory, entry.file);
    const cachePath = join(this.directory, CACHE_FOLDER, entry.file.replace(/\.csv$/i, '.bin'));
    const stored = readCachedSeries(cachePath, csvPath);
    if (stored && stored.symbol === entry.symbol && stored.interval === interval) {
      this.cache.set(cacheKey, stored);
      return stored;
    }
    const parsed = parseBarsCsv(readFileSync(csvPath, 'utf8'), entry.symbol);
    if (!parsed.ok) {
      throw new Error(`Bundled file ${entry.file} is corrupt at line ${parsed.line}: ${parsed.message}`);
    }
    const series: BarSeries = { ...parsed.series, interval };
    writeCachedSeries(cachePath, csvPath, series);
    this.cache.set(cacheKey, series);
    return series;
  }

  /** The bars with startDate <= date <= endDate; an error naming the covered span when none. */
  range(symbolText: string, interval: StoredInterval, startDate: string, endDate: string): BarSeries {
    const all = this.bars(symbolText, interval);
    const window = sliceByDate(all, startDate, endDate);
    if (window.times.length === 0) {
      const { first, last } = this.coverage(symbolText, interval);
      throw new MarketDataError(
        'no_data_in_range',
        `${all.symbol} has no ${INTERVAL_WORDS[interval]} bars from ${startDate} to ${endDate}: ${all.symbol} has ${INTERVAL_WORDS[interval]} data from ${first} to ${last}`,
      );
    }
    return window;
  }

  /** Refuses a symbol that does not belong to the asset class chosen in the builder. */
  assertAssetClass(symbolText: string, assetClass: AssetClass): void {
    const info = this.resolve(symbolText);
    if (info.assetClass !== assetClass) {
      throw new MarketDataError(
        'wrong_asset_class',
        `${info.symbol} is ${info.assetClass}, not ${assetClass}: choose ${info.assetClass} as the asset class`,
      );
    }
  }

  private seriesEntry(symbolText: string, interval: StoredInterval): ManifestSeries {
    const info = this.resolve(symbolText);
    const record = this.records.get(info.symbol);
    const entry = record?.files[interval];
    if (!entry) {
      const available = info.intervals.map((each) => INTERVAL_WORDS[each]).join(' and ');
      throw new MarketDataError(
        'no_interval',
        `${info.symbol} has no ${INTERVAL_WORDS[interval]} data (it has ${available} data from ${info.first} to ${info.last})`,
      );
    }
    return entry;
  }

  private closeMatches(key: string, limit = 3): string[] {
    const scored: Array<{ symbol: string; score: number }> = [];
    for (const record of this.records.values()) {
      const symbol = record.info.symbol;
      const bare = symbolAliases(symbol);
      let score = Math.min(...bare.map((alias) => editDistance(key, alias)));
      if (bare.some((alias) => alias.startsWith(key) || key.startsWith(alias))) score -= 0.5;
      if (record.info.name.toUpperCase().includes(key) && key.length >= 3) score = Math.min(score, 0.5);
      scored.push({ symbol, score });
    }
    return scored
      .filter((entry) => entry.score <= Math.max(2, key.length / 2))
      .sort((a, b) => a.score - b.score || a.symbol.localeCompare(b.symbol))
      .slice(0, limit)
      .map((entry) => entry.symbol);
  }
}
