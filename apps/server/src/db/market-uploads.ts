import { dateOf, sliceByDate, type BarInterval, type BarSeries } from '@stratblocks/engine';
import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeBarChunks, type BarChunk } from '../market-data/bar-chunks';
import type { DateRange } from '../market-data/provider';
import { isUniqueViolation, toCount } from './errors';
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
  /** Bytes its bars take in the database. */
  storedBytes: number;
}

/** A parsed series ready to store: its facts and its bars in chunks (market-data/bar-chunks.ts). */
export interface ChunkedSeries {
  interval: BarInterval;
  first: string;
  last: string;
  barCount: number;
  chunks: BarChunk[];
}

export interface NewUpload {
  userId: number;
  symbol: string;
  name: string;
  assetClass: string;
  uploadedAt: string;
  series: ChunkedSeries;
}

/** What one account may keep: uploaded series, and bytes of their bars. */
export interface UploadQuota {
  uploads: number;
  bytes: number;
}

/** A store refused because the account would keep more than its quota allows. */
export class UploadQuotaError extends Error {
  constructor(
    readonly limit: keyof UploadQuota,
    readonly quota: UploadQuota,
    /** The bytes the account would keep with this upload. */
    readonly wouldKeepBytes: number,
  ) {
    super(`The upload quota (${limit}) is reached`);
  }
}

/** Uploaded series, always scoped to their owner: another user's symbol behaves like a missing one. */
export interface MarketUploadRepository {
  listByUser(userId: number): Promise<UploadedSeriesRecord[]>;
  findForUser(userId: number, symbol: string): Promise<UploadedSeriesRecord | null>;
  /**
   * The bars of the window (the whole series without one), reading only the chunks that hold them.
   */
  loadBars(record: UploadedSeriesRecord, window?: DateRange): Promise<BarSeries>;
  /**
   * Stores the series in one transaction (all bars or nothing), in place of the user's earlier
   * upload of the same symbol; `replaced` says whether there was one. Throws UploadQuotaError when
   * the account would keep more uploads or bytes than the quota (the replaced one not counted).
   */
  replace(
    upload: NewUpload,
    quota: UploadQuota,
  ): Promise<{ record: UploadedSeriesRecord; replaced: boolean }>;
  deleteForUser(userId: number, symbol: string): Promise<boolean>;
}

/** A chunk's bytes as the drivers bind them. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
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
    storedBytes: row.stored_bytes,
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

  async loadBars(record: UploadedSeriesRecord, window?: DateRange): Promise<BarSeries> {
    const spans = await this.db
      .selectFrom('market_upload_chunks')
      .select(['seq', 'first_time', 'last_time'])
      .where('upload_id', '=', record.id)
      .orderBy('seq')
      .execute();
    const wanted = window
      ? spans.filter(
          (span) => dateOf(span.last_time) >= window.start && dateOf(span.first_time) <= window.end,
        )
      : spans;
    const first = wanted[0]?.seq;
    const last = wanted[wanted.length - 1]?.seq;
    const rows =
      first === undefined || last === undefined
        ? []
        : await this.db
            .selectFrom('market_upload_chunks')
            .select('data')
            .where('upload_id', '=', record.id)
            .where('seq', '>=', first)
            .where('seq', '<=', last)
            .orderBy('seq')
            .execute();
    const series = decodeBarChunks(
      record.symbol,
      record.interval,
      rows.map((row) => row.data),
    );
    return window ? sliceByDate(series, window.start, window.end) : series;
  }

  async replace(
    upload: NewUpload,
    quota: UploadQuota,
  ): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    try {
      return await this.replaceOnce(upload, quota);
    } catch (error) {
      // Two uploads of the same symbol at once on PostgreSQL: the later one replaces the first.
      if (isUniqueViolation(error)) return this.replaceOnce(upload, quota);
      throw error;
    }
  }

  private async replaceOnce(
    upload: NewUpload,
    quota: UploadQuota,
  ): Promise<{ record: UploadedSeriesRecord; replaced: boolean }> {
    const { series } = upload;
    const bytes = series.chunks.reduce((sum, chunk) => sum + chunk.data.byteLength, 0);
    return this.db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('market_uploads')
        .select('id')
        .where('user_id', '=', upload.userId)
        .where('symbol', '=', upload.symbol)
        .executeTakeFirst();
      // The account's other uploads, counted in the same transaction as the insert.
      const others = await trx
        .selectFrom('market_uploads')
        .select([
          (eb) => eb.fn.countAll<string | number | bigint>().as('count'),
          sql<string | number | bigint | null>`sum(stored_bytes)`.as('bytes'),
        ])
        .where('user_id', '=', upload.userId)
        .where('symbol', '!=', upload.symbol)
        .executeTakeFirstOrThrow();
      const keptBytes = toCount(others.bytes ?? 0) + bytes;
      if (toCount(others.count) >= quota.uploads) throw new UploadQuotaError('uploads', quota, keptBytes);
      if (keptBytes > quota.bytes) throw new UploadQuotaError('bytes', quota, keptBytes);
      if (previous) {
        await trx.deleteFrom('market_upload_chunks').where('upload_id', '=', previous.id).execute();
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
          first_time: series.first,
          last_time: series.last,
          bar_count: series.barCount,
          uploaded_at: upload.uploadedAt,
          stored_bytes: bytes,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      for (const [seq, chunk] of series.chunks.entries()) {
        await trx
          .insertInto('market_upload_chunks')
          .values({
            upload_id: row.id,
            seq,
            first_time: chunk.firstTime,
            last_time: chunk.lastTime,
            bar_count: chunk.barCount,
            data: asBuffer(chunk.data),
          })
          .execute();
      }
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
      await trx.deleteFrom('market_upload_chunks').where('upload_id', '=', row.id).execute();
      await trx.deleteFrom('market_uploads').where('id', '=', row.id).execute();
      return true;
    });
  }
}
