import { BundledMarketData } from '@stratblocks/market-data';
import { WorkerPool } from './backtests/pool';
import { RedisQueueWorker } from './backtests/redis-queue';
import { loadOtherSeries, loadTradedBars, type OthersLoader, type RunBarsLoader } from './backtests/run-bars';
import { loadConfig } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { RedisResearchWorker } from './research/redis-research-worker';
import { researchQueueName } from './research/research-queue';
import { createRepositories } from './db/repositories';
import { systemClock } from './infra/clock';
import { createMarketDataService } from './market-data/create';
import { setFailureLog } from './infra/failures';
import type { ServiceLog } from './infra/log';
import { RedisCheckScheduler } from './infra/check-scheduler-redis';
import { createMailer } from './infra/mail';
import { FilteringWebhookSender } from './infra/webhook-sender';
import { WatchRuntime } from './services/watches/runtime';

/** What the market data writes (Yahoo fallbacks, cache notes), as JSON lines on stderr. */
const log: ServiceLog = {
  info: (object, message) => {
    console.error(JSON.stringify({ level: 'info', message, ...object }));
  },
  warn: (object, message) => {
    console.error(JSON.stringify({ level: 'warn', message, ...object }));
  },
  error: (object, message) => {
    console.error(JSON.stringify({ level: 'error', message, ...object }));
  },
};
setFailureLog(log);

/**
 * A backtest worker process for scale-out (`npm run worker -w @stratblocks/server`): takes jobs
 * from the Redis queue (REDIS_URL) and runs them on a local worker-thread pool, and research jobs
 * (sweeps, walk-forwards) from the research queue, each in a worker thread of its own. Jobs carry no bars:
 * the worker loads them from the same providers as the API (DATABASE_URL for the Yahoo cache and
 * uploads, the bundled dataset). Start as many as the load needs; API processes stream results.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new Error('REDIS_URL is not set: a worker process takes its jobs from Redis');
  const database = openDatabase(config);
  await migrateToLatest(database);
  const repositories = createRepositories(database.db);
  const marketData = createMarketDataService({
    config,
    bundledData: new BundledMarketData(),
    repositories,
    clock: systemClock,
    log,
  });
  const pool = new WorkerPool();
  const loadRunBars: RunBarsLoader = async (strategy, userId) =>
    (await loadTradedBars(marketData, strategy, userId)).bars;
  const loadOthers: OthersLoader = async (strategy, userId) =>
    (await loadOtherSeries(marketData, strategy, userId)).series;
  const worker = new RedisQueueWorker(config.redisUrl, pool, loadRunBars, {
    concurrency: pool.size,
    queueName: config.queueName,
    loadOthers,
  });
  const research = new RedisResearchWorker(
    config.redisUrl,
    researchQueueName(config.queueName),
    loadRunBars,
    {
      loadOthers,
    },
  );
  // Watch checks of the schedule run here too, on this process's worker threads.
  const mailer = createMailer(config, log, systemClock);
  const watches = new WatchRuntime({
    repositories,
    marketData,
    runner: pool,
    mailer,
    webhooks: new FilteringWebhookSender(),
    scheduler: new RedisCheckScheduler(config.redisUrl, `${config.queueName}-watch-checks`, systemClock, {
      work: true,
      onError: (error) => {
        log.error({ err: String(error) }, 'watch check failed');
      },
    }),
    clock: systemClock,
    log,
    publicOrigin: config.publicOrigin,
  });
  await Promise.all([worker.waitUntilReady(), research.waitUntilReady(), watches.start()]);
  console.log(
    `StratBlocks backtest worker is taking jobs (${pool.size} thread${pool.size === 1 ? '' : 's'}, and research jobs one at a time)`,
  );
  const shutdown = async () => {
    // Research jobs running here end 'failed' (their users start them again) rather than hold the exit.
    await watches.close();
    mailer.close();
    await research.close();
    await worker.close();
    await pool.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(
    `The backtest worker could not start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
