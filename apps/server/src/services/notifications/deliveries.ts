import { createHmac } from 'node:crypto';
import { WEBHOOK_HEADERS, type WatchDecision, type WebhookPayload } from '@stratblocks/contracts';
import type { ClaimedDelivery, DeliveryOutcome, NotificationRepository } from '../../db/notifications';
import type { Clock } from '../../infra/clock';
import type { Mailer } from '../../infra/mail';
import type { WebhookAnswer, WebhookSender } from '../../infra/webhook-sender';
import type { ServiceLog } from '../../infra/log';
import { alertEmail } from './alert-email';

/** Waits before the 2nd, 3rd, 4th and 5th attempts; after the 5th, a delivery has failed. */
export const RETRY_DELAYS_MS = [30_000, 120_000, 600_000, 3_600_000];
/** How long a process holds a delivery it is sending. */
const CLAIM_MS = 60_000;

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the secret>`. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${digest}`;
}

/** Posts a payload to the user's webhook, signed with their secret (docs/watches.md). */
export function postSigned(
  deps: { webhooks: WebhookSender; clock: Clock },
  webhook: { url: string; secret: string },
  payload: WebhookPayload,
): Promise<WebhookAnswer> {
  const body = JSON.stringify(payload);
  const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
  return deps.webhooks.post({
    url: webhook.url,
    body,
    headers: {
      [WEBHOOK_HEADERS.signature]: webhookSignature(webhook.secret, timestamp, body),
      [WEBHOOK_HEADERS.timestamp]: String(timestamp),
      [WEBHOOK_HEADERS.delivery]: String(payload.delivery_id),
      'user-agent': 'StratBlocks-Webhook/1',
    },
  });
}

export interface DeliveryDeps {
  notifications: NotificationRepository;
  mailer: Mailer;
  webhooks: WebhookSender;
  clock: Clock;
  log: ServiceLog;
  /** The site's origin (PUBLIC_ORIGIN): emails link to the strategy there. */
  publicOrigin: string;
}

/**
 * Sends alerts' email and webhook deliveries. Each is claimed by one process before it is sent
 * (so two processes never send the same one); a failed attempt is tried again with backoff (30 s,
 * 2 min, 10 min, 1 h), and one whose process stopped mid-send ends failed rather than risk a
 * second copy. A webhook is signed with its owner's secret and refused at connect time when its
 * address is not public.
 */
export class DeliveryService {
  private running: Promise<void> | null = null;

  constructor(private readonly deps: DeliveryDeps) {}

  /** Sends every delivery due now (one pass at a time per process). */
  deliverDue(): Promise<void> {
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async pass(): Promise<void> {
    const { notifications, clock } = this.deps;
    await notifications.failInterrupted(clock.now().toISOString());
    for (;;) {
      const now = clock.now();
      const claimed = await notifications.claimDue(
        now.toISOString(),
        new Date(now.getTime() + CLAIM_MS).toISOString(),
        20,
      );
      if (claimed.length === 0) return;
      for (const delivery of claimed) {
        const outcome = await this.attempt(delivery).catch((error: unknown): DeliveryOutcome => ({
          status: 'failed',
          responseStatus: null,
          error: error instanceof Error ? error.message : String(error),
        }));
        await notifications.finish(delivery.id, delivery.attempts + 1, outcome);
      }
    }
  }

  private async attempt(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    return delivery.channel === 'email' ? this.email(delivery) : this.webhook(delivery);
  }

  private retryOrFail(
    delivery: ClaimedDelivery,
    responseStatus: number | null,
    error: string,
  ): DeliveryOutcome {
    const delay = RETRY_DELAYS_MS[delivery.attempts];
    if (delay === undefined) return { status: 'failed', responseStatus, error };
    const next = new Date(this.deps.clock.now().getTime() + delay).toISOString();
    return { status: 'pending', responseStatus, error, nextAttemptAt: next };
  }

  private async email(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    try {
      await this.deps.mailer.send(alertEmail(delivery.target, delivery, this.deps.publicOrigin));
      return { status: 'sent', responseStatus: null, at: this.deps.clock.now().toISOString() };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.deps.log.warn({ deliveryId: delivery.id, reason: message }, 'alert email not sent');
      return this.retryOrFail(delivery, null, `The email could not be sent: ${message}`);
    }
  }

  private async webhook(delivery: ClaimedDelivery): Promise<DeliveryOutcome> {
    const webhook = await this.deps.notifications.findWebhook(delivery.userId);
    if (!webhook) return { status: 'failed', responseStatus: null, error: 'The webhook was removed' };
    const payload: WebhookPayload = {
      type: 'alert',
      test: false,
      delivery_id: delivery.id,
      alert: {
        ...(delivery.alert.decision as WatchDecision),
        id: delivery.alert.id,
        watch_id: delivery.alert.watchId,
        message: delivery.alert.message,
        created_at: delivery.alert.createdAt,
      },
      strategy: delivery.strategy,
      educational_only: true,
    };
    const answer = await postSigned(this.deps, webhook, payload);
    if (answer.status !== null && answer.status >= 200 && answer.status < 300) {
      return { status: 'sent', responseStatus: answer.status, at: this.deps.clock.now().toISOString() };
    }
    if (answer.status === null) {
      // An address that is not public stays refused: no retry.
      if (/is not allowed/.test(answer.error)) {
        return { status: 'failed', responseStatus: null, error: `Refused: ${answer.error}` };
      }
      return this.retryOrFail(delivery, null, answer.error);
    }
    return this.retryOrFail(delivery, answer.status, `The webhook answered HTTP ${answer.status}`);
  }
}
