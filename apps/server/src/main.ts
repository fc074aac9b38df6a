import { createApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { setFailureLog } from './infra/failures';
import { startupNotices } from './startup-notices';

/** How long in-flight requests get to finish on SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the server: the only file that listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  await migrateToLatest(database);
  const app = await createApp({
    config,
    database,
    queueKind: config.redisUrl ? 'redis' : 'inline',
    logger: { level: config.logLevel },
  });
  // Failures the server goes on after are logged by the app's logger (infra/failures.ts).
  setFailureLog(app.log);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`StratBlocks is running at http://${shown}:${port}`);
  for (const notice of startupNotices(config)) console.log(notice);
}

main().catch((error: unknown) => {
  console.error(`StratBlocks could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
