import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../src/db/database';
import { createRepositories, type Repositories } from '../src/db/repositories';
import type { MailMessage, Mailer } from '../src/infra/mail';
import type { WebhookAnswer, WebhookCall, WebhookSender } from '../src/infra/webhook-sender';
import { DeliveryService } from '../src/services/notifications/deliveries';
import { TestClock } from './helpers';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A receiver that answers the statuses it is given, in order, and records each call. */
class ScriptedReceiver implements WebhookSender {
  readonly calls: WebhookCall[] = [];
  constructor(private readonly answers: WebhookAnswer[]) {}
  post(call: WebhookCall): Promise<WebhookAnswer> {
    this.calls.push(call);
    return Promise.resolve(this.answers.shift() ?? { status: 204 });
  }
}

describe('alert deliveries', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'stratblocks-deliveries-'));
  const clock = new TestClock('2026-03-03T22:30:00.000Z');
  const sent: MailMessage[] = [];
  let failMail = true;
  const mailer: Mailer = {
    kind: 'outbox',
    send: (message) => {
      if (failMail) return Promise.reject(new Error('SMTP is down'));
      sent.push(message);
      return Promise.resolve();
    },
    close: () => undefined,
  };
  let database: DatabaseHandle;
  let repositories: Repositories;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(database);
    repositories = createRepositories(database.db);
    const at = clock.now().toISOString();
    const user = await repositories.users.create({
      email: 'retry@example.com',
      username: 'retry',
      passwordHash: null,
      googleSubject: null,
      isVerified: true,
      createdAt: at,
    });
    const strategy = await repositories.strategies.create(
      user.id,
      {
        name: 'Retried',
        description: '',
        strategyConfig: {},
        backtestResults: null,
        summary: { has_config: false, has_results: false, metrics: null, portfolio: null },
      },
      at,
    );
    const watch = await repositories.watches.create({
      userId: user.id,
      strategyId: strategy.id,
      symbols: ['SPY'],
      alertsFrom: '2026-03-01',
      at,
      maxPerUser: 20,
    });
    await repositories.notifications.saveWebhook(user.id, 'https://hooks.example.com/in', 'whsec_x', at);
    await repositories.watches.recordCheck(
      watch,
      { checkedThrough: '2026-03-03', lastCheck: {}, at },
      [
        {
          title: 'Retried: Entry long on SPY',
          bar: '2026-03-03',
          eventKey: 'entry-long-next_open:SPY',
          decision: {
            kind: 'entry',
            side: 'long',
            timing: 'next_open',
            symbol: 'SPY',
            bar: '2026-03-03',
            reason: null,
            block: null,
            price: null,
            trades: 1,
            key: 'entry-long-next_open:SPY',
          },
          message: 'Entry long decided at the close of 2026-03-03',
        },
      ],
      {
        inApp: { strategyId: strategy.id },
        email: 'retry@example.com',
        webhook: 'https://hooks.example.com/in',
      },
    );
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('tries a failed webhook and email again after 30 s, then 2 min, and sends each once it goes through', async () => {
    const receiver = new ScriptedReceiver([
      { status: 500 },
      { status: null, error: 'socket hang up' },
      { status: 204 },
    ]);
    const deliveries = new DeliveryService({
      notifications: repositories.notifications,
      mailer,
      webhooks: receiver,
      clock,
      log: quiet,
      publicOrigin: 'http://localhost:8000',
    });
    await deliveries.deliverDue();
    let log = await repositories.notifications.webhookLog(1, 10);
    expect(log[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      responseStatus: 500,
      nextAttemptAt: '2026-03-03T22:30:30.000Z',
    });
    // Not due yet: nothing is tried.
    clock.advance(29_000);
    await deliveries.deliverDue();
    expect(receiver.calls).toHaveLength(1);
    clock.advance(1_000);
    await deliveries.deliverDue();
    log = await repositories.notifications.webhookLog(1, 10);
    expect(log[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
      error: 'socket hang up',
      nextAttemptAt: '2026-03-03T22:32:30.000Z',
    });
    failMail = false;
    clock.advance(120_000);
    await deliveries.deliverDue();
    log = await repositories.notifications.webhookLog(1, 10);
    expect(log[0]).toMatchObject({ status: 'sent', attempts: 3, responseStatus: 204 });
    expect(receiver.calls).toHaveLength(3);
    // The same delivery id and body each time; the signature is made anew with its timestamp.
    expect(new Set(receiver.calls.map((call) => call.headers['x-stratblocks-delivery'])).size).toBe(1);
    expect(new Set(receiver.calls.map((call) => call.body)).size).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual(['retry@example.com']);
    clock.advance(3_600_000);
    await deliveries.deliverDue();
    expect(receiver.calls).toHaveLength(3);
    expect(sent).toHaveLength(1);
  });
});
