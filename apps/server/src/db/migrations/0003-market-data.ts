import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** The OHLCV columns of a bar table; `seq` orders the bars of one series (0, 1, 2...). */
function barColumns(table: CreateTableBuilder<string, string>): CreateTableBuilder<string, string> {
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  return table
    .addColumn('seq', 'integer', notNull)
    .addColumn('time', 'text', notNull)
    .addColumn('open', 'double precision', notNull)
    .addColumn('high', 'double precision', notNull)
    .addColumn('low', 'double precision', notNull)
    .addColumn('close', 'double precision', notNull)
    .addColumn('volume', 'double precision', notNull);
}

/**
 * Market data kept in the database: the Yahoo Finance cache (one series per symbol and interval,
 * with the time it was fetched) and the users' uploaded series (one per user and symbol).
 */
export function marketDataMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('market_cache_series')
        .addColumn('symbol', 'text', (column) => column.notNull())
        .addColumn('bar_interval', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('asset_class', 'text', (column) => column.notNull())
        .addColumn('first_time', 'text', (column) => column.notNull())
        .addColumn('last_time', 'text', (column) => column.notNull())
        .addColumn('bar_count', 'integer', (column) => column.notNull())
        .addColumn('fetched_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('market_cache_series_pk', ['symbol', 'bar_interval'])
        .execute();
      await barColumns(
        db.schema
          .createTable('market_cache_bars')
          .addColumn('symbol', 'text', (column) => column.notNull())
          .addColumn('bar_interval', 'text', (column) => column.notNull()),
      )
        .addPrimaryKeyConstraint('market_cache_bars_pk', ['symbol', 'bar_interval', 'seq'])
        .execute();
      await db.schema
        .createTable('market_uploads')
        .addColumn('id', id, (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('symbol', 'text', (column) => column.notNull())
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('asset_class', 'text', (column) => column.notNull())
        .addColumn('bar_interval', 'text', (column) => column.notNull())
        .addColumn('first_time', 'text', (column) => column.notNull())
        .addColumn('last_time', 'text', (column) => column.notNull())
        .addColumn('bar_count', 'integer', (column) => column.notNull())
        .addColumn('uploaded_at', 'text', (column) => column.notNull())
        .addUniqueConstraint('market_uploads_user_symbol', ['user_id', 'symbol'])
        .execute();
      await barColumns(
        db.schema
          .createTable('market_upload_bars')
          .addColumn('upload_id', 'integer', (column) =>
            column.notNull().references('market_uploads.id').onDelete('cascade'),
          ),
      )
        .addPrimaryKeyConstraint('market_upload_bars_pk', ['upload_id', 'seq'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'market_upload_bars',
        'market_uploads',
        'market_cache_bars',
        'market_cache_series',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
