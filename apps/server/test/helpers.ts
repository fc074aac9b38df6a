import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';

export interface TestServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  dataDir: string;
  close(): Promise<void>;
}

/** A real app on a fresh SQLite file in a temporary folder, with a tiny built web app. */
export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-test-'));
  const webDistDir = join(dataDir, 'web');
  mkdirSync(webDistDir);
  writeFileSync(
    join(webDistDir, 'index.html'),
    '<!doctype html><title>StratBlocks</title><div id="root"></div>',
  );
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST_DIR: webDistDir, ...env });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const app = await createApp({ config, database, queueKind: 'inline' });
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
