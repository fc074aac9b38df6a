import { createApp } from './app';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';

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
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(`StratBlocks is running at http://${shown}:${port}`);
}

main().catch((error: unknown) => {
  console.error(`StratBlocks could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
