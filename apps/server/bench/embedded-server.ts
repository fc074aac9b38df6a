import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { migrateToLatest, openDatabase } from '../src/db/database';
import type { RateLimitStore } from '../src/infra/rate-limit';

/** Rate limits lifted: a bench sends more requests from one address than a visitor would. */
const noLimits: RateLimitStore = {
  hit: (_key, windowMs, nowMs) => Promise.resolve({ count: 0, resetAtMs: nowMs + windowMs }),
};

/**
 * The embedded server of the benches (SQLite in a temporary DATA_DIR, the in-process worker pool,
 * the bundled data) on a loopback port: its address and how to stop it.
 */
export async function startEmbedded(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-load-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    MARKET_DATA_PROVIDER: 'bundled',
  });
  const database = openDatabase(config);
  await migrateToLatest(database);
  const app = await createApp({ config, database, queueKind: 'inline', rateLimitStore: noLimits });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    async stop() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
