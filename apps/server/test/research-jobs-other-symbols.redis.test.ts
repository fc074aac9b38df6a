import { randomUUID } from 'node:crypto';
import {
  BacktestResultsSchema,
  ResearchJobSchema,
  RunRequestSchema,
  type ResearchJob,
} from '@stratblocks/contracts';
import { runBacktest, runSweep, runWalkForward } from '@stratblocks/engine';
import { BundledMarketData } from '@stratblocks/market-data';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOtherSeries, loadTradedBars } from '../src/backtests/run-bars';
import { RedisResearchWorker } from '../src/research/redis-research-worker';
import { researchQueueName } from '../src/research/research-queue';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { QQQ_PERIOD, qqqWithSpyRegime, SPY_PERIOD, spyOf } from './fixtures/qqq-with-spy-regime';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? '';
if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run the redis suite through npm test');

/**
 * Research jobs on the Redis queue for a strategy trading QQQ and reading SPY: the worker loads SPY
 * with the bars (the queue carries neither), for a whole job and for each chunk of a split sweep.
 */

const START = '2019-01-01';
const END = '2022-12-31';
const STRATEGY = qqqWithSpyRegime(START, END);
const data = new BundledMarketData();
const qqq = data.range('QQQ', '1d', START, END);
const spy = spyOf(data, START, END);

/** An API process that serves its own queues (QUEUE_WORKER by default), as app.ts wires it. */
const servingQueue = `test-${randomUUID()}`;
/** An API process that runs nothing, and a research worker that splits sweeps into chunks of 2. */
const chunkedQueue = `test-${randomUUID()}`;

let smtp: SmtpSink;
let serving: TestServer;
let queued: TestServer;
let chunked: RedisResearchWorker;
let servingToken: string;
let queuedToken: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  serving = await startTestServer({ SMTP_URL: smtp.url, REDIS_URL, BACKTEST_QUEUE: servingQueue });
  queued = await startTestServer({
    SMTP_URL: smtp.url,
    REDIS_URL,
    BACKTEST_QUEUE: chunkedQueue,
    QUEUE_WORKER: 'false',
  });
  const marketData = queued.app.services.marketData;
  chunked = new RedisResearchWorker(
    REDIS_URL,
    researchQueueName(chunkedQueue),
    async (strategy, userId) => (await loadTradedBars(marketData, strategy, userId)).bars,
    {
      chunkCombinations: 2,
      loadOthers: async (strategy, userId) => (await loadOtherSeries(marketData, strategy, userId)).series,
    },
  );
  await chunked.waitUntilReady();
  servingToken = await signUp(serving.app, smtp, 'queue-other-symbols-uma@example.com');
  queuedToken = await signUp(queued.app, smtp, 'queue-other-symbols-val@example.com');
}, 60_000);

afterAll(async () => {
  await chunked.close();
  await serving.close();
  await queued.close();
  for (const name of [servingQueue, chunkedQueue]) {
    for (const queueName of [name, researchQueueName(name)]) {
      const queue = new Queue(queueName, { connection: { url: REDIS_URL } });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }
  await smtp.close();
}, 30_000);

async function finished(server: TestServer, token: string, body: unknown): Promise<ResearchJob> {
  const started = await call(server.app, 'POST', '/api/research/jobs', body, { token });
  expect(started.statusCode, started.body).toBe(202);
  const { id } = ResearchJobSchema.parse(started.json());
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const response = await call(server.app, 'GET', `/api/research/jobs/${id}`, undefined, { token });
    const job = ResearchJobSchema.parse(response.json());
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The job did not end');
}

describe('research jobs of a strategy reading another symbol, on the Redis queue', () => {
  it("runs a walk-forward on the API process's own queue worker: the engine's walk-forward with SPY", async () => {
    const parameters = [{ path: SPY_PERIOD, values: [50, 150] }];
    const done = await finished(serving, servingToken, {
      kind: 'walk-forward',
      strategy: STRATEGY,
      parameters,
      objective: 'total_return',
      mode: 'rolling',
      in_sample_bars: 504,
      out_of_sample_bars: 126,
    });
    expect(done.status, done.error ?? '').toBe('done');
    const direct = runWalkForward(RunRequestSchema.parse(STRATEGY), qqq, {
      mode: 'rolling',
      inSampleBars: 504,
      outOfSampleBars: 126,
      parameters,
      objective: 'total_return',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(direct.result.trades.length).toBeGreaterThan(0);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
  }, 60_000);

  it("runs a backtest on the same queue worker with SPY: the engine's trades", async () => {
    const response = await call(serving.app, 'POST', '/api/execute-strategy', STRATEGY);
    expect(response.statusCode, response.body).toBe(200);
    const direct = runBacktest(RunRequestSchema.parse(STRATEGY), qqq, { others: spy });
    if (!direct.ok) throw new Error(direct.diagnostics[0]?.message);
    expect(direct.results.closed_trades.length).toBeGreaterThan(2);
    expect(JSON.parse(JSON.stringify(BacktestResultsSchema.parse(response.json()).closed_trades))).toEqual(
      JSON.parse(JSON.stringify(direct.results.closed_trades)),
    );
  }, 60_000);

  it('runs a sweep split into chunks, each chunk loading SPY: the engine sweep with SPY', async () => {
    const parameters = [
      { path: QQQ_PERIOD, values: [10, 30] },
      { path: SPY_PERIOD, values: [50, 150] },
    ];
    const done = await finished(queued, queuedToken, {
      kind: 'sweep',
      strategy: STRATEGY,
      parameters,
      objective: 'total_return',
    });
    expect(done.status, done.error ?? '').toBe('done');
    const direct = runSweep(RunRequestSchema.parse(STRATEGY), qqq, {
      parameters,
      objective: 'total_return',
      others: spy,
    });
    if (!direct.ok) throw new Error(direct.message);
    expect(direct.result.cells.every((cell) => cell.error === undefined)).toBe(true);
    expect(done.result).toEqual(JSON.parse(JSON.stringify(direct.result)));
  }, 60_000);
});
