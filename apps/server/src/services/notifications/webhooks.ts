import { randomBytes } from 'node:crypto';
import type { WebhookPutBody, WebhookSaved, WebhookStatus } from '@stratblocks/contracts';
import type { DeliveryRecord, NotificationRepository, WebhookRecord } from '../../db/notifications';
import { AppError } from '../../errors';
import type { Clock } from '../../infra/clock';
import { checkWebhookAddress, type HostLookup } from '../../infra/public-address';

/** A new signing secret: 32 random bytes, base64url, with a prefix that says what it is. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

function toWebhook(record: WebhookRecord) {
  return {
    url: record.url,
    secret_hint: record.secret.slice(-4),
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

function toDelivery(record: DeliveryRecord) {
  return {
    id: record.id,
    alert_id: record.alertId,
    url: record.target,
    status: record.status,
    attempts: record.attempts,
    response_status: record.responseStatus,
    error: record.error,
    created_at: record.createdAt,
    next_attempt_at: record.status === 'pending' ? record.nextAttemptAt : null,
    sent_at: record.sentAt,
  };
}

/** A user's webhook: an https address that resolves to public addresses only, and its signing secret. */
export class WebhookService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
    private readonly lookup: HostLookup,
  ) {}

  async status(userId: number): Promise<WebhookStatus> {
    const [webhook, deliveries] = await Promise.all([
      this.notifications.findWebhook(userId),
      this.notifications.webhookLog(userId, 20),
    ]);
    return { webhook: webhook ? toWebhook(webhook) : null, deliveries: deliveries.map(toDelivery) };
  }

  /**
   * Saves the address (422 naming why when it is not https or not public). The secret is made on
   * the first save or when asked to rotate, and answered then only: it is never shown again.
   */
  async save(userId: number, body: WebhookPutBody): Promise<WebhookSaved> {
    const checked = await checkWebhookAddress(body.url, this.lookup);
    if (!checked.ok) throw new AppError(422, checked.reason);
    const existing = await this.notifications.findWebhook(userId);
    const secret = existing && !body.rotate_secret ? null : newSecret();
    const saved = await this.notifications.saveWebhook(
      userId,
      checked.url.toString(),
      secret ?? existing?.secret ?? newSecret(),
      this.clock.now().toISOString(),
    );
    return { webhook: toWebhook(saved), secret };
  }

  async remove(userId: number): Promise<void> {
    await this.notifications.deleteWebhook(userId);
  }
}
