import { PublicStatsSchema, StrategySchema, StreamReader, UserSchema } from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from './api';
import { startTestServer, type TestServer } from './helpers';
import { createTestSchema } from './postgres-helpers';
import { codeFrom, startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
let schema: Awaited<ReturnType<typeof createTestSchema>>;

beforeAll(async () => {
  schema = await createTestSchema();
  smtp = await startSmtpSink();
  server = await startTestServer({ DATABASE_URL: schema.url, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  await schema.drop();
});

describe('the account and strategy flows on PostgreSQL', () => {
  it('signs up over SMTP, saves strategies, keeps them to their owner and counts them', async () => {
    const alice = await signUp(server.app, smtp, 'alice@example.com');
    const bob = await signUp(server.app, smtp, 'bob@example.com');
    const created = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: 'PG', strategy_config: {} },
      { token: alice },
    );
    expect(created.statusCode).toBe(201);
    const strategy = StrategySchema.parse(created.json());
    expect(
      (await call(server.app, 'GET', `/api/strategies/${strategy.id}`, undefined, { token: bob })).statusCode,
    ).toBe(404);

    const me = UserSchema.parse(
      (await call(server.app, 'GET', '/api/auth/me', undefined, { token: alice })).json(),
    );
    expect(me.strategy_count).toBe(1);
    expect(me).not.toHaveProperty('strategies');
    await server.app.services.stats.recordBacktestRun(me.id);
    const stats = PublicStatsSchema.parse((await call(server.app, 'GET', '/api/stats')).json());
    expect(stats).toEqual({ strategies: 1, backtests: 1, users: 2, active_users: 2 });
  });

  it('streams a signed-in backtest and counts it in the user total and the public counter', async () => {
    const dave = await signUp(server.app, smtp, 'dave@example.com');
    const before = PublicStatsSchema.parse((await call(server.app, 'GET', '/api/stats')).json());
    const cross = (operator: string) => ({
      elements: [
        { name: 'SMA', properties: { period: 10 } },
        { name: operator },
        { name: 'SMA', properties: { period: 30 } },
      ],
    });
    const response = await call(
      server.app,
      'POST',
      '/api/backtest/stream',
      {
        generalSetting: { tickerSymbol: 'AAPL', startDate: '2022-01-01', endDate: '2023-12-31' },
        entryLogic: { long: cross('Cross Above') },
        exitLogic: { exit_long: cross('Cross Below') },
      },
      { token: dave },
    );
    const reader = new StreamReader();
    reader.push(response.body);
    expect(Object.keys(reader.state.parts).sort()).toEqual(['chart', 'metrics', 'trades']);
    const after = PublicStatsSchema.parse((await call(server.app, 'GET', '/api/stats')).json());
    expect(after.backtests).toBe(before.backtests + 1);
    const me = UserSchema.parse(
      (await call(server.app, 'GET', '/api/auth/me', undefined, { token: dave })).json(),
    );
    expect(me.total_backtests_run).toBe(1);
  });

  it('burns a code after 5 wrong tries', async () => {
    await call(server.app, 'POST', '/api/auth/register', {
      email: 'carol@example.com',
      password: 'password 1234',
    });
    const code = codeFrom(await smtp.waitForMail('carol@example.com'));
    const wrong = ['1000', '2000', '3000', '4000', '5000', '6000'].filter((c) => c !== code).slice(0, 5);
    const statuses = [];
    for (const guess of wrong) {
      statuses.push(
        (
          await call(server.app, 'POST', '/api/auth/verify-email', {
            email: 'carol@example.com',
            code: guess,
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await call(server.app, 'POST', '/api/auth/verify-email', {
      email: 'carol@example.com',
      code,
    });
    expect(right.statusCode).toBe(429);
  });
});
