import type { BarSeries, BarInterval } from '@stratblocks/engine';
import type { Kysely, Selectable } from 'kysely';
import { insertBars, seriesFromRows } from './market-bars';
import type { Database, MarketCacheSeriesTable } from './schema';

/** A cached Yahoo Finance series: what it is, the span it covers and when it was fetched. */
export interface CachedSeriesRecord {
  symbol: string;
  interval: BarInterval;
  name: string;
  assetClass: string;
  first: string;
  last: string;
  barCount: number;
  fetchedAt: string;
}

/** The Yahoo Finance cache: one series per symbol and interval, replaced whole on each fetch. */
export interface MarketCacheRepository {
  find(symbol: string, interval: BarInterval): Promise<CachedSeriesRecord | null>;
  /** Every cached series, by symbol. */
  list(): Promise<CachedSeriesRecord[]>;
  /** The bars of a cached series, oldest first (empty when none are cached). */
  loadBars(symbol: string, interval: BarInterval): Promise<BarSeries>;
  /** Stores a fetched series in place of the cached one, in one transaction. */
  replace(
    record: Omit<CachedSeriesRecord, 'first' | 'last' | 'barCount'>,
    series: BarSeries,
  ): Promise<CachedSeriesRecord>;
}

function toRecord(row: Selectable<MarketCacheSeriesTable>): CachedSeriesRecord {
  return {
    symbol: row.symbol,
    interval: row.bar_interval as BarInterval,
    name: row.name,
    assetClass: row.asset_class,
    first: row.first_time,
    last: row.last_time,
    barCount: row.bar_count,
    fetchedAt: row.fetched_at,
  };
}

export class KyselyMarketCacheRepository implements MarketCacheRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(symbol: string, interval: BarInterval): Promise<CachedSeriesRecord | null> {
    const row = await this.db
      .selectFrom('market_cache_series')
      .selectAll()
      .where('symbol', '=', symbol)
      .where('bar_interval', '=', interval)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async list(): Promise<CachedSeriesRecord[]> {
    const rows = await this.db
      .selectFrom('market_cache_series')
      .selectAll()
      .orderBy('symbol')
      .orderBy('bar_interval')
      .execute();
    return rows.map(toRecord);
  }

  async loadBars(symbol: string, interval: BarInterval): Promise<BarSeries> {
    const rows = await this.db
      .selectFrom('market_cache_bars')
      .select(['time', 'open', 'high', 'low', 'close', 'volume'])
      .where('symbol', '=', symbol)
      .where('bar_interval', '=', interval)
      .orderBy('seq')
      .execute();
    return seriesFromRows(symbol, interval, rows);
  }

  async replace(
    record: Omit<CachedSeriesRecord, 'first' | 'last' | 'barCount'>,
    series: BarSeries,
  ): Promise<CachedSeriesRecord> {
    const count = series.times.length;
    const stored: CachedSeriesRecord = {
      ...record,
      first: series.times[0] ?? '',
      last: series.times[count - 1] ?? '',
      barCount: count,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('market_cache_bars')
        .where('symbol', '=', record.symbol)
        .where('bar_interval', '=', record.interval)
        .execute();
      await trx
        .deleteFrom('market_cache_series')
        .where('symbol', '=', record.symbol)
        .where('bar_interval', '=', record.interval)
        .execute();
      await trx
        .insertInto('market_cache_series')
        .values({
          symbol: stored.symbol,
          bar_interval: stored.interval,
          name: stored.name,
          asset_class: stored.assetClass,
          first_time: stored.first,
          last_time: stored.last,
          bar_count: stored.barCount,
          fetched_at: stored.fetchedAt,
        })
        .execute();
      await insertBars(trx, { symbol: record.symbol, bar_interval: record.interval }, series);
    });
    return stored;
  }
}
