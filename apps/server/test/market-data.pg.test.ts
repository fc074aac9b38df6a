import { BarsResponseSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { describeMarketRepositories } from './market-repository-suite';
import { createTestSchema } from './postgres-helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { FakeYahooNetwork } from './yahoo-network';

describeMarketRepositories('PostgreSQL', async () => {
  const schema = await createTestSchema();
  return { options: { databaseUrl: schema.url, dataDir: '' }, cleanup: () => schema.drop() };
});

describe('market data on PostgreSQL (DATABASE_URL set)', () => {
  const clock = new TestClock('2026-01-02T20:00:00.000Z');
  const network = new FakeYahooNetwork();
  let schema: Awaited<ReturnType<typeof createTestSchema>>;
  let smtp: SmtpSink;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    schema = await createTestSchema();
    smtp = await startSmtpSink();
    server = await startTestServer(
      { DATABASE_URL: schema.url, MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url },
      { clock, yahooClient: network.client() },
    );
    token = await signUp(server.app, smtp, 'pg-market@example.com');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
    await schema.drop();
  });

  it('caches a Yahoo series in PostgreSQL with its fetch time', async () => {
    const response = await call(server.app, 'GET', '/api/market/bars?symbol=SPY&start=2025-12-29');
    expect(response.statusCode, response.body).toBe(200);
    expect(BarsResponseSchema.parse(response.json()).bars.map((bar) => bar.time)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    const row = await server.database.db
      .selectFrom('market_cache_series')
      .select(['fetched_at', 'bar_count'])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ fetched_at: '2026-01-02T20:00:00.000Z', bar_count: 12 });
    await call(server.app, 'GET', '/api/market/bars?symbol=SPY&start=2025-12-29');
    expect(network.calls).toHaveLength(1);
  });

  it('stores an upload and runs a backtest window on it', async () => {
    const csv =
      'Date,Open,High,Low,Close,Volume\n2024-01-02,10,11,9,10.5,100\n2024-01-03,10.5,11.5,10,11,200\n';
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/market/upload?symbol=PGUP&assetClass=Cryptocurrency',
      payload: csv,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(201);
    const user = await server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'pg-market@example.com')
      .executeTakeFirstOrThrow();
    const loaded = await server.app.services.marketData.loadRunBars(
      {
        tickerSymbol: 'pgup',
        assetClass: 'Cryptocurrency',
        timeInterval: '1 Day',
        startDate: '2024-01-01',
        endDate: '2024-12-31',
      },
      user.id,
    );
    expect(loaded.bars.times).toEqual(['2024-01-02', '2024-01-03']);
    expect(Array.from(loaded.bars.close)).toEqual([10.5, 11]);
  });
});
