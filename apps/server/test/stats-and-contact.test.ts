import { PublicStatsSchema } from '@stratblocks/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KyselyCounterRepository } from '../src/db/counters';
import { COUNTER_FLUSH_MS } from '../src/services/stats';
import { call, signUp } from './api';
import { TestClock, startTestServer, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

let server: TestServer;
let smtp: SmtpSink;
const clock = new TestClock();

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer(
    { SMTP_URL: smtp.url, SUPPORT_EMAIL: 'support@stratblocks.test' },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function stats() {
  const response = await call(server.app, 'GET', '/api/stats');
  expect(response.statusCode).toBe(200);
  return PublicStatsSchema.parse(response.json());
}

describe('GET /api/stats', () => {
  it('starts at zero', async () => {
    expect(await stats()).toEqual({ strategies: 0, backtests: 0, users: 0, active_users: 0 });
  });

  it('counts users, strategies, recorded backtests and users seen in the last 5 minutes', async () => {
    const first = await signUp(server.app, smtp, 'one@example.com');
    clock.advance(61_000);
    await signUp(server.app, smtp, 'two@example.com');
    clock.advance(61_000);
    await call(server.app, 'POST', '/api/auth/register', {
      email: 'three@example.com',
      password: 'not verified yet',
    });
    await call(server.app, 'POST', '/api/strategies', { name: 'A', strategy_config: {} }, { token: first });
    await call(server.app, 'POST', '/api/strategies', { name: 'B', strategy_config: {} }, { token: first });

    const userId = Number(decodeJwt(first).sub);
    await server.app.services.stats.recordBacktestRun(userId);
    await server.app.services.stats.recordBacktestRun(null);
    await server.app.services.stats.recordBacktestRun(userId);

    expect(await stats()).toEqual({ strategies: 2, backtests: 3, users: 3, active_users: 2 });
    const me = await call(server.app, 'GET', '/api/auth/me', undefined, { token: first });
    expect(me.json<{ total_backtests_run: number }>().total_backtests_run).toBe(2);

    // Five minutes later nobody is active; an authenticated call makes the user active again.
    clock.advance(5 * 60_000 + 1000);
    expect((await stats()).active_users).toBe(0);
    await call(server.app, 'GET', '/api/strategies', undefined, { token: first });
    expect((await stats()).active_users).toBe(1);
  });

  it('writes finished runs to the global counter in one write within COUNTER_FLUSH_MS, without a read', async () => {
    const counters = new KyselyCounterRepository(server.database.db);
    const before = await counters.get('backtests_run');
    await server.app.services.stats.recordBacktestRun(null);
    await server.app.services.stats.recordBacktestRun(null);
    // Counted in memory first: one write for both, not one per run.
    expect(await counters.get('backtests_run')).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, COUNTER_FLUSH_MS + 100));
    expect(await counters.get('backtests_run')).toBe(before + 2);
  });

  it('writes last_seen_at at most once a minute per user', async () => {
    const token = (
      await call(server.app, 'POST', '/api/auth/login', {
        email: 'two@example.com',
        password: 'correct horse battery',
      })
    ).json<{ access_token: string }>().access_token;
    const seen = async () =>
      (
        await server.database.db
          .selectFrom('users')
          .select('last_seen_at')
          .where('email', '=', 'two@example.com')
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const atLogin = await seen();
    clock.advance(30_000);
    await call(server.app, 'GET', '/api/strategies', undefined, { token });
    expect(await seen()).toBe(atLogin);
    clock.advance(31_000);
    await call(server.app, 'GET', '/api/strategies', undefined, { token });
    expect(await seen()).toBe(clock.now().toISOString());
  });
});

describe('POST /api/contact', () => {
  const message = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Question about\r\nBcc: injected@example.com',
    message: 'Does the backtest include slippage?',
  };

  it('stores the message and mails it to SUPPORT_EMAIL over SMTP', async () => {
    const response = await call(server.app, 'POST', '/api/contact', message);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number; detail: string }>();
    const row = await server.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ...message,
      subject: 'Question about Bcc: injected@example.com',
      created_at: clock.now().toISOString(),
    });

    const mail = await smtp.waitForMail('support@stratblocks.test');
    expect(mail.subject).toBe(`[StratBlocks contact #${id}] Question about Bcc: injected@example.com`);
    expect(mail.text).toContain('Does the backtest include slippage?');
    expect(mail.replyTo?.text).toContain('ada@example.com');
    expect(smtp.count('injected@example.com')).toBe(0);
  });

  it('keeps single-line fields on one line: a line break in the name forges no From: or Subject: line in the mail', async () => {
    const forged = {
      name: 'Eve\r\nFrom: ceo@stratblocks.test\nSubject: Wire the money\u2028today',
      email: 'eve@example.com',
      subject: 'Hello\rthere',
      message: 'First line\nSecond line',
    };
    const before = smtp.count('support@stratblocks.test');
    const response = await call(server.app, 'POST', '/api/contact', forged, { ip: '10.8.8.8' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: number }>();
    const mail = await smtp.waitForMail('support@stratblocks.test', before);
    const lines = (mail.text ?? '').split('\n');
    expect(lines[0]).toBe(
      'From: Eve From: ceo@stratblocks.test Subject: Wire the money today <eve@example.com>',
    );
    expect(lines[1]).toBe('Subject: Hello there');
    expect(lines.filter((line) => /^(From|Subject):/.test(line))).toHaveLength(2);
    // The message itself keeps its lines; what is stored is what was mailed.
    expect(mail.text).toContain('First line\nSecond line');
    const row = await server.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Eve From: ceo@stratblocks.test Subject: Wire the money today');
    expect(row.subject).toBe('Hello there');
  });

  it('answers 422 for a missing field or a bad email', async () => {
    const blank = await call(server.app, 'POST', '/api/contact', { ...message, message: ' ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toEqual({ detail: 'Message is required' });
    const bad = await call(server.app, 'POST', '/api/contact', { ...message, email: 'nope' });
    expect(bad.json()).toEqual({ detail: 'Please enter a valid email' });
  });

  it('limits messages per IP', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await call(server.app, 'POST', '/api/contact', message, { ip: '10.7.7.7' })).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('POST /api/contact without SMTP', () => {
  it('still stores the message (and mails nothing)', async () => {
    const bare = await startTestServer({ SUPPORT_EMAIL: 'support@stratblocks.test' });
    try {
      const response = await call(bare.app, 'POST', '/api/contact', {
        name: 'Bo',
        email: 'bo@example.com',
        subject: 'Hi',
        message: 'Hello',
      });
      expect(response.statusCode).toBe(201);
      const rows = await bare.database.db.selectFrom('contact_messages').selectAll().execute();
      expect(rows).toHaveLength(1);
    } finally {
      await bare.close();
    }
  });
});
