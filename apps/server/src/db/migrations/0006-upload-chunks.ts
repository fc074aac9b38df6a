import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { BarInterval } from '@stratblocks/engine';
import { decodeBarChunks, encodeBarChunks } from '../../market-data/bar-chunks';
import type { Dialect } from '../dialect';
import { seriesFromRows } from '../market-bars';

interface UploadRow {
  id: number;
  symbol: string;
  bar_interval: string;
}

interface BarRow {
  time: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

function asBuffer(data: Uint8Array): Buffer {
  return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Uploaded series in chunks of bars (market-data/bar-chunks.ts) instead of a row per bar: storing
 * 100,000 bars is a few dozen inserts, and a window reads only its chunks. Each upload records the
 * bytes its chunks take (the per-account quota counts them). Uploads already stored move over.
 */
export function uploadChunksMigration(dialect: Dialect) {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('market_upload_chunks')
        .addColumn('upload_id', 'integer', (column) =>
          column.notNull().references('market_uploads.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', notNull)
        .addColumn('first_time', 'text', notNull)
        .addColumn('last_time', 'text', notNull)
        .addColumn('bar_count', 'integer', notNull)
        .addColumn('data', blob, notNull)
        .addPrimaryKeyConstraint('market_upload_chunks_pk', ['upload_id', 'seq'])
        .execute();
      await db.schema
        .alterTable('market_uploads')
        .addColumn('stored_bytes', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      const uploads = await sql<UploadRow>`select id, symbol, bar_interval from market_uploads`.execute(db);
      for (const upload of uploads.rows) {
        const bars =
          await sql<BarRow>`select time, open, high, low, close, volume from market_upload_bars where upload_id = ${upload.id} order by seq`.execute(
            db,
          );
        const chunks = encodeBarChunks(
          seriesFromRows(upload.symbol, upload.bar_interval as BarInterval, bars.rows),
        );
        let bytes = 0;
        for (const [seq, chunk] of chunks.entries()) {
          bytes += chunk.data.byteLength;
          await sql`insert into market_upload_chunks (upload_id, seq, first_time, last_time, bar_count, data) values (${upload.id}, ${seq}, ${chunk.firstTime}, ${chunk.lastTime}, ${chunk.barCount}, ${asBuffer(chunk.data)})`.execute(
            db,
          );
        }
        await sql`update market_uploads set stored_bytes = ${bytes} where id = ${upload.id}`.execute(db);
      }
      await db.schema.dropTable('market_upload_bars').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('market_upload_bars')
        .addColumn('upload_id', 'integer', (column) =>
          column.notNull().references('market_uploads.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', notNull)
        .addColumn('time', 'text', notNull)
        .addColumn('open', 'double precision', notNull)
        .addColumn('high', 'double precision', notNull)
        .addColumn('low', 'double precision', notNull)
        .addColumn('close', 'double precision', notNull)
        .addColumn('volume', 'double precision', notNull)
        .addPrimaryKeyConstraint('market_upload_bars_pk', ['upload_id', 'seq'])
        .execute();
      const uploads = await sql<UploadRow>`select id, symbol, bar_interval from market_uploads`.execute(db);
      for (const upload of uploads.rows) {
        const chunks = await sql<{
          data: Uint8Array;
        }>`select data from market_upload_chunks where upload_id = ${upload.id} order by seq`.execute(db);
        const series = decodeBarChunks(
          upload.symbol,
          upload.bar_interval as BarInterval,
          chunks.rows.map((row) => row.data),
        );
        for (let index = 0; index < series.times.length; index += 1) {
          await sql`insert into market_upload_bars (upload_id, seq, time, open, high, low, close, volume) values (${upload.id}, ${index}, ${series.times[index]}, ${series.open[index]}, ${series.high[index]}, ${series.low[index]}, ${series.close[index]}, ${series.volume[index]})`.execute(
            db,
          );
        }
      }
      await db.schema.dropTable('market_upload_chunks').execute();
      await db.schema.alterTable('market_uploads').dropColumn('stored_bytes').execute();
    },
  };
}
