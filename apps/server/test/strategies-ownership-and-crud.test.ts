import { StrategyPageSchema, StrategySchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
let alice: string;
let bob: string;

/** A builder document of the original shape (no schemaVersion, rows in `logicRows`). */
const LEGACY_CONFIG = {
  generalSetting: {
    tickerSymbol: 'AAPL',
    initialCapital: '25000',
    startDate: '2021-01-01',
    endDate: '2023-12-31',
  },
  logicRows: [
    {
      id: 1,
      elements: [
        { name: 'RSI', type: 'comparable', properties: { period: 14 } },
        { name: '<', type: 'compare-operator' },
        { name: 'Number', type: 'comparable', properties: { value: 30 } },
      ],
      dropped: true,
    },
  ],
  entryLogic: { long: { id: 1, label: 'Logic 1' }, short: null },
  exitLogic: { exit_long: null, exit_short: null },
};

const RESULTS = {
  chart_data: { dates: ['2021-01-04'], cumulative_returns: [0] },
  performance_metrics: { total_return: 12.5, sharpe_ratio: 1.234 },
  closed_trades: [{ entry_date: '2021-02-01', exit_date: '2021-03-01', pnl: 100 }],
};

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ SMTP_URL: smtp.url });
  alice = await signUp(server.app, smtp, 'alice@example.com');
  bob = await signUp(server.app, smtp, 'bob@example.com');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function create(token: string, body: Record<string, unknown>) {
  return call(server.app, 'POST', '/api/strategies', body, { token });
}

describe('strategies of the signed-in user', () => {
  it('creates a strategy from a legacy document, migrated to the current version', async () => {
    const response = await create(alice, {
      name: 'RSI dip',
      description: 'Buys oversold',
      strategy_config: LEGACY_CONFIG,
    });
    expect(response.statusCode).toBe(201);
    const strategy = StrategySchema.parse(response.json());
    expect(strategy).toMatchObject({ name: 'RSI dip', description: 'Buys oversold', backtest_results: null });
    expect(strategy.strategy_config.schemaVersion).toBe(1);
    expect(strategy.strategy_config.entryLogicRows).toHaveLength(1);
    expect(strategy.strategy_config.generalSetting).toMatchObject({
      tickerSymbol: 'AAPL',
      initialCapital: 25000,
    });
    expect(strategy.strategy_config.riskSetting.maxOpenTrades).toBe(5);
    expect(strategy.created_at).toBe(strategy.updated_at);
  });

  it("lists only the owner's strategies, newest first, and returns one by id", async () => {
    const second = StrategySchema.parse(
      (await create(alice, { name: 'With results', strategy_config: {}, backtest_results: RESULTS })).json(),
    );
    await create(bob, { name: 'Bob only', strategy_config: {} });
    const list = StrategyPageSchema.parse(
      (await call(server.app, 'GET', '/api/strategies', undefined, { token: alice })).json(),
    );
    expect(list.items.map((s) => s.name)).toEqual(['With results', 'RSI dip']);
    expect(list.items[0]).toMatchObject({ has_results: true, metrics: { total_return: 12.5 } });
    expect(list.items[0]).not.toHaveProperty('strategy_config');
    const one = await call(server.app, 'GET', `/api/strategies/${second.id}`, undefined, { token: alice });
    expect(one.statusCode).toBe(200);
    expect(StrategySchema.parse(one.json()).backtest_results).toEqual(RESULTS);
  });

  it("lists each strategy's rules as lines from their own column, never reading the documents", async () => {
    const carol = await signUp(server.app, smtp, 'carol@example.com');
    const saved = StrategySchema.parse(
      (await create(carol, { name: 'RSI dip', strategy_config: LEGACY_CONFIG })).json(),
    );
    await create(carol, { name: 'No rules yet', strategy_config: {} });
    // The document is made unreadable behind the API's back: the list still answers from the column.
    await server.database.db
      .updateTable('strategies')
      .set({ strategy_config: 'not a document' })
      .where('id', '=', saved.id)
      .execute();
    const response = await call(server.app, 'GET', '/api/strategies', undefined, { token: carol });
    expect(response.statusCode).toBe(200);
    const list = StrategyPageSchema.parse(response.json());
    expect(list.items.map((item) => [item.name, item.rules])).toEqual([
      ['No rules yet', null],
      ['RSI dip', ['Buy when RSI < 30']],
    ]);
  });

  it('replaces a strategy with PUT', async () => {
    const created = StrategySchema.parse(
      (await create(alice, { name: 'Draft', strategy_config: {} })).json(),
    );
    const response = await call(
      server.app,
      'PUT',
      `/api/strategies/${created.id}`,
      {
        name: 'Final',
        description: 'Last backtested on 2026-03-02',
        strategy_config: {
          ...created.strategy_config,
          generalSetting: { ...created.strategy_config.generalSetting, tickerSymbol: 'QQQ' },
        },
        backtest_results: RESULTS,
      },
      { token: alice },
    );
    expect(response.statusCode).toBe(200);
    const updated = StrategySchema.parse(response.json());
    expect(updated).toMatchObject({ id: created.id, name: 'Final', backtest_results: RESULTS });
    expect(updated.strategy_config.generalSetting.tickerSymbol).toBe('QQQ');
  });

  it('deletes with 204, after which the id is 404', async () => {
    const created = StrategySchema.parse(
      (await create(alice, { name: 'Doomed', strategy_config: {} })).json(),
    );
    const deleted = await call(server.app, 'DELETE', `/api/strategies/${created.id}`, undefined, {
      token: alice,
    });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await call(server.app, 'GET', `/api/strategies/${created.id}`, undefined, { token: alice });
    expect(gone.statusCode).toBe(404);
  });
});

describe("another user's strategy", () => {
  it('is 404 "Strategy not found" for GET, PUT and DELETE, and stays untouched', async () => {
    const mine = StrategySchema.parse((await create(alice, { name: 'Private', strategy_config: {} })).json());
    const url = `/api/strategies/${mine.id}`;
    const attempts = [
      await call(server.app, 'GET', url, undefined, { token: bob }),
      await call(server.app, 'PUT', url, { name: 'Hijacked', strategy_config: {} }, { token: bob }),
      await call(server.app, 'DELETE', url, undefined, { token: bob }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Strategy not found' });
    }
    const still = StrategySchema.parse(
      (await call(server.app, 'GET', url, undefined, { token: alice })).json(),
    );
    expect(still.name).toBe('Private');
  });

  it('missing and non-numeric ids answer the same 404', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(
          server.app,
          method,
          `/api/strategies/${id}`,
          method === 'PUT' ? { name: 'x', strategy_config: {} } : undefined,
          { token: alice },
        );
        expect(response.statusCode, `${method} ${id}`).toBe(404);
        expect(response.json()).toEqual({ detail: 'Strategy not found' });
      }
    }
  });
});

describe('validation', () => {
  it('answers 401 without a token', async () => {
    expect((await call(server.app, 'GET', '/api/strategies')).statusCode).toBe(401);
    expect(
      (await call(server.app, 'POST', '/api/strategies', { name: 'x', strategy_config: {} })).statusCode,
    ).toBe(401);
  });

  it('answers 422 with the migration detail for a bad strategy_config', async () => {
    const cases: Array<[unknown, RegExp]> = [
      ['not an object', /^strategy_config must be an object$/],
      [{ schemaVersion: 99 }, /newer than this server understands/],
      [
        { generalSetting: { initialCapital: -5 } },
        /^strategy_config: generalSetting\.initialCapital: Initial capital must be above 0/,
      ],
    ];
    for (const [config, detail] of cases) {
      const response = await create(alice, { name: 'Bad', strategy_config: config });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toMatch(detail);
    }
  });

  it('answers 422 for a missing or too long name', async () => {
    const blank = await create(alice, { name: '  ', strategy_config: {} });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Name is required' });
    const long = await create(alice, { name: 'x'.repeat(101), strategy_config: {} });
    expect(long.json()).toEqual({ detail: 'Name must be at most 100 characters' });
    const missing = await create(alice, { strategy_config: {} });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ detail: string }>().detail).toMatch(/^name: /);
  });

  it('answers 413 for a body over its limit and 400 for broken JSON', async () => {
    const big = await create(alice, {
      name: 'Big',
      description: '',
      strategy_config: {},
      // Over the route's limit: a document, 2 MiB of results and room for the rest.
      padding: 'x'.repeat(3_000_000),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json<{ detail: string }>().detail).toMatch(/too large/);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/api/strategies',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Request body is not valid JSON' });
    const poisoned = await server.app.inject({
      method: 'POST',
      url: '/api/strategies',
      headers: { authorization: `Bearer ${alice}`, 'content-type': 'application/json' },
      payload: '{"name": "x", "strategy_config": {}, "__proto__": {"admin": true}}',
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('treats an empty JSON body as no body (DELETE from clients that always send the header)', async () => {
    const created = StrategySchema.parse(
      (await create(alice, { name: 'Header', strategy_config: {} })).json(),
    );
    const headers = { authorization: `Bearer ${alice}`, 'content-type': 'application/json' };
    const deleted = await server.app.inject({
      method: 'DELETE',
      url: `/api/strategies/${created.id}`,
      headers,
      payload: '',
    });
    expect(deleted.statusCode).toBe(204);
    const empty = await server.app.inject({ method: 'POST', url: '/api/strategies', headers, payload: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ detail: 'Request body must be a JSON object' });
  });
});

describe('GET /api/auth/me', () => {
  it("counts the user's strategies without carrying them", async () => {
    const me = await call(server.app, 'GET', '/api/auth/me', undefined, { token: bob });
    expect(me.json()).toMatchObject({ strategy_count: 1 });
    expect(me.json()).not.toHaveProperty('strategies');
  });
});
