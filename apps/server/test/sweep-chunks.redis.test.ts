import type { ChildProcess } from 'node:child_process';
import { startTsxProcess } from './tsx-process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { RunRequestSchema } from '@stratblocks/contracts';
import { runSweep } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisResearchJobs } from '../src/research/redis-research-jobs';
import { chunkQueueName } from '../src/research/redis-sweep-chunks';
import type { ResearchJobState } from '../src/research/research-jobs';
import { FAST, SLOW, smaCrossStrategy } from './fixtures/sma-cross-strategy';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? '';
if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run the redis suite through npm test');

/**
 * A sweep split into chunks on the research queue, run by TWO worker processes at once: the joined
 * result is the result of one runSweep over the same grid, and a cancel stops every chunk.
 */
const FIXTURE = fileURLToPath(new URL('./fixtures/chunked-research-worker.ts', import.meta.url));
const CHUNK = 25;
const bundled = new BundledMarketData();

function startWorker(queueName: string, lines: string[]): Promise<ChildProcess> {
  return startTsxProcess(FIXTURE, [REDIS_URL, queueName, String(CHUNK)], (text) => {
    lines.push(...text.split('\n').filter((line) => line.startsWith('chunk ')));
  });
}

function message(startDate: string, endDate: string, fast: number, slow: number) {
  const strategy = RunRequestSchema.parse(smaCrossStrategy(startDate, endDate));
  const parameters = [
    { path: FAST, range: { start: 5, stop: 5 + fast - 1, step: 1 } },
    { path: SLOW, range: { start: 40, stop: 40 + 2 * (slow - 1), step: 2 } },
  ];
  const bars = bundled.range('SPY', '1d', startDate, endDate);
  return { kind: 'sweep' as const, strategy, parameters, objective: 'sharpe' as const, bars };
}

async function waitFor<T>(read: () => Promise<T | null>, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const queueName = `test-${randomUUID()}-research`;
const linesA: string[] = [];
const linesB: string[] = [];
let workers: ChildProcess[] = [];
let jobs: RedisResearchJobs;
let chunks: Queue;
let redis: Redis;

beforeAll(async () => {
  workers = await Promise.all([startWorker(queueName, linesA), startWorker(queueName, linesB)]);
  jobs = new RedisResearchJobs(REDIS_URL, queueName, { timeLimitMs: 120_000 });
  redis = new Redis(REDIS_URL);
  chunks = new Queue(chunkQueueName(queueName), { connection: redis });
}, 60_000);

afterAll(async () => {
  for (const worker of workers) worker.kill('SIGTERM');
  await jobs.close();
  await chunks.obliterate({ force: true }).catch(() => undefined);
  await new Queue(queueName, { connection: redis }).obliterate({ force: true }).catch(() => undefined);
  await chunks.close();
  redis.disconnect();
}, 30_000);

describe('a sweep split into chunks across two worker processes', () => {
  it('joins the chunks into the ranking of one sweep over the same grid', async () => {
    // 20 x 15 = 300 combinations: 12 chunks of 25.
    const sweep = message('2012-01-01', '2020-12-31', 20, 15);
    const started = await jobs.start(1, sweep);
    if (!started.ok) throw new Error(started.reason);
    const done = await waitFor<ResearchJobState>(async () => {
      const state = await jobs.get(1, started.job.id);
      if (state && state.status !== 'running') return state;
      return null;
    }, 120_000);
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    const single = runSweep(sweep.strategy, sweep.bars, {
      parameters: sweep.parameters,
      objective: 'sharpe',
    });
    if (!single.ok) throw new Error(single.message);
    expect(JSON.parse(done.resultJson ?? 'null')).toEqual(JSON.parse(JSON.stringify(single.result)));
    expect(done.best).toBe(single.result.cells[single.result.best ?? 0]?.objective);
    // Every chunk ran once, and both processes ran some.
    const firsts = [...linesA, ...linesB].map((line) => Number(line.slice('chunk '.length)));
    expect(firsts.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, index) => index * CHUNK));
    expect(linesA.length).toBeGreaterThan(0);
    expect(linesB.length).toBeGreaterThan(0);
  }, 150_000);

  it('stops every chunk on a cancel', async () => {
    linesA.length = 0;
    linesB.length = 0;
    // 40 x 160 = 6,400 combinations on 20 years: 256 chunks, still running when cancelled (a sweep
    // of 64 chunks once finished before the cancel on a loaded machine, the engine being faster).
    const sweep = message('2005-01-01', '2024-12-31', 40, 160);
    const started = await jobs.start(2, sweep);
    if (!started.ok) throw new Error(started.reason);
    await waitFor(async () => {
      const state = await jobs.get(2, started.job.id);
      return state && state.progress > 0 ? state : null;
    }, 60_000);
    expect(await jobs.cancel(2, started.job.id)).toBe(true);
    expect((await jobs.get(2, started.job.id))?.status).toBe('cancelled');
    // Within a few polls, no chunk is waiting or running anywhere, and no more chunks finish.
    await waitFor(async () => {
      const counts = await chunks.getJobCounts('active', 'waiting');
      return (counts['active'] ?? 0) + (counts['waiting'] ?? 0) === 0 ? true : null;
    }, 10_000);
    const ran = linesA.length + linesB.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(linesA.length + linesB.length).toBe(ran);
    expect(ran).toBeLessThan(256);
  }, 120_000);
});
