import type { ChildProcess } from 'node:child_process';
import { startTsxProcess } from './tsx-process';
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ResearchJobSchema, RunRequestSchema, type ResearchJob } from '@stratblocks/contracts';
import { runSweep } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { RedisRateLimitStore } from '../src/infra/redis-rate-limit';
import { RedisResearchJobs } from '../src/research/redis-research-jobs';
import { RedisResearchWorker } from '../src/research/redis-research-worker';
import { researchQueueName } from '../src/research/research-queue';
import { call, signUp } from './api';
import { startTestServer, type TestDeps, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { FAST, SLOW, smaCrossStrategy } from './fixtures/sma-cross-strategy';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? '';
if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run the redis suite through npm test');

/**
 * Research jobs with REDIS_URL, the way a cluster runs them: API processes that run nothing
 * (QUEUE_WORKER=false) sharing one database, and a research worker elsewhere. A job started on API A
 * runs on the worker and is read and cancelled through API B.
 */
const STRATEGY = smaCrossStrategy('2005-01-01', '2024-12-31');
/** Long enough (2,500 backtests on 20 years) for polls to see it part-way. */
const SWEEP_PARAMETERS = [
  { path: FAST, range: { start: 2, stop: 51, step: 1 } },
  { path: SLOW, range: { start: 60, stop: 109, step: 1 } },
];
/** Nearly 10,000 backtests: still running seconds after it starts. */
const LONG_JOB = {
  kind: 'sweep',
  strategy: STRATEGY,
  parameters: [
    { path: FAST, range: { start: 2, stop: 100, step: 1 } },
    { path: SLOW, range: { start: 101, stop: 200, step: 1 } },
  ],
};

const queueName = `test-${randomUUID()}`;
const env = { REDIS_URL, QUEUE_WORKER: 'false', BACKTEST_QUEUE: queueName };

let smtp: SmtpSink;
let redis: Redis;
let apiA: TestServer;
let apiB: FastifyInstance;
let worker: RedisResearchWorker;
let queue: Queue;
let alice: string;
let bob: string;
const closers: Array<() => Promise<unknown>> = [];

/** Another API process on the same database (and JWT secret file) as `first`. */
async function sameDatabaseApi(
  first: TestServer,
  extraEnv: Record<string, string>,
  deps: TestDeps = {},
): Promise<FastifyInstance> {
  const webDistDir = join(first.dataDir, 'web');
  mkdirSync(webDistDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: first.dataDir,
    WEB_DIST_DIR: webDistDir,
    SMTP_URL: smtp.url,
    MARKET_DATA_PROVIDER: 'bundled',
    ...extraEnv,
  });
  const database = openDatabase(config);
  const app = await createApp({ config, database, queueKind: 'redis', ...deps });
  closers.push(async () => {
    await app.close();
    await database.close();
  });
  return app;
}

async function read(app: FastifyInstance, token: string, id: string): Promise<ResearchJob> {
  const response = await call(app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
  expect(response.statusCode, response.body).toBe(200);
  return ResearchJobSchema.parse(response.json());
}

async function start(app: FastifyInstance, token: string, body: unknown): Promise<string> {
  const response = await call(app, 'POST', '/api/research/jobs', body, { token });
  expect(response.statusCode, response.body).toBe(202);
  return ResearchJobSchema.parse(response.json()).id;
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Jobs waiting for or held by a worker: none once every job of a test has ended. */
async function unfinished(): Promise<number> {
  const counts = await queue.getJobCounts('active', 'waiting');
  return (counts['active'] ?? 0) + (counts['waiting'] ?? 0);
}

beforeAll(async () => {
  smtp = await startSmtpSink();
  redis = new Redis(REDIS_URL);
  const rateLimitStore = new RedisRateLimitStore(redis, `test:${randomUUID()}:`);
  apiA = await startTestServer({ ...env, SMTP_URL: smtp.url }, { rateLimitStore });
  apiB = await sameDatabaseApi(apiA, env, { rateLimitStore });
  // The worker process: its bars come from the same providers as the APIs'.
  worker = new RedisResearchWorker(
    REDIS_URL,
    researchQueueName(queueName),
    async (strategy, userId) =>
      (await apiA.app.services.marketData.loadRunBars(strategy.generalSetting, userId)).bars,
  );
  await worker.waitUntilReady();
  queue = new Queue(researchQueueName(queueName), { connection: redis });
  alice = await signUp(apiA.app, smtp, 'queue-alice@example.com');
  bob = await signUp(apiA.app, smtp, 'queue-bob@example.com');
}, 60_000);

afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await worker.close();
  await apiA.close();
  await queue.obliterate({ force: true });
  await queue.close();
  redis.disconnect();
  await smtp.close();
}, 30_000);

describe('research jobs through the Redis queue', () => {
  it('runs a sweep started on API A on the worker, read through API B: progress, best so far, then the engine result', async () => {
    const id = await start(apiA.app, alice, {
      kind: 'sweep',
      strategy: STRATEGY,
      parameters: SWEEP_PARAMETERS,
    });
    const seen: ResearchJob[] = [];
    await waitFor(async () => {
      const job = await read(apiB, alice, id);
      seen.push(job);
      return job.status !== 'running';
    }, 60_000);
    const done = seen.at(-1);
    expect(done?.status, done?.error ?? '').toBe('done');
    expect(done?.progress).toBe(1);
    const partWay = seen.filter((job) => job.status === 'running' && job.progress > 0 && job.progress < 1);
    expect(partWay.length).toBeGreaterThan(0);
    expect(partWay.some((job) => job.best !== null)).toBe(true);
    const progress = seen.map((job) => job.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const bars = new BundledMarketData().range('SPY', '1d', '2005-01-01', '2024-12-31');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), bars, {
      objective: 'sharpe',
      parameters: SWEEP_PARAMETERS,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(done?.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
    // The best so far ends at the best cell's objective, and never went past it on the way.
    const bestCell = direct.result.cells[direct.result.best ?? -1];
    expect(done?.best).toBe(bestCell?.objective);
    for (const job of partWay)
      expect(job.best ?? Number.NEGATIVE_INFINITY).toBeLessThanOrEqual(done?.best ?? 0);

    // Another user reads and cancels nothing, on either API.
    for (const app of [apiA.app, apiB]) {
      const other = await call(app, 'GET', `/api/research/jobs/${id}`, undefined, { token: bob });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ detail: 'Research job not found' });
      const cancel = await call(app, 'DELETE', `/api/research/jobs/${id}`, undefined, { token: bob });
      expect(cancel.statusCode).toBe(404);
    }
    // Ids that name the queue's own keys are no job.
    for (const name of ['meta', 'wait', 'active', `${id}:lock`]) {
      const response = await call(apiB, 'GET', `/api/research/jobs/${name}`, undefined, { token: alice });
      expect(response.statusCode).toBe(404);
    }
    // The owner reads the same job on API A.
    expect((await read(apiA.app, alice, id)).result).toEqual(done?.result);
  }, 90_000);

  it('cancels from API B a job started on API A: it reads cancelled and its worker thread stops', async () => {
    const id = await start(apiA.app, alice, LONG_JOB);
    await waitFor(async () => worker.running === 1 && (await read(apiB, alice, id)).progress > 0, 20_000);
    const cancelled = await call(apiB, 'DELETE', `/api/research/jobs/${id}`, undefined, { token: alice });
    expect(cancelled.statusCode).toBe(204);
    expect(await read(apiA.app, alice, id)).toMatchObject({ status: 'cancelled', result: null, error: null });
    // The worker sees the cancel within its next poll (200 ms) and ends the job itself, part-way.
    await waitFor(() => worker.running === 0, 1_000);
    await waitFor(async () => (await unfinished()) === 0, 5_000);
    const answered = await queue.getJob(id);
    expect(answered?.returnvalue).toEqual({ status: 'cancelled', error: null });
    expect((answered?.progress as { progress: number }).progress).toBeLessThan(1);
    expect((await read(apiB, alice, id)).status).toBe('cancelled');
  }, 40_000);

  it('stops a job at the time limit and refuses more jobs than the queue may hold', async () => {
    const limited = await sameDatabaseApi(apiA, env, {
      researchJobs: new RedisResearchJobs(REDIS_URL, researchQueueName(queueName), {
        timeLimitMs: 300,
        maxJobs: 1,
      }),
    });
    const id = await start(limited, alice, LONG_JOB);
    const second = await call(limited, 'POST', '/api/research/jobs', LONG_JOB, { token: alice });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ detail: 'Too many research jobs are running: try again in a minute' });
    let ended: ResearchJob | null = null;
    await waitFor(async () => {
      ended = await read(apiB, alice, id);
      return ended.status !== 'running';
    }, 20_000);
    expect(ended).toMatchObject({
      status: 'timed-out',
      error: 'The job was stopped: it ran longer than 0.3 seconds',
      result: null,
    });
    expect(worker.running).toBe(0);
    await waitFor(async () => (await unfinished()) === 0, 5_000);
  }, 40_000);
});

describe('research job admission through Redis', () => {
  it('admits atomically: 20 simultaneous starts of one user on two API processes admit 2, and another user still gets in', async () => {
    const ivy = await signUp(apiA.app, smtp, 'queue-ivy@example.com');
    const kim = await signUp(apiA.app, smtp, 'queue-kim@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call(index % 2 === 0 ? apiA.app : apiB, 'POST', '/api/research/jobs', LONG_JOB, { token: ivy }),
      ),
    );
    const admitted = answers.filter((answer) => answer.statusCode === 202);
    expect(admitted).toHaveLength(2);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(18);
    expect(refused[0]?.json()).toEqual({
      detail: 'You have 2 research jobs waiting or running: wait for one to end or cancel one',
    });
    // Ivy's jobs take none of the places another user needs.
    const other = await call(apiB, 'POST', '/api/research/jobs', LONG_JOB, { token: kim });
    expect(other.statusCode, other.body).toBe(202);
    const ids: Array<[string, string]> = [
      ...admitted.map((answer): [string, string] => [ivy, ResearchJobSchema.parse(answer.json()).id]),
      [kim, ResearchJobSchema.parse(other.json()).id],
    ];
    for (const [token, id] of ids) {
      expect(
        (await call(apiA.app, 'DELETE', `/api/research/jobs/${id}`, undefined, { token })).statusCode,
      ).toBe(204);
    }
    // Cancelled jobs give their places back at once: Kim holds none and starts two again.
    for (let index = 0; index < 2; index += 1) {
      const again = await call(apiA.app, 'POST', '/api/research/jobs', LONG_JOB, { token: kim });
      expect(again.statusCode, again.body).toBe(202);
      const id = ResearchJobSchema.parse(again.json()).id;
      await call(apiA.app, 'DELETE', `/api/research/jobs/${id}`, undefined, { token: kim });
    }
    await waitFor(async () => (await unfinished()) === 0 && worker.running === 0, 10_000);
  }, 60_000);

  it('caps the whole queue atomically too', async () => {
    const capped = await sameDatabaseApi(apiA, env, {
      researchJobs: new RedisResearchJobs(REDIS_URL, researchQueueName(queueName), { maxJobs: 3 }),
    });
    const users = await Promise.all(
      ['queue-lee', 'queue-max', 'queue-ned'].map((name) => signUp(apiA.app, smtp, `${name}@example.com`)),
    );
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, index) =>
        call(capped, 'POST', '/api/research/jobs', LONG_JOB, { token: users[index % 3] ?? '' }).then(
          (answer) => ({ answer, token: users[index % 3] ?? '' }),
        ),
      ),
    );
    const admitted = answers.filter(({ answer }) => answer.statusCode === 202);
    expect(admitted).toHaveLength(3);
    expect(answers.filter(({ answer }) => answer.statusCode === 429)).toHaveLength(15);
    for (const { answer, token } of admitted) {
      const id = ResearchJobSchema.parse(answer.json()).id;
      await call(capped, 'DELETE', `/api/research/jobs/${id}`, undefined, { token });
    }
    await waitFor(async () => (await unfinished()) === 0 && worker.running === 0, 10_000);
  }, 60_000);

  it("runs one job per user at a time across workers: a user's second job waits while another user's runs", async () => {
    const second = new RedisResearchWorker(
      REDIS_URL,
      researchQueueName(queueName),
      async (strategy, userId) =>
        (await apiA.app.services.marketData.loadRunBars(strategy.generalSetting, userId)).bars,
    );
    await second.waitUntilReady();
    try {
      const jay = await signUp(apiA.app, smtp, 'queue-jay@example.com');
      const liv = await signUp(apiA.app, smtp, 'queue-liv@example.com');
      const jayFirst = await start(apiA.app, jay, LONG_JOB);
      await waitFor(async () => (await read(apiB, jay, jayFirst)).progress > 0, 20_000);
      const jaySecond = await start(apiA.app, jay, LONG_JOB);
      const livFirst = await start(apiB, liv, LONG_JOB);
      // Two workers: Jay holds one, Liv's job takes the other; Jay's second is put off meanwhile.
      await waitFor(async () => (await read(apiB, liv, livFirst)).progress > 0, 20_000);
      expect(await read(apiB, jay, jaySecond)).toMatchObject({ status: 'running', progress: 0 });
      expect((await read(apiA.app, jay, jayFirst)).status).toBe('running');
      // Jay's first ends: his second runs, and is not taken for a lost job.
      await call(apiA.app, 'DELETE', `/api/research/jobs/${jayFirst}`, undefined, { token: jay });
      await waitFor(async () => (await read(apiB, jay, jaySecond)).progress > 0, 20_000);
      expect((await read(apiB, jay, jaySecond)).status).toBe('running');
      await call(apiA.app, 'DELETE', `/api/research/jobs/${jaySecond}`, undefined, { token: jay });
      await call(apiA.app, 'DELETE', `/api/research/jobs/${livFirst}`, undefined, { token: liv });
      await waitFor(async () => (await unfinished()) === 0 && worker.running + second.running === 0, 10_000);
    } finally {
      await second.close();
    }
  }, 90_000);
});

const FIXTURE = fileURLToPath(new URL('./fixtures/research-queue-worker.ts', import.meta.url));

/** A research worker in a process of its own; resolves once it takes jobs. */
async function workerProcess(queue: string, lockMs: number): Promise<ChildProcess> {
  const child = await startTsxProcess(FIXTURE, [REDIS_URL, queue, String(lockMs)]);
  closers.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await Promise.resolve();
  });
  return child;
}

describe('research jobs when workers are missing', () => {
  it('answers 503 when no worker serves the research queue', async () => {
    const lonely = await sameDatabaseApi(apiA, { ...env, BACKTEST_QUEUE: `test-${randomUUID()}` });
    const response = await call(lonely, 'POST', '/api/research/jobs', LONG_JOB, { token: alice });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'No research worker is running: try again in a moment' });
  });

  it('ends the job of a worker that shuts down "failed" at once', async () => {
    const ownQueue = `test-${randomUUID()}`;
    const api = await sameDatabaseApi(apiA, { ...env, BACKTEST_QUEUE: ownQueue });
    const leaving = new RedisResearchWorker(
      REDIS_URL,
      researchQueueName(ownQueue),
      async (strategy, userId) =>
        (await apiA.app.services.marketData.loadRunBars(strategy.generalSetting, userId)).bars,
    );
    await leaving.waitUntilReady();
    const id = await start(api, alice, LONG_JOB);
    await waitFor(async () => (await read(api, alice, id)).progress > 0, 20_000);
    const closing = Date.now();
    await leaving.close();
    expect(Date.now() - closing).toBeLessThan(2_000);
    expect(leaving.running).toBe(0);
    expect(await read(api, alice, id)).toMatchObject({
      status: 'failed',
      error: 'The research worker was shut down: start the job again',
      result: null,
    });
    const own = new Queue(researchQueueName(ownQueue), { connection: redis });
    await own.obliterate({ force: true });
    await own.close();
  }, 40_000);

  it('ends a job whose worker died "failed" with a clear message', async () => {
    const ownQueue = `test-${randomUUID()}`;
    const api = await sameDatabaseApi(apiA, { ...env, BACKTEST_QUEUE: ownQueue });
    const child = await workerProcess(researchQueueName(ownQueue), 1_500);
    const id = await start(api, alice, LONG_JOB);
    await waitFor(async () => (await read(api, alice, id)).progress > 0, 20_000);
    child.kill('SIGKILL');
    let ended: ResearchJob | null = null;
    await waitFor(async () => {
      ended = await read(api, alice, id);
      return ended.status !== 'running';
    }, 10_000);
    expect(ended).toMatchObject({
      status: 'failed',
      error: 'The research worker stopped during the job: start the job again',
      result: null,
    });
    const own = new Queue(researchQueueName(ownQueue), { connection: redis });
    await own.obliterate({ force: true });
    await own.close();
  }, 40_000);
});
