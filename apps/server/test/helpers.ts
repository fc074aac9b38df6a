import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BundledMarketData } from '@stratblocks/market-data';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src/app';
import type { AppDeps } from '../src/app-deps';
import { loadConfig, type Config } from '../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import type { Clock } from '../src/infra/clock';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  config: Config;
  close(): Promise<void>;
}

/** One copy of the bundled dataset for every app a test file starts (each series parsed once). */
let testBundledData: BundledMarketData | null = null;

/** Optional parts of the app a test replaces (clock, mailer, logger...). */
export type TestDeps = Partial<Omit<AppDeps, 'config' | 'database' | 'queueKind'>>;

/** A real app on a fresh SQLite file in a temporary folder, with a tiny built web app. */
export async function startTestServer(
  env: Record<string, string> = {},
  deps: TestDeps = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-test-'));
  const webDistDir = join(dataDir, 'web');
  mkdirSync(webDistDir);
  writeFileSync(
    join(webDistDir, 'index.html'),
    '<!doctype html><title>StratBlocks</title><div id="root"></div>',
  );
  // Tests never ask the network for data unless they say so (and give a Yahoo client).
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDistDir,
    MARKET_DATA_PROVIDER: 'bundled',
    ...env,
  });
  const database = openDatabase(config);
  await migrateToLatest(database);
  testBundledData ??= new BundledMarketData();
  const app = await createApp({
    config,
    database,
    queueKind: config.redisUrl ? 'redis' : 'inline',
    bundledData: testBundledData,
    ...deps,
  });
  return {
    app,
    database,
    dataDir,
    config,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private ms: number;

  constructor(start = '2026-03-02T09:00:00.000Z') {
    this.ms = Date.parse(start);
  }

  now(): Date {
    return new Date(this.ms);
  }

  advance(ms: number): void {
    this.ms += ms;
  }

  set(iso: string): void {
    this.ms = Date.parse(iso);
  }
}

/** A JWT_SECRET for tests (at least 32 characters). */
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

/**
 * The server started again on the same database after checks were missed: the feed's bars and
 * the clock move to the given check time, and the new app's scheduler runs what was missed.
 */
export async function restartAfterMissedChecks(
  server: TestServer,
  clock: TestClock,
  feed: NonNullable<TestDeps['yahooClient']> & { releasedThrough: string },
  releasedThrough: string,
  at: string,
): Promise<{ app: FastifyInstance; scheduler: InProcessScheduler }> {
  feed.releasedThrough = releasedThrough;
  clock.set(at);
  const scheduler = new InProcessScheduler(clock);
  const app = await createApp({
    config: server.config,
    database: server.database,
    queueKind: 'inline',
    clock,
    yahooClient: feed,
    checkScheduler: scheduler,
  });
  await scheduler.idle();
  return { app, scheduler };
}
