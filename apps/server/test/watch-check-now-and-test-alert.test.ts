import { createHmac } from 'node:crypto';
import {
  NotificationListSchema,
  TestAlertAnswerSchema,
  WatchCheckAnswerSchema,
  WatchSchema,
  WebhookPayloadSchema,
} from '@stratblocks/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRepositories } from '../src/db/repositories';
import { InProcessScheduler } from '../src/infra/check-scheduler';
import type { WebhookCall, WebhookSender } from '../src/infra/webhook-sender';
import { call, signUp } from './api';
import { BarFeed, watchedStrategyConfig } from './bar-feed';
import { startTestServer, TestClock, type TestServer } from './helpers';
import { startSmtpSink, type SmtpSink } from './smtp-sink';

/** A webhook receiver that answers 204 and keeps every call. */
class RecordingWebhook implements WebhookSender {
  readonly calls: WebhookCall[] = [];

  post(webhookCall: WebhookCall) {
    this.calls.push(webhookCall);
    return Promise.resolve({ status: 204 });
  }
}

const ORIGIN = 'https://stratblocks.example';

describe('Check now and Send a test alert', () => {
  // 2024-10-31 at 21:00 UTC: New York's close of the day is final, the 22:30 check not yet due.
  const clock = new TestClock('2024-10-31T12:00:00.000Z');
  const feed = new BarFeed('2024-10-30');
  const webhook = new RecordingWebhook();
  let smtp: SmtpSink;
  let server: TestServer;

  /** A verified user with a saved SPY strategy and its watch. */
  async function watcher(email: string) {
    const token = await signUp(server.app, smtp, email);
    const saved = await call(
      server.app,
      'POST',
      '/api/strategies',
      { name: `Watched by ${email}`, strategy_config: watchedStrategyConfig('2023-01-03', '2024-10-30') },
      { token },
    );
    const strategyId = saved.json<{ id: number }>().id;
    const created = await call(server.app, 'POST', '/api/watches', { strategy_id: strategyId }, { token });
    expect(created.statusCode).toBe(201);
    const watchId = WatchSchema.parse(created.json()).id;
    // The watch's first check runs in the background as it is created: it is let finish first.
    await expect
      .poll(
        async () =>
          (await call(server.app, 'GET', `/api/watches/${watchId}`, undefined, { token })).json<{
            last_check: unknown;
          }>().last_check,
        { timeout: 20_000 },
      )
      .not.toBeNull();
    return { token, strategyId, watchId };
  }

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startTestServer(
      { MARKET_DATA_PROVIDER: 'yahoo', SMTP_URL: smtp.url, PUBLIC_ORIGIN: ORIGIN },
      {
        clock,
        yahooClient: feed,
        checkScheduler: new InProcessScheduler(clock, { pollMs: 3_600_000 }),
        webhookSender: webhook,
      },
    );
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('checks at once: the new bar’s decision is an alert, emailed with a link to the strategy', async () => {
    const { token, strategyId, watchId } = await watcher('checker@example.com');
    const first = await call(server.app, 'POST', `/api/watches/${watchId}/check`, undefined, { token });
    expect(first.statusCode).toBe(200);
    const before = WatchCheckAnswerSchema.parse(first.json());
    expect(before.watch.last_check?.newest_bar).toBe('2024-10-30');
    expect(before.watch.data_source).toBe('yahoo');
    // A US strategy's next check is the weekday's 22:30 UTC run.
    expect(before.watch.next_check_at).toBe('2024-10-31T22:30:00.000Z');

    // 2024-10-31's close decides the exit of the trade open since 2024-09-17.
    feed.releasedThrough = '2024-10-31';
    clock.set('2024-10-31T21:00:00.000Z');
    const mails = smtp.count('checker@example.com');
    const checked = await call(server.app, 'POST', `/api/watches/${watchId}/check`, undefined, { token });
    const answer = WatchCheckAnswerSchema.parse(checked.json());
    expect(answer.watch.last_check?.newest_bar).toBe('2024-10-31');
    expect(answer.new_alerts.map((alert) => [alert.bar, alert.kind, alert.side])).toEqual([
      ['2024-10-31', 'exit', 'long'],
    ]);
    const mail = await smtp.waitForMail('checker@example.com', mails);
    expect(mail.subject).toMatch(/^StratBlocks alert: /);
    expect(mail.text).toContain(`Open the strategy: ${ORIGIN}/strategy/${strategyId}`);
    const bell = NotificationListSchema.parse(
      (await call(server.app, 'GET', '/api/notifications', undefined, { token })).json(),
    );
    expect(bell.items[0]).toMatchObject({ strategy_id: strategyId, watch_id: watchId });

    // Checked again with nothing new: no alert twice.
    const again = await call(server.app, 'POST', `/api/watches/${watchId}/check`, undefined, { token });
    expect(WatchCheckAnswerSchema.parse(again.json()).new_alerts).toEqual([]);
  }, 60_000);

  it('is the owner’s only: another user, an unknown id and no sign-in are refused', async () => {
    const { watchId } = await watcher('owner@example.com');
    const stranger = await signUp(server.app, smtp, 'stranger@example.com');
    for (const path of [`/api/watches/${watchId}/check`, `/api/watches/${watchId}/test-alert`]) {
      const theirs = await call(server.app, 'POST', path, undefined, { token: stranger });
      expect([theirs.statusCode, theirs.json<{ detail: string }>().detail]).toEqual([404, 'Watch not found']);
      expect((await call(server.app, 'POST', path)).statusCode).toBe(401);
    }
    for (const id of ['999999', 'abc']) {
      const missing = await call(server.app, 'POST', `/api/watches/${id}/check`, undefined, {
        token: stranger,
      });
      expect(missing.statusCode).toBe(404);
    }
    const bell = NotificationListSchema.parse(
      (await call(server.app, 'GET', '/api/notifications', undefined, { token: stranger })).json(),
    );
    expect(bell.items).toEqual([]);
  }, 60_000);

  it('refuses to check a paused watch (409) and limits checks per user (429 with Retry-After)', async () => {
    const { token, watchId } = await watcher('busy@example.com');
    await call(server.app, 'PATCH', `/api/watches/${watchId}`, { status: 'paused' }, { token });
    const paused = await call(server.app, 'POST', `/api/watches/${watchId}/check`, undefined, { token });
    expect([paused.statusCode, paused.json<{ detail: string }>().detail]).toEqual([
      409,
      'This watch is paused: resume it to check it',
    ]);
    const resumed = await call(
      server.app,
      'PATCH',
      `/api/watches/${watchId}`,
      { status: 'active' },
      { token },
    );
    expect(WatchSchema.parse(resumed.json()).next_check_at).not.toBeNull();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const answer = await call(server.app, 'POST', `/api/watches/${watchId}/check`, undefined, { token });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  }, 60_000);

  it('sends a test alert through the bell, email and webhook, marked as a test', async () => {
    const { token, strategyId, watchId } = await watcher('tester@example.com');
    const me = (await call(server.app, 'GET', '/api/auth/me', undefined, { token })).json<{ id: number }>();
    const repositories = createRepositories(server.database.db);
    await repositories.notifications.saveWebhook(
      me.id,
      'https://hooks.example.com/alerts',
      'whsec_test-secret',
      clock.now().toISOString(),
    );
    const tests = () => smtp.inbox.filter((mail) => mail.subject?.startsWith('Test alert:'));
    const alertsBefore = (
      await call(server.app, 'GET', `/api/watches/${watchId}`, undefined, { token })
    ).json<{
      alerts: unknown[];
    }>().alerts;
    const sent = await call(server.app, 'POST', `/api/watches/${watchId}/test-alert`, undefined, { token });
    expect(sent.statusCode).toBe(200);
    const answer = TestAlertAnswerSchema.parse(sent.json());
    expect(answer.title).toBe(`Test alert: Watched by tester@example.com: Entry long on SPY`);
    expect([answer.in_app.status, answer.email.status, answer.webhook.status]).toEqual([
      'sent',
      'sent',
      'sent',
    ]);

    const bell = NotificationListSchema.parse(
      (await call(server.app, 'GET', '/api/notifications', undefined, { token })).json(),
    );
    expect(bell.items.find((item) => item.title.startsWith('Test alert:'))).toMatchObject({
      title: answer.title,
      strategy_id: strategyId,
      watch_id: watchId,
    });

    await expect.poll(() => tests().length).toBe(1);
    const [mail] = tests();
    expect(mail?.subject).toBe(answer.title);
    expect(mail?.text).toContain(`Open the strategy: ${ORIGIN}/strategy/${strategyId}`);

    const hook = webhook.calls.at(-1);
    if (!hook) throw new Error('the webhook was not called');
    expect(hook.url).toBe('https://hooks.example.com/alerts');
    const payload = WebhookPayloadSchema.parse(JSON.parse(hook.body));
    expect(payload.test).toBe(true);
    expect(payload.strategy).toEqual({ id: strategyId, name: 'Watched by tester@example.com' });
    const timestamp = hook.headers['x-stratblocks-timestamp'];
    const digest = createHmac('sha256', 'whsec_test-secret')
      .update(`${timestamp}.${hook.body}`)
      .digest('hex');
    expect(hook.headers['x-stratblocks-signature']).toBe(`t=${timestamp},v1=${digest}`);

    // A test is no alert: the watch's alerts and the delivery log stay as they were.
    const detail = await call(server.app, 'GET', `/api/watches/${watchId}`, undefined, { token });
    expect(detail.json<{ alerts: unknown[] }>().alerts).toEqual(alertsBefore);
    expect(await repositories.notifications.webhookLog(me.id, 10)).toEqual([]);

    // Email off for the watch: the email is not sent and the answer says why.
    await call(server.app, 'PATCH', `/api/watches/${watchId}`, { email: false }, { token });
    const quiet = TestAlertAnswerSchema.parse(
      (await call(server.app, 'POST', `/api/watches/${watchId}/test-alert`, undefined, { token })).json(),
    );
    expect(quiet.email).toEqual({ status: 'off', detail: 'Email alerts are off for this watch' });
    expect(tests()).toHaveLength(1);

    // Three tests a minute; the fourth waits.
    await call(server.app, 'POST', `/api/watches/${watchId}/test-alert`, undefined, { token });
    const over = await call(server.app, 'POST', `/api/watches/${watchId}/test-alert`, undefined, { token });
    expect(over.statusCode).toBe(429);

    // Deleting the watch takes its test notifications with it.
    await call(server.app, 'DELETE', `/api/watches/${watchId}`, undefined, { token });
    const after = NotificationListSchema.parse(
      (await call(server.app, 'GET', '/api/notifications', undefined, { token })).json(),
    );
    expect(after.items).toEqual([]);
  }, 60_000);
});
