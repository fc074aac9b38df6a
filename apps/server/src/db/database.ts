import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration } from 'kysely';
import pg from 'pg';
import type { Dialect } from './dialect';
import { initialMigration } from './migrations/0001-initial';
import { accountsMigration } from './migrations/0002-accounts';
import { marketDataMigration } from './migrations/0003-market-data';
import { strategySummariesMigration } from './migrations/0004-strategy-summaries';
import { sharesAndResearchMigration } from './migrations/0005-shares-and-research';
import { uploadChunksMigration } from './migrations/0006-upload-chunks';
import { watchesMigration } from './migrations/0007-watches';
import { watchlistsMigration } from './migrations/0008-watchlists';
import { strategyShapesMigration } from './migrations/0009-strategy-shapes';
import { strategyRulesTextMigration } from './migrations/0010-strategy-rules-text';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** The migration history, one list for both dialects (steps switch on the dialect where they must). */
function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '0001-initial': initialMigration(dialect),
    '0002-accounts': accountsMigration(),
    '0003-market-data': marketDataMigration(dialect),
    '0004-strategy-summaries': strategySummariesMigration(),
    '0005-shares-and-research': sharesAndResearchMigration(),
    '0006-upload-chunks': uploadChunksMigration(dialect),
    '0007-watches': watchesMigration(dialect),
    '0008-watchlists': watchlistsMigration(dialect),
    '0009-strategy-shapes': strategyShapesMigration(),
    '0010-strategy-rules-text': strategyRulesTextMigration(),
  };
}

/** Opens the database: PostgreSQL when a URL is given, else a SQLite file under dataDir. */
export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(join(options.dataDir, 'stratblocks.sqlite'));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  // With WAL, NORMAL syncs at checkpoints instead of on every commit: a commit no longer holds the
  // event loop for a disk flush (about 1.5 ms here, once per backtest for its counter), and the
  // database stays consistent after a crash (a power loss may undo the last commits).
  file.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Brings the schema up to date; throws with the failing step's error. */
export function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  return migrateUpTo(handle, null);
}

/**
 * Runs the migration history up to the step named (its migrations included), or all of it with
 * null; throws with the failing step's error. Tests of a data migration stop before it.
 */
export async function migrateUpTo(handle: DatabaseHandle, last: string | null): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which: with several
  // schemas in one database (one per install or test suite) it would find another's and skip
  // creating its own. On PostgreSQL they live in the connection's current schema.
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(handle.db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: () => Promise.resolve(migrations(handle.dialect)) },
    ...(schema && { migrationTableSchema: schema }),
  });
  const { error, results } = await (last === null ? migrator.migrateToLatest() : migrator.migrateTo(last));
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(
      `Database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
    );
  }
}
