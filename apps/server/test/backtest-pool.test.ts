import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamReader } from '@stratblocks/contracts';
import { barsFromRows } from '@stratblocks/engine';
import { WorkerPool, type RunEvent } from '../src/backtests/pool';
import { call } from './api';
import { spin } from './fixtures/spin-strategy';
import { startTestServer, type TestServer } from './helpers';

const SPINNER = new URL('./fixtures/spinning-worker.ts', import.meta.url);
const bars = barsFromRows('TEST', '1d', [{ time: '2024-01-02', open: 1, high: 1, low: 1, close: 1 }]);

describe('the worker pool', () => {
  const pool = new WorkerPool({ size: 1, timeLimitMs: 1500, workerModule: SPINNER });
  afterAll(() => pool.close());

  it('runs queued jobs one after the other on its worker', async () => {
    const order: string[] = [];
    const record = (name: string) => (event: RunEvent) => {
      if (event.type === 'log') order.push(name);
    };
    const [first, second] = await Promise.all([
      pool.run(spin(50), bars, record('first')),
      pool.run(spin(10), bars, record('second')),
    ]);
    expect(first).toEqual({ status: 'completed', resultsJson: '{"spun":50}' });
    expect(second).toEqual({ status: 'completed', resultsJson: '{"spun":10}' });
    expect(order).toEqual(['first', 'second']);
  });

  it('stops a run that passes the time limit, and keeps serving afterwards', async () => {
    const outcome = await pool.run(spin(60_000), bars, () => undefined);
    expect(outcome).toEqual({
      status: 'timed-out',
      message: 'The backtest was stopped: it ran longer than 2 seconds',
    });
    expect(await pool.run(spin(5), bars, () => undefined)).toEqual({
      status: 'completed',
      resultsJson: '{"spun":5}',
    });
  });

  it('cancels a running job when its client goes away, and a queued one without running it', async () => {
    const running = new AbortController();
    const queued = new AbortController();
    const first = pool.run(spin(60_000), bars, () => undefined, running.signal);
    const second = pool.run(spin(5), bars, () => undefined, queued.signal);
    queued.abort();
    setTimeout(() => {
      running.abort();
    }, 100);
    expect(await first).toEqual({ status: 'cancelled' });
    expect(await second).toEqual({ status: 'cancelled' });
    expect(await pool.run(spin(5), bars, () => undefined)).toEqual({
      status: 'completed',
      resultsJson: '{"spun":5}',
    });
  });
});

describe('the API while a backtest runs', () => {
  let server: TestServer;
  const pool = new WorkerPool({ size: 1, timeLimitMs: 10_000, workerModule: SPINNER });
  beforeAll(async () => {
    server = await startTestServer({}, { runner: pool });
  });
  afterAll(async () => {
    await server.close();
    await pool.close();
  });

  it('keeps answering other requests: the run is off the event loop', async () => {
    const body = {
      generalSetting: { tickerSymbol: 'SPY', initialCapital: 1500 },
      entryLogic: { long: { elements: [{ name: 'Doji' }] } },
    };
    let streamDone = false;
    const stream = call(server.app, 'POST', '/api/backtest/stream', body).then((response) => {
      streamDone = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await call(server.app, 'GET', '/api/health');
    expect(health.statusCode).toBe(200);
    expect(streamDone).toBe(false);
    const reader = new StreamReader();
    reader.push((await stream).body);
    expect(reader.state.logs).toContain('spinning for 1500 ms');
  });
});
