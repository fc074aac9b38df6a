/**
 * The canonical sweep (SPY daily 2005-2025, SMA cross, fast 5..104 x slow 20..119 as inputs: 10,000
 * combinations) through the research queue on Redis (BullMQ), split into chunks and run by one
 * worker process, then by two: the wall time from the job's start to its ranked result, each worker
 * set warmed by one sweep first. The queue cuts a sweep into chunks of 10,000 combinations, so this
 * grid is one chunk: the figure is what the queue adds to a sweep, and the second process has
 * nothing of it to take. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379).
 *
 *   node --import tsx apps/server/bench/research-queue.ts [rounds]
 */
import type { ChildProcess } from 'node:child_process';
import { startTsxProcess } from '../test/tsx-process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { RunRequestSchema } from '@stratblocks/contracts';
import { BundledMarketData } from '@stratblocks/market-data';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { RedisResearchJobs } from '../src/research/redis-research-jobs';
import { chunkQueueName } from '../src/research/redis-sweep-chunks';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const ROUNDS = Number(process.argv[2] ?? 3);
const WORKER = fileURLToPath(new URL('./research-queue-worker.ts', import.meta.url));

const strategy = RunRequestSchema.parse(
  JSON.parse(readFileSync(new URL('../../../examples/spy-sma-cross-inputs.json', import.meta.url), 'utf8')),
);
const sweep = {
  kind: 'sweep' as const,
  strategy,
  parameters: [
    { path: 'fast', range: { start: 5, stop: 104, step: 1 } },
    { path: 'slow', range: { start: 20, stop: 119, step: 1 } },
  ],
  objective: 'sharpe' as const,
  bars: new BundledMarketData().range('SPY', '1d', '2005-01-01', '2025-12-31'),
};

function startWorker(queueName: string): Promise<ChildProcess> {
  return startTsxProcess(WORKER, [REDIS_URL, queueName]);
}

/** Seconds from the job's start to its result. */
async function timeSweep(jobs: RedisResearchJobs, userId: number): Promise<number> {
  const started = performance.now();
  const job = await jobs.start(userId, sweep);
  if (!job.ok) throw new Error(job.reason);
  for (;;) {
    const state = await jobs.get(userId, job.job.id);
    if (state && state.status !== 'running') {
      if (state.status !== 'done') throw new Error(`the sweep ended ${state.status}: ${state.error ?? ''}`);
      return (performance.now() - started) / 1000;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

console.log(
  `Research queue on Redis, canonical sweep (10,000 combinations), ${cpus()[0]?.model ?? 'CPU'}, ` +
    `${availableParallelism()} cores, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
);
for (const count of [1, 2]) {
  const queueName = `bench-${randomUUID()}-research`;
  const workers = await Promise.all(Array.from({ length: count }, () => startWorker(queueName)));
  const jobs = new RedisResearchJobs(REDIS_URL, queueName, { timeLimitMs: 600_000 });
  try {
    const first = await timeSweep(jobs, 1);
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) times.push(await timeSweep(jobs, round + 2));
    console.log(
      `  ${count} worker process${count === 1 ? '' : 'es'}: first sweep ${first.toFixed(2)} s; then median ` +
        `${median(times).toFixed(2)} s (${times.map((time) => time.toFixed(2)).join(', ')} s)`,
    );
  } finally {
    for (const worker of workers) worker.kill('SIGTERM');
    await jobs.close();
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
    for (const name of [queueName, chunkQueueName(queueName)]) {
      const queue = new Queue(name, { connection: redis });
      await queue.obliterate({ force: true }).catch(() => undefined);
      await queue.close();
    }
    redis.disconnect();
  }
}
