import { WorkerPool } from './backtests/pool';
import { RedisQueueWorker } from './backtests/redis-queue';
import { loadConfig } from './config';

/**
 * A backtest worker process for scale-out (`npm run worker -w @stratblocks/server`): takes jobs
 * from the Redis queue (REDIS_URL) and runs them on a local worker-thread pool. Start as many as
 * the load needs; API processes stream their results.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new Error('REDIS_URL is not set: a worker process takes its jobs from Redis');
  const pool = new WorkerPool();
  const worker = new RedisQueueWorker(config.redisUrl, pool, {
    concurrency: pool.size,
    queueName: config.queueName,
  });
  await worker.waitUntilReady();
  console.log(
    `StratBlocks backtest worker is taking jobs (${pool.size} thread${pool.size === 1 ? '' : 's'})`,
  );
  const shutdown = async () => {
    await worker.close();
    await pool.close();
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
