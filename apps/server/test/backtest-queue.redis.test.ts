import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BacktestResultsSchema,
  RunRequestSchema,
  SharedPortfolioResultsSchema,
  StreamReader,
} from '@stratblocks/contracts';
import type { StrategyInput } from '@stratblocks/engine';
import { Redis } from 'ioredis';
import { WorkerPool } from '../src/backtests/pool';
import { RedisQueueRunner, RedisQueueWorker } from '../src/backtests/redis-queue';
import { loadRunBarsOf } from '../src/backtests/run-bars';
import { RedisRateLimitStore } from '../src/infra/redis-rate-limit';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const REDIS_URL = process.env['TEST_REDIS_URL'] ?? '';
if (!REDIS_URL) throw new Error('TEST_REDIS_URL is not set: run the redis suite through npm test');

const cross = (operator: string) => ({
  elements: [
    { name: 'EMA', properties: { period: 10 } },
    { name: operator },
    { name: 'SMA', properties: { period: 40 } },
  ],
});
const body = {
  generalSetting: { tickerSymbol: 'QQQ', startDate: '2018-01-01', endDate: '2023-12-31' },
  entryLogic: { long: cross('Cross Above') },
  exitLogic: { exit_long: cross('Cross Below') },
};

describe('backtests through the Redis queue (an API process and a separate worker)', () => {
  let api: TestServer;
  let workerPool: WorkerPool;
  let worker: RedisQueueWorker;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    // The "worker process": takes jobs from the queue, runs them on its own thread pool.
    workerPool = new WorkerPool({ size: 1 });
    // Jobs carry no bars: the worker loads them from the same providers as the API process.
    worker = new RedisQueueWorker(
      REDIS_URL,
      workerPool,
      async (strategy, userId) => (await loadRunBarsOf(api.app.services.marketData, strategy, userId)).bars,
    );
    await worker.waitUntilReady();
    // The "API process": queues jobs, runs none itself.
    api = await startTestServer(
      { REDIS_URL, QUEUE_WORKER: 'false' },
      { rateLimitStore: new RedisRateLimitStore(redis, `test:${randomUUID()}:`) },
    );
  });
  afterAll(async () => {
    await api.close();
    await worker.close();
    await workerPool.close();
    redis.disconnect();
  });

  it('reports the redis queue in /api/health', async () => {
    const response = await call(api.app, 'GET', '/api/health');
    expect(response.json()).toEqual({ status: 'ok', db: 'sqlite', queue: 'redis' });
  });

  it('streams a run executed by another worker, identical to the plain JSON run', async () => {
    const streamed = await call(api.app, 'POST', '/api/backtest/stream', body);
    expect(streamed.statusCode).toBe(200);
    const reader = new StreamReader();
    reader.push(streamed.body);
    reader.end();
    expect(reader.state.logs.some((line) => line.startsWith('Backtesting QQQ on'))).toBe(true);
    expect(reader.state.logs.at(-1)).toMatch(/^Backtest complete/);
    const json = await call(api.app, 'POST', '/api/execute-strategy', body);
    const results = BacktestResultsSchema.parse(json.json());
    expect(JSON.parse(reader.state.parts.metrics ?? 'null')).toEqual(results.performance_metrics);
    expect(JSON.parse(reader.state.parts.trades ?? 'null')).toEqual(results.closed_trades);
  });

  it('runs a portfolio in the worker process, its breakdown relayed as its own part', async () => {
    const portfolioBody = { ...body, portfolio: { symbols: ['QQQ', 'SPY', 'IWM'] } };
    const streamed = await call(api.app, 'POST', '/api/backtest/stream', portfolioBody);
    expect(streamed.statusCode).toBe(200);
    const reader = new StreamReader();
    reader.push(streamed.body);
    reader.end();
    expect(reader.state.logs.some((line) => line.startsWith('Backtesting a portfolio of 3 symbols'))).toBe(
      true,
    );
    const json = await call(api.app, 'POST', '/api/execute-strategy', portfolioBody);
    const results = SharedPortfolioResultsSchema.parse(json.json());
    expect(JSON.parse(reader.state.parts.portfolio ?? 'null')).toEqual(results.portfolio);
    expect(results.portfolio.mode === 'shared' && results.portfolio.symbols.map((row) => row.ticker)).toEqual(
      ['QQQ', 'SPY', 'IWM'],
    );
  });

  it("answers a watch check's digest made in the worker process, as the whole results say", async () => {
    const runner = new RedisQueueRunner(REDIS_URL);
    try {
      const strategy = RunRequestSchema.parse(body) as StrategyInput;
      const whole = await runner.run(strategy, [], () => undefined, undefined, { userId: null });
      if (whole.status !== 'completed') throw new Error(`the run ended ${whole.status}`);
      const results = BacktestResultsSchema.parse(JSON.parse(whole.resultsJson));
      expect(results.closed_trades.length).toBeGreaterThan(3);
      expect(await runner.check(strategy, [], 'trades', { userId: 1 })).toEqual({
        status: 'completed',
        digest: { kind: 'trades', trades: results.closed_trades },
      });
    } finally {
      await runner.close();
    }
  });

  it('serves many concurrent streams', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(api.app, 'POST', '/api/backtest/stream', body, { ip: `10.1.0.${index}` }),
      ),
    );
    for (const response of responses) {
      const reader = new StreamReader();
      reader.push(response.body);
      expect(Object.keys(reader.state.parts).sort()).toEqual(['chart', 'metrics', 'trades']);
    }
  });
});

describe('rate limits in Redis', () => {
  it('are shared by every process using the same Redis', async () => {
    const prefix = `test:${randomUUID()}:`;
    const first = new Redis(REDIS_URL);
    const second = new Redis(REDIS_URL);
    const storeA = new RedisRateLimitStore(first, prefix);
    const storeB = new RedisRateLimitStore(second, prefix);
    const now = Date.now();
    expect((await storeA.hit('login:1.2.3.4', 60_000, now)).count).toBe(1);
    expect((await storeB.hit('login:1.2.3.4', 60_000, now)).count).toBe(2);
    const third = await storeA.hit('login:1.2.3.4', 60_000, now);
    expect(third.count).toBe(3);
    expect(third.resetAtMs).toBeGreaterThan(now);
    expect(third.resetAtMs).toBeLessThanOrEqual(now + 60_000);
    first.disconnect();
    second.disconnect();
  });
});
