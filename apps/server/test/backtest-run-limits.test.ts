import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StrategyChecker } from '../src/backtests/strategy-checker';
import { call } from './api';
import { startTestServer, type TestServer } from './helpers';

const SMA = (period: number) => ({ name: 'SMA', type: 'comparable', properties: { period } });
const body = {
  generalSetting: { tickerSymbol: 'SPY', startDate: '2021-01-01', endDate: '2021-06-30' },
  entryLogic: {
    long: { elements: [SMA(5), { name: '>', type: 'compare-operator' }, SMA(20)] },
    short: null,
  },
  exitLogic: { exit_long: { elements: [SMA(5), { name: '<', type: 'compare-operator' }, SMA(20)] } },
};

describe('finding 3: POST /api/backtest/run is limited like the stream', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After after 30 anonymous calls a minute from one address', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      const response = await call(server.app, 'POST', '/api/backtest/run', body, { ip: '192.0.2.31' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
    const elsewhere = await call(server.app, 'POST', '/api/backtest/run', body, { ip: '192.0.2.32' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a 10,000-element row at once with 422 naming the limit', async () => {
    const elements = Array.from({ length: 10_000 }, (_, index) => SMA(index + 1));
    const started = performance.now();
    const response = await call(
      server.app,
      'POST',
      '/api/backtest/run',
      { ...body, entryLogic: { long: { elements } } },
      { ip: '192.0.2.33' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: string }>().detail).toMatch(/at most 40 elements/);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('finding 3: strategies compile off the event loop', () => {
  let server: TestServer;
  const checker = new StrategyChecker({
    timeLimitMs: 1500,
    workerModule: new URL('./fixtures/spinning-checker.ts', import.meta.url),
  });
  beforeAll(async () => {
    server = await startTestServer({}, { checker });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await checker.close();
  });

  it('answers /api/health while a slow check runs, and a check past its limit is a 422', async () => {
    const address = server.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    // Warm the checker's thread, so that the timing below is the check's own.
    const warm = await fetch(`${base}/api/backtest/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, generalSetting: { ...body.generalSetting, initialCapital: 1 } }),
    });
    expect(warm.status).toBe(200);

    const slow = fetch(`${base}/api/backtest/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, generalSetting: { ...body.generalSetting, initialCapital: 5000 } }),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(300);

    const answer = await slow;
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({ detail: 'The strategy took too long to check: make it smaller' });
    // The thread was replaced: the next check works (a body not checked before, so not remembered).
    const next = await fetch(`${base}/api/backtest/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, generalSetting: { ...body.generalSetting, initialCapital: 2 } }),
    });
    expect(next.status).toBe(200);
  }, 20_000);
});
