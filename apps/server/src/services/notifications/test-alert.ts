import {
  TEST_ALERT_PREFIX,
  describeDecision,
  type TestAlertAnswer,
  type WatchDecision,
  type WebhookPayload,
} from '@stratblocks/contracts';
import type { Repositories } from '../../db/repositories';
import type { WatchRecord } from '../../db/watches';
import type { Clock } from '../../infra/clock';
import type { ServiceLog } from '../../infra/log';
import type { Mailer } from '../../infra/mail';
import type { WebhookSender } from '../../infra/webhook-sender';
import { alertTitle } from '../watches/check-slots';
import { testAlertEmail } from './alert-email';
import { postSigned } from './deliveries';

export interface TestAlertDeps {
  repositories: Pick<Repositories, 'users' | 'notifications'>;
  mailer: Mailer;
  webhooks: WebhookSender;
  clock: Clock;
  log: ServiceLog;
  publicOrigin: string;
}

const off = (detail: string) => ({ status: 'off' as const, detail });
const failed = (detail: string) => ({ status: 'failed' as const, detail });
const sent = { status: 'sent' as const, detail: null };

/**
 * "Send a test alert" (docs/watches.md): an alert of the watch's first symbol sent at once through
 * each channel a real alert of the watch would use (the bell, email, the webhook), its title
 * starting "Test alert:" and its webhook payload `"test": true`, so that nobody takes it for a
 * signal. It records no alert and no delivery: the forward test and the delivery log stay true.
 */
export class TestAlertSender {
  constructor(private readonly deps: TestAlertDeps) {}

  async send(watch: WatchRecord): Promise<TestAlertAnswer> {
    const at = this.deps.clock.now().toISOString();
    const decision: WatchDecision = {
      key: 'test',
      bar: watch.checkedThrough ?? at.slice(0, 10),
      symbol: watch.symbols[0] ?? '',
      kind: 'entry',
      side: 'long',
      timing: 'next_open',
      reason: null,
      block: null,
      price: null,
      trades: 0,
    };
    const title = `${TEST_ALERT_PREFIX} ${alertTitle(watch.strategyName, decision)}`;
    const body = `A test of your alerts: a real one reads "${describeDecision(decision)}". Nothing was decided or traded.`;
    if (watch.muted) {
      const muted = off('The watch is muted: unmute it to get its alerts');
      return { title, in_app: muted, email: muted, webhook: muted };
    }
    await this.deps.repositories.notifications.create({
      userId: watch.userId,
      watchId: watch.id,
      strategyId: watch.strategyId,
      title,
      body,
      at,
    });
    const [email, webhook] = await Promise.all([
      this.email(watch, { title, body }),
      this.webhook(watch, decision, body, at),
    ]);
    return { title, in_app: sent, email, webhook };
  }

  private async email(watch: WatchRecord, alert: { title: string; body: string }) {
    if (!watch.email) return off('Email alerts are off for this watch');
    const user = await this.deps.repositories.users.findById(watch.userId);
    if (!user?.isVerified) return off('Your email address is not verified');
    try {
      await this.deps.mailer.send(
        testAlertEmail(user.email, { ...alert, strategyId: watch.strategyId }, this.deps.publicOrigin),
      );
      return sent;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log.warn({ watchId: watch.id, reason: message }, 'test alert email not sent');
      return failed(`The email could not be sent: ${message}`);
    }
  }

  private async webhook(watch: WatchRecord, decision: WatchDecision, message: string, at: string) {
    const webhook = await this.deps.repositories.notifications.findWebhook(watch.userId);
    if (!webhook) return off('No webhook is set');
    const payload: WebhookPayload = {
      type: 'alert',
      test: true,
      delivery_id: 0,
      alert: {
        bar: decision.bar,
        symbol: decision.symbol,
        kind: decision.kind,
        side: decision.side,
        timing: decision.timing,
        reason: decision.reason,
        block: decision.block,
        price: decision.price,
        trades: decision.trades,
        id: 0,
        watch_id: watch.id,
        message,
        created_at: at,
      },
      strategy: { id: watch.strategyId, name: watch.strategyName },
      educational_only: true,
    };
    const answer = await postSigned(this.deps, webhook, payload);
    if (answer.status === null) return failed(answer.error);
    if (answer.status >= 200 && answer.status < 300) return sent;
    return failed(`The webhook answered HTTP ${answer.status}`);
  }
}
