import { Writable } from 'node:stream';
import { BarsResponseSchema, SymbolSearchResponseSchema, type BarsResponse } from '@stratblocks/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { barsFromChart } from '../src/market-data/yahoo-provider';
import { detailOf } from './market-helpers';
import { call } from './api';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { FakeYahooNetwork } from './yahoo-network';

const HOUR = 3_600_000;

function logCapture() {
  const lines: Array<{ level: number; msg: string; reason?: string; symbol?: string }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      callback();
    },
  });
  return { lines, stream };
}

async function getBars(app: FastifyInstance, query: string): Promise<BarsResponse> {
  const response = await call(app, 'GET', `/api/market/bars?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return BarsResponseSchema.parse(response.json());
}

async function cachedRows(server: TestServer) {
  return server.database.db.selectFrom('market_cache_series').selectAll().execute();
}

describe('MARKET_DATA_PROVIDER=yahoo', () => {
  // 20:00 UTC on Friday 2026-01-02: the fixture's bar of that day is not finished in its data.
  const clock = new TestClock('2026-01-02T20:00:00.000Z');
  const network = new FakeYahooNetwork();
  const log = logCapture();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo' },
      { clock, yahooClient: network.client(), logger: { level: 'info', stream: log.stream } },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('fetches the whole daily history once, adjusts it, and stores it with the time it was fetched', async () => {
    const answer = await getBars(server.app, 'symbol=spy&start=2025-12-01&end=2026-01-31');
    expect(network.calls).toHaveLength(1);
    expect(network.calls[0]).toMatch(/\/v8\/finance\/chart\/SPY\?.*interval=1d/);
    expect(answer).toMatchObject({ symbol: 'SPY', name: 'SPDR S&P 500 ETF Trust', source: 'yahoo' });
    expect(answer.notes).toEqual([
      'Data: SPY from Yahoo Finance (split- and dividend-adjusted), fetched at 2026-01-02T20:00:00.000Z',
    ]);
    // 12 sessions: the row without prices and the unfinished 2026-01-02 bar are left out.
    expect(answer.bars.map((bar) => bar.time)).toEqual([
      '2025-12-15',
      '2025-12-16',
      '2025-12-17',
      '2025-12-18',
      '2025-12-19',
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-26',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    // Before the 2025-12-19 dividend, O/H/L/C x adjclose/close (678.944846 / 680.94).
    const first = answer.bars[0];
    expect(first?.open).toBeCloseTo(683.9401667, 6);
    expect(first?.high).toBeCloseTo(683.9601081, 6);
    expect(first?.low).toBeCloseTo(677.4691824, 6);
    expect(first?.close).toBeCloseTo(678.944846, 9);
    expect(first?.volume).toBe(90811000);
    // From the ex-dividend date on, adjclose = close: the prices are Yahoo's.
    expect(answer.bars.at(-1)).toEqual({
      time: '2025-12-31',
      open: 689.38,
      high: 689.6,
      low: 683.93,
      close: 684.14,
      volume: 74144800,
    });

    const rows = await cachedRows(server);
    expect(rows).toEqual([
      {
        symbol: 'SPY',
        bar_interval: '1d',
        name: 'SPDR S&P 500 ETF Trust',
        asset_class: 'US Stocks',
        first_time: '2025-12-15',
        last_time: '2025-12-31',
        bar_count: 12,
        fetched_at: '2026-01-02T20:00:00.000Z',
      },
    ]);
    const bars = await server.database.db
      .selectFrom('market_cache_bars')
      .select('time')
      .orderBy('seq')
      .execute();
    expect(bars.map((bar) => bar.time)).toHaveLength(12);
  });

  it('serves the cache without calling Yahoo, from memory and after a restart from the database', async () => {
    const again = await getBars(server.app, 'symbol=SPY&start=2025-12-01');
    expect(network.calls).toHaveLength(1);
    expect(again.notes).toEqual([
      'Data: SPY from Yahoo Finance (split- and dividend-adjusted), cached at 2026-01-02T20:00:00.000Z',
    ]);
    const restarted = await createApp({
      config: server.config,
      database: server.database,
      queueKind: 'inline',
      clock,
      yahooClient: network.client(),
    });
    try {
      const fromDatabase = await getBars(restarted, 'symbol=SPY&start=2025-12-24&end=2025-12-31');
      expect(fromDatabase.bars.map((bar) => bar.time)).toEqual([
        '2025-12-24',
        '2025-12-26',
        '2025-12-29',
        '2025-12-30',
        '2025-12-31',
      ]);
      expect(fromDatabase.bars.at(-1)?.close).toBe(684.14);
    } finally {
      await restarted.close();
    }
    expect(network.calls).toHaveLength(1);
  });

  it('lists the cached span in search, and hourly bars still come from the bundled dataset', async () => {
    const results = SymbolSearchResponseSchema.parse(
      (await call(server.app, 'GET', '/api/market/symbols?q=SPY')).json(),
    );
    expect(results[0]).toEqual({
      symbol: 'SPY',
      name: 'SPDR S&P 500 ETF Trust',
      assetClass: 'US Stocks',
      intervals: ['1d', '1h'],
      first: '2025-12-15',
      last: '2025-12-31',
      source: 'yahoo',
    });
    const hourly = await getBars(server.app, 'symbol=SPY&interval=1h&start=2020-03-16&end=2020-03-16');
    expect(hourly.source).toBe('bundled');
    expect(network.calls).toHaveLength(1);
  });

  it('refetches a stale series only when the window reaches past the cached bars', async () => {
    clock.advance(13 * HOUR);
    // The window ends on a cached bar: nothing newer is needed.
    await getBars(server.app, 'symbol=SPY&start=2025-12-01&end=2025-12-31');
    expect(network.calls).toHaveLength(1);
    // No end: the cache is 13 hours old and misses 2026-01-02, the last completed trading day.
    const fresh = await getBars(server.app, 'symbol=SPY&start=2025-12-01');
    expect(network.calls).toHaveLength(2);
    expect(fresh.notes[0]).toContain('fetched at 2026-01-03T09:00:00.000Z');
    // The 2026-01-02 bar is finished now: stored.
    expect(fresh.bars.at(-1)).toMatchObject({ time: '2026-01-02', close: 684.7 });
    const [row] = await cachedRows(server);
    expect(row).toMatchObject({
      fetched_at: '2026-01-03T09:00:00.000Z',
      last_time: '2026-01-02',
      bar_count: 13,
    });
  });

  it('runs a backtest window on Yahoo data, with the asset class checked', async () => {
    const loaded = await server.app.services.marketData.loadRunBars({
      tickerSymbol: 'SPY',
      assetClass: 'US Stocks',
      timeInterval: '1 Day',
      startDate: '2025-12-20',
      endDate: '2025-12-31',
    });
    expect(loaded.bars.times).toEqual([
      '2025-12-22',
      '2025-12-23',
      '2025-12-24',
      '2025-12-26',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    expect(loaded.notes).toHaveLength(1);
    expect(loaded.notes[0]).toContain('from Yahoo Finance');
    await expect(
      server.app.services.marketData.loadRunBars({
        tickerSymbol: 'SPY',
        assetClass: 'Cryptocurrency',
        timeInterval: '1 Day',
        startDate: '2025-12-20',
        endDate: '2025-12-31',
      }),
    ).rejects.toMatchObject({ code: 'wrong_asset_class', status: 422 });
    await expect(
      server.app.services.marketData.loadRunBars({
        tickerSymbol: 'SPY',
        assetClass: 'US Stocks',
        timeInterval: '1 Day',
        startDate: '2020-01-01',
        endDate: '2020-12-31',
      }),
    ).rejects.toMatchObject({
      message:
        'SPY has no daily bars from 2020-01-01 to 2020-12-31: SPY has daily data from 2025-12-15 to 2026-01-02',
    });
  });

  it('takes symbols Yahoo knows beyond the bundled list, and answers 404 for ones it does not', async () => {
    network.aliases.set('PLTR', ['Palantir Technologies Inc.', 'EQUITY']);
    const answer = await getBars(server.app, 'symbol=pltr&start=2025-12-29');
    expect(answer).toMatchObject({
      symbol: 'PLTR',
      name: 'Palantir Technologies Inc.',
      assetClass: 'US Stocks',
    });
    const found = SymbolSearchResponseSchema.parse(
      (await call(server.app, 'GET', '/api/market/symbols?q=palantir')).json(),
    );
    expect(found.map((result) => [result.symbol, result.source])).toEqual([['PLTR', 'yahoo']]);

    const unknown = await call(server.app, 'GET', '/api/market/bars?symbol=ZZZZQ');
    expect(unknown.statusCode).toBe(404);
    expect(detailOf(unknown)).toMatch(/^Unknown symbol "ZZZZQ"/);

    network.aliases.set('ESF26', ['E-Mini S&P 500 Mar 26', 'FUTURE']);
    const future = await call(server.app, 'GET', '/api/market/bars?symbol=ESF26');
    expect(future.statusCode).toBe(404);
    expect(detailOf(future)).toContain('ESF26 is future on Yahoo Finance');
  });

  it('takes forex from the bundled dataset only, without asking Yahoo', async () => {
    const before = network.calls.length;
    const answer = await getBars(server.app, 'symbol=EURUSD&start=2025-07-01&end=2025-07-11');
    expect(answer).toMatchObject({ symbol: 'EURUSD=X', source: 'bundled', assetClass: 'Forex' });
    expect(network.calls).toHaveLength(before);
  });

  it('falls back to the bundled dataset when Yahoo is unreachable, with a log line and a note', async () => {
    network.mode = 'offline';
    log.lines.length = 0;
    const before = network.calls.length;
    const answer = await getBars(server.app, 'symbol=AAPL&start=2025-12-01&end=2025-12-31');
    expect(network.calls.length).toBeGreaterThan(before);
    expect(answer.source).toBe('bundled');
    expect(answer.notes).toEqual([
      'Yahoo Finance is unreachable: using the bundled dataset',
      'Data: AAPL from the bundled dataset',
    ]);
    expect(answer.bars.at(-1)?.time).toBe('2025-12-31');
    const warning = log.lines.find(
      (line) => line.msg === 'Yahoo Finance is unreachable: using the bundled dataset',
    );
    expect(warning).toMatchObject({ level: 40, symbol: 'AAPL', reason: 'fetch failed' });

    const run = await server.app.services.marketData.loadRunBars({
      tickerSymbol: 'AAPL',
      assetClass: 'US Stocks',
      timeInterval: '1 Week',
      startDate: '2025-01-01',
      endDate: '2025-12-31',
    });
    expect(run.notes).toEqual([
      'Yahoo Finance is unreachable: using the bundled dataset',
      'Data: AAPL from the bundled dataset',
    ]);
  });

  it('serves its stale cache when Yahoo is unreachable, saying so', async () => {
    clock.advance(72 * HOUR);
    const answer = await getBars(server.app, 'symbol=SPY&start=2025-12-29');
    expect(answer.source).toBe('yahoo');
    expect(answer.notes).toEqual([
      'Yahoo Finance is unreachable: using its data cached at 2026-01-03T09:00:00.000Z',
      'Data: SPY from Yahoo Finance (split- and dividend-adjusted), cached at 2026-01-03T09:00:00.000Z',
    ]);
    network.mode = 'online';
  });
});

describe('MARKET_DATA_PROVIDER=auto', () => {
  const clock = new TestClock('2026-01-02T20:00:00.000Z');
  const network = new FakeYahooNetwork();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'auto' },
      { clock, yahooClient: network.client() },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('after a failure, stays on the bundled dataset for 10 minutes without asking Yahoo', async () => {
    network.mode = 'offline';
    const first = await getBars(server.app, 'symbol=SPY&start=2025-12-01&end=2025-12-31');
    expect(first.source).toBe('bundled');
    expect(network.calls).toHaveLength(1);
    network.mode = 'online';
    const second = await getBars(server.app, 'symbol=SPY&start=2025-12-01&end=2025-12-31');
    expect(second.notes[0]).toBe('Yahoo Finance is unreachable: using the bundled dataset');
    expect(network.calls).toHaveLength(1);
    clock.advance(11 * 60_000);
    const third = await getBars(server.app, 'symbol=SPY&start=2025-12-01&end=2025-12-31');
    expect(third.source).toBe('yahoo');
    expect(network.calls).toHaveLength(2);
  });
});

describe('MARKET_DATA_PROVIDER=bundled (what the tests use)', () => {
  it('never touches the network', async () => {
    const network = new FakeYahooNetwork();
    const server = await startTestServer({}, { yahooClient: network.client() });
    try {
      const answer = await getBars(server.app, 'symbol=SPY&start=2025-12-01&end=2025-12-31');
      expect(answer.source).toBe('bundled');
      const unknown = await call(server.app, 'GET', '/api/market/bars?symbol=PLTR');
      expect(unknown.statusCode).toBe(404);
      expect(network.calls).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

describe('barsFromChart', () => {
  it('dates each bar in its exchange’s time zone (London midnight is 23:00 UTC in summer)', () => {
    const quote = (iso: string, close: number) => ({
      date: new Date(iso),
      open: close,
      high: close + 1,
      low: close - 1,
      close,
      volume: null,
    });
    const series = barsFromChart(
      {
        meta: {
          symbol: 'X.L',
          currency: 'GBP',
          instrumentType: 'EQUITY',
          exchangeTimezoneName: 'Europe/London',
        },
        quotes: [
          quote('2025-06-30T23:00:00Z', 10),
          quote('2025-12-01T00:00:00Z', 11),
          quote('2025-12-02T08:00:00Z', 12),
        ],
      },
      'X.L',
      new Date('2025-12-02T12:00:00Z'),
    );
    // The bar of 2025-12-02 (London) is the unfinished current day.
    expect(series.times).toEqual(['2025-07-01', '2025-12-01']);
    expect(Array.from(series.volume)).toEqual([0, 0]);
  });

  it('widens high and low to hold the adjusted open and close, and keeps the last of repeated dates', () => {
    const series = barsFromChart(
      {
        meta: {
          symbol: 'BTC-USD',
          currency: 'USD',
          instrumentType: 'CRYPTOCURRENCY',
          exchangeTimezoneName: 'UTC',
        },
        quotes: [
          {
            date: new Date('2025-12-01T00:00:00Z'),
            open: 100,
            high: 99,
            low: 98,
            close: 97,
            volume: 5,
            adjclose: 97,
          },
          { date: new Date('2025-12-02T00:00:00Z'), open: 1, high: 2, low: 0.5, close: 1.5, volume: 1 },
          { date: new Date('2025-12-02T00:00:00Z'), open: 2, high: 3, low: 1.5, close: 2.5, volume: 2 },
        ],
      },
      'BTC-USD',
      new Date('2025-12-05T00:00:00Z'),
    );
    expect(series.times).toEqual(['2025-12-01', '2025-12-02']);
    expect(Array.from(series.high)).toEqual([100, 3]);
    expect(Array.from(series.low)).toEqual([97, 1.5]);
    expect(Array.from(series.close)).toEqual([97, 2.5]);
  });
});
