import type { ChildProcess } from 'node:child_process';
import { startTsxProcess } from './tsx-process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { StreamReader } from '@stratblocks/contracts';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BarSeries } from '@stratblocks/engine';
import type { BacktestRunner } from '../src/backtests/pool';
import { NO_WORKER, RedisQueueWorker } from '../src/backtests/redis-queue';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';
import { OwnRedis } from './redis-server';

/**
 * Findings 7 and 8: the scale-out mode fails loudly and recovers. Each test file runs its own
 * redis-server on a spare port (so that it can be stopped) and its own queue name.
 */
const body = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2021-01-01', endDate: '2021-06-30' },
  entryLogic: {
    long: {
      elements: [
        { name: 'SMA', properties: { period: 5 } },
        { name: '>' },
        { name: 'SMA', properties: { period: 20 } },
      ],
    },
  },
};

/** A worker's runner that answers at once with two log lines (the queue's side is what is tested). */
const quick: BacktestRunner = {
  run(_strategy, _bars, onEvent) {
    onEvent({ type: 'log', line: 'Ran on the worker that lives' });
    onEvent({ type: 'log', line: 'Backtest complete (test runner)' });
    return Promise.resolve({ status: 'completed', resultsJson: '{}' });
  },
  close: () => Promise.resolve(),
};

/** The quick runner ignores its bars: the worker need not load any. */
const noBars = (): Promise<BarSeries> =>
  Promise.resolve({
    symbol: 'SPY',
    interval: '1d',
    times: [],
    open: new Float64Array(),
    high: new Float64Array(),
    low: new Float64Array(),
    close: new Float64Array(),
    volume: new Float64Array(),
  });

const FIXTURE = fileURLToPath(new URL('./fixtures/hanging-queue-worker.ts', import.meta.url));

/** Starts a worker process that takes one job and hangs; resolves once it takes jobs. */
function hangingWorker(url: string, queueName: string, mode: 'emit' | 'silent'): Promise<ChildProcess> {
  return startTsxProcess(FIXTURE, [url, queueName, mode]);
}

function logsOf(text: string): string[] {
  const reader = new StreamReader();
  reader.push(text);
  reader.end();
  return reader.state.logs;
}

let redis: OwnRedis;
let api: TestServer;
let queueName: string;
const cleanups: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  redis = await OwnRedis.start();
  queueName = `test-${randomUUID()}`;
  api = await startTestServer({ REDIS_URL: redis.url, QUEUE_WORKER: 'false', BACKTEST_QUEUE: queueName });
}, 30_000);
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});
afterAll(async () => {
  await api.close();
  await redis.stop();
});

describe('finding 7: runs never wait forever', () => {
  it('with no worker: a new run is a 503 at once, and readiness says why while liveness holds', async () => {
    const started = Date.now();
    const response = await call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.7.0.1' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: NO_WORKER });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await call(api.app, 'GET', '/api/health/live')).statusCode).toBe(200);
    const ready = await call(api.app, 'GET', '/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json<{ detail: string }>().detail).toContain(NO_WORKER);
  });

  it('a worker killed with its run: the client gets a clear error within 15 s', async () => {
    const worker = await hangingWorker(redis.url, queueName, 'emit');
    cleanups.push(() => Promise.resolve(worker.kill('SIGKILL')));
    const started = Date.now();
    const streaming = call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.7.0.2' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    worker.kill('SIGKILL');
    const response = await streaming;
    const logs = logsOf(response.body);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(logs).toContain('Started on the worker that dies');
    expect(logs.at(-1)).toMatch(/^Error: /);
    expect(logs.filter((line) => line.startsWith('Error: '))).toHaveLength(1);
  }, 30_000);

  it('a worker killed before it reported anything: another worker completes the run within 15 s, no line twice', async () => {
    const dying = await hangingWorker(redis.url, queueName, 'silent');
    cleanups.push(() => Promise.resolve(dying.kill('SIGKILL')));
    const streaming = call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.7.0.3' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const started = Date.now();
    dying.kill('SIGKILL');
    const survivor = new RedisQueueWorker(redis.url, quick, noBars, { queueName });
    cleanups.push(() => survivor.close());
    const response = await streaming;
    const logs = logsOf(response.body);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(logs).toContain('Ran on the worker that lives');
    expect(logs.at(-1)).toBe('Backtest complete (test runner)');
    expect(new Set(logs).size).toBe(logs.length);
  }, 30_000);

  it('a worker killed after it reported a line, another alive: the stream ends with one clear error', async () => {
    const dying = await hangingWorker(redis.url, queueName, 'emit');
    cleanups.push(() => Promise.resolve(dying.kill('SIGKILL')));
    const streaming = call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.7.0.4' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // The dying worker holds the job and has reported a line; a second worker is alive when it dies.
    const survivor = new RedisQueueWorker(redis.url, quick, noBars, { queueName });
    cleanups.push(() => survivor.close());
    await survivor.waitUntilReady();
    const started = Date.now();
    dying.kill('SIGKILL');
    const logs = logsOf((await streaming).body);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(logs.filter((line) => line === 'Started on the worker that dies')).toHaveLength(1);
    expect(logs.at(-1)).toBe('Error: The backtest worker stopped during the run: run the backtest again');
  }, 30_000);
});

describe('finding 8: Redis down gives 503s, then everything recovers by itself', () => {
  it('logins and runs answer 503 {"detail"} while Redis is down, and work again once it is back', async () => {
    const worker = new RedisQueueWorker(redis.url, quick, noBars, { queueName });
    await worker.waitUntilReady();
    cleanups.push(() => worker.close());
    const login = { email: 'someone@example.com', password: 'not the password' };
    expect((await call(api.app, 'POST', '/api/auth/login', login, { ip: '10.8.0.1' })).statusCode).toBe(401);

    await redis.stop();
    const down = await call(api.app, 'POST', '/api/auth/login', login, { ip: '10.8.0.2' });
    expect(down.statusCode).toBe(503);
    expect(down.json<{ detail: string }>().detail).toMatch(/unavailable/);
    const run = await call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.8.0.3' });
    expect(run.statusCode).toBe(503);
    // Refused by whichever part needing Redis answers first (the rate limit, then the queue).
    expect(run.json<{ detail: string }>().detail).toMatch(/unavailable|unreachable|No backtest worker/);
    expect((await call(api.app, 'GET', '/api/health/ready')).statusCode).toBe(503);
    expect((await call(api.app, 'GET', '/api/health/live')).statusCode).toBe(200);

    await redis.start();
    let recovered = false;
    for (let attempt = 0; attempt < 60 && !recovered; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ready = await call(api.app, 'GET', '/api/health/ready');
      recovered = ready.statusCode === 200;
    }
    expect(recovered).toBe(true);
    expect((await call(api.app, 'POST', '/api/auth/login', login, { ip: '10.8.0.4' })).statusCode).toBe(401);
    const again = await call(api.app, 'POST', '/api/backtest/stream', body, { ip: '10.8.0.5' });
    expect(again.statusCode).toBe(200);
    expect(logsOf(again.body)).toContain('Ran on the worker that lives');
  }, 60_000);
});

describe('finding 9: jobs carry references, finished jobs and queue events are trimmed', () => {
  it('keeps at most 50 finished jobs (250 ran) and caps the event stream at 1,000', async () => {
    const worker = new RedisQueueWorker(redis.url, quick, noBars, { queueName, concurrency: 4 });
    await worker.waitUntilReady();
    cleanups.push(() => worker.close());
    for (let batch = 0; batch < 5; batch += 1) {
      await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          call(api.app, 'POST', '/api/backtest/stream', body, {
            token: undefined,
            ip: `10.9.${batch}.${index}`,
          }),
        ),
      );
    }
    const client = new Redis(redis.url);
    cleanups.push(() => {
      client.disconnect();
      return Promise.resolve();
    });
    const completed = await client.zcard(`bull:${queueName}:completed`);
    expect(completed).toBeLessThanOrEqual(50);
    expect(completed).toBeGreaterThan(0);
    // A job carries its strategy and whose it is, not its bars (half a year of SPY would be ~10 KB,
    // hourly runs megabytes): the worker loads them.
    const [jobId] = await client.zrange(`bull:${queueName}:completed`, '0', '0');
    const data = await client.hget(`bull:${queueName}:${jobId ?? ''}`, 'data');
    expect(data).toContain('"userId":null');
    expect(data).not.toContain('"open"');
    expect(data?.length ?? 0).toBeLessThan(2000);
    // BullMQ trims the event stream to this length (approximately) as it writes to it.
    expect(await client.hget(`bull:${queueName}:meta`, 'opts.maxLenEvents')).toBe('1000');
  }, 60_000);
});
