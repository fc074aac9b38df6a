import type { BarInterval, BarSeries } from '@stratblocks/engine';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from './errors';
import { insertBars, seriesFromRows } from './market-bars';
import type { Database, MarketUploadsTable } from './schema';

/** A user's uploaded series: its facts, without the bars. */
export interface UploadedSeriesRecord {
  /** Changes on every upload, so a cached copy of the bars can tell it is out of date. */
  id: number;
  userId: number;
  symbol: string;
  name: string;
  assetClass: string;
  interval: BarInterval;
  first: string;
  last: string;
  barCount: number;
  uploadedAt: string;
}

export interface NewUpload {
  userId: number;
  symbol: string;
  name: string;
  assetClass: string;
  uploadedAt: string;
  series: BarSeries;
}

/** Uploaded series, always scoped to their owner: another user's symbol behaves like a missing one. */
export interface MarketUploadRepository {
  listByUser(userId: number): Promise<UploadedSeriesRecord[]>;
  findForUser(userId: number, symbol: string): Promise<UploadedSeriesRecord | null>;
  loadBars(record: UploadedSeriesRecord): Promise<BarSeries>;
  /**
   * Stores the series in one transaction (all bars or nothing), in place of the user's earlier
   * upload of the same symbol; `replaced` says whether there was one.
   */
  replace(upload: NewUpload): Promise<{ record: UploadedSeriesRecord; replaced: boolean }>;
  deleteForUser(userId: number, symbol: string): Promise<boolean>;
}

function toRecord(row: Selectable<MarketUploadsTable>): UploadedSeriesRecord {
  return {
    id: row.id,
    userId: row.user_id,
    symbol: row.symbol,
    name: row.name,
    assetClass: row.asset_class,
    interval: row.bar_interval as BarInterval,
    first: row.first_time,
    last: row.last_time,
    barCount: row.bar_count,
    uploadedAt: row.uploaded_at,
  };
}

export class KyselyMarketUploadRepository implements MarketUploadRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listByUser(userId: number): Promise<UploadedSeriesRecord[]> {
    const rows = await this.db
      .selectFrom('market_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('symbol')
      .execute();
    return rows.map(toRecord);
  }

  async findForUser(userId: number, symbol: string): Promise<UploadedSeriesRecord | null> {
    const row = await this.db
      .selectFrom('market_uploads')
      .selectAll()
      .where('user_id', '=', userId)
      .where('symbol', '=', symbol)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async loadBars(record: UploadedSeriesRecord): Promise<BarSeries> {
    const rows = await this.db
      .selectFrom('market_upload_bars')
      .select(['time', 'open', 'high', 'low', 'close', 'volume'])
      .where('upload_id', '=', record.id)
      .orderBy('seq')
      .execute();
    return seriesFromRows(record.symbol, record.interval, rows);
  }

  async replace(upload: NewUpload): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    try {
      return await this.replaceOnce(upload);
    } catch (error) {
      // Two uploads of the same symbol at once on PostgreSQL: the later one replaces the first.
      if (isUniqueViolation(error)) return this.replaceOnce(upload);
      throw error;
    }
  }

  private async replaceOnce(upload: NewUpload): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    const { series } = upload;
    const count = series.times.length;
    return this.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('market_uploads')
        .select('id')
        .where('user_id', '=', upload.userId)
        .where('symbol', '=', upload.symbol)
        .executeTakeFirst();
      if (previous) {
        await trx.deleteFrom('market_upload_bars').where('upload_id', '=', previous.id).execute();
        await trx.deleteFrom('market_uploads').where('id', '=', previous.id).execute();
      }
      const row = await trx
        .insertInto('market_uploads')
        .values({
          user_id: upload.userId,
          symbol: upload.symbol,
          name: upload.name,
          asset_class: upload.assetClass,
          bar_interval: series.interval,
          first_time: series.times[0] ?? '',
          last_time: series.times[count - 1] ?? '',
          bar_count: count,
          uploaded_at: upload.uploadedAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await insertBars(trx, 'market_upload_bars', { upload_id: row.id }, series);
      return { record: toRecord(row), replaced: previous !== undefined };
    });
  }

  async deleteForUser(userId: number, symbol: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('market_uploads')
        .select('id')
        .where('user_id', '=', userId)
        .where('symbol', '=', symbol)
        .executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('market_upload_bars').where('upload_id', '=', row.id).execute();
      await trx.deleteFrom('market_uploads').where('id', '=', row.id).execute();
      return true;
    });
  }
}
