import type { Kysely, Selectable } from 'kysely';
import { parseJson, toCount } from './errors';
import type { AlertDeliveriesTable, Database, NotificationsTable } from './schema';

export interface NotificationRecord {
  id: number;
  title: string;
  body: string;
  watchId: number | null;
  strategyId: number | null;
  createdAt: string;
  readAt: string | null;
}

export type DeliveryStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface DeliveryRecord {
  id: number;
  alertId: number;
  userId: number;
  channel: 'email' | 'webhook';
  target: string;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: string | null;
  responseStatus: number | null;
  error: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** A claimed delivery with what its message needs: the alert and its watch's strategy. */
export interface ClaimedDelivery extends DeliveryRecord {
  alert: { id: number; watchId: number; bar: string; decision: unknown; message: string; createdAt: string };
  strategy: { id: number; name: string };
}

/** How a delivery attempt ended: sent, to try again at a time, or given up. */
export type DeliveryOutcome =
  | { status: 'sent'; responseStatus: number | null; at: string }
  | { status: 'pending'; responseStatus: number | null; error: string; nextAttemptAt: string }
  | { status: 'failed'; responseStatus: number | null; error: string };

export interface WebhookRecord {
  userId: number;
  url: string;
  secret: string;
  createdAt: string;
  updatedAt: string;
}

/** A notification of no recorded alert (a test alert). */
export interface NewNotification {
  userId: number;
  watchId: number;
  strategyId: number;
  title: string;
  body: string;
  at: string;
}

/** In-app notifications, alert deliveries and users' webhooks. */
export interface NotificationRepository {
  /** Adds a notification that belongs to no alert (a test alert's). */
  create(notification: NewNotification): Promise<NotificationRecord>;
  list(userId: number, limit: number): Promise<NotificationRecord[]>;
  unreadCount(userId: number): Promise<number>;
  /** Marks the given notifications (all when null) read; answers the unread count after. */
  markRead(userId: number, ids: number[] | null, at: string): Promise<number>;
  /**
   * Claims up to `limit` deliveries due at `now` for this process until `until` (each row is taken
   * by one process: an update that only succeeds while it is still pending).
   */
  claimDue(now: string, until: string, limit: number): Promise<ClaimedDelivery[]>;
  finish(id: number, attempts: number, outcome: DeliveryOutcome): Promise<void>;
  /**
   * Deliveries whose claim ran out while being sent (the process stopped mid-send) end failed:
   * sending them again could send them twice.
   */
  failInterrupted(now: string): Promise<number>;
  webhookLog(userId: number, limit: number): Promise<DeliveryRecord[]>;
  findWebhook(userId: number): Promise<WebhookRecord | null>;
  saveWebhook(userId: number, url: string, secret: string, at: string): Promise<WebhookRecord>;
  deleteWebhook(userId: number): Promise<boolean>;
}

function toNotification(row: Selectable<NotificationsTable>): NotificationRecord {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    watchId: row.watch_id,
    strategyId: row.strategy_id,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

function toDelivery(row: Selectable<AlertDeliveriesTable>): DeliveryRecord {
  return {
    id: row.id,
    alertId: row.alert_id,
    userId: row.user_id,
    channel: row.channel === 'webhook' ? 'webhook' : 'email',
    target: row.target,
    status: row.status as DeliveryStatus,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    responseStatus: row.response_status,
    error: row.error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

export class KyselyNotificationRepository implements NotificationRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async create(notification: NewNotification): Promise<NotificationRecord> {
    const row = await this.db
      .insertInto('notifications')
      .values({
        user_id: notification.userId,
        alert_id: null,
        watch_id: notification.watchId,
        strategy_id: notification.strategyId,
        title: notification.title,
        body: notification.body,
        created_at: notification.at,
        read_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNotification(row);
  }

  async list(userId: number, limit: number): Promise<NotificationRecord[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toNotification);
  }

  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirst();
    return toCount(row?.count);
  }

  async markRead(userId: number, ids: number[] | null, at: string): Promise<number> {
    if (ids === null || ids.length > 0) {
      let update = this.db
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null);
      if (ids !== null) update = update.where('id', 'in', ids);
      await update.execute();
    }
    return this.unreadCount(userId);
  }

  async claimDue(now: string, until: string, limit: number): Promise<ClaimedDelivery[]> {
    const due = await this.db
      .selectFrom('alert_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('id')
      .limit(limit)
      .execute();
    const claimed: ClaimedDelivery[] = [];
    for (const { id } of due) {
      const taken = await this.db
        .updateTable('alert_deliveries')
        .set({ status: 'sending', claimed_until: until })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (taken.numUpdatedRows === 0n) continue;
      const row = await this.db
        .selectFrom('alert_deliveries')
        .innerJoin('watch_alerts', 'watch_alerts.id', 'alert_deliveries.alert_id')
        .innerJoin('watches', 'watches.id', 'watch_alerts.watch_id')
        .innerJoin('strategies', 'strategies.id', 'watches.strategy_id')
        .selectAll('alert_deliveries')
        .select([
          'watch_alerts.watch_id',
          'watch_alerts.bar',
          'watch_alerts.decision',
          'watch_alerts.message',
          'watch_alerts.created_at as alert_created_at',
          'strategies.id as strategy_id',
          'strategies.name as strategy_name',
        ])
        .where('alert_deliveries.id', '=', id)
        .executeTakeFirst();
      if (!row) continue;
      claimed.push({
        ...toDelivery(row),
        alert: {
          id: row.alert_id,
          watchId: row.watch_id,
          bar: row.bar,
          decision: parseJson(row.decision),
          message: row.message,
          createdAt: row.alert_created_at,
        },
        strategy: { id: row.strategy_id, name: row.strategy_name },
      });
    }
    return claimed;
  }

  async finish(id: number, attempts: number, outcome: DeliveryOutcome): Promise<void> {
    await this.db
      .updateTable('alert_deliveries')
      .set({
        status: outcome.status,
        attempts,
        claimed_until: null,
        response_status: outcome.responseStatus,
        error: outcome.status === 'sent' ? null : outcome.error,
        next_attempt_at: outcome.status === 'pending' ? outcome.nextAttemptAt : null,
        ...(outcome.status === 'sent' && { sent_at: outcome.at }),
      })
      .where('id', '=', id)
      .execute();
  }

  async failInterrupted(now: string): Promise<number> {
    const result = await this.db
      .updateTable('alert_deliveries')
      .set({
        status: 'failed',
        claimed_until: null,
        next_attempt_at: null,
        error: 'The server stopped while sending: not sent again, so that it cannot arrive twice',
      })
      .where('status', '=', 'sending')
      .where('claimed_until', '<', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  async webhookLog(userId: number, limit: number): Promise<DeliveryRecord[]> {
    const rows = await this.db
      .selectFrom('alert_deliveries')
      .selectAll()
      .where('user_id', '=', userId)
      .where('channel', '=', 'webhook')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toDelivery);
  }

  async findWebhook(userId: number): Promise<WebhookRecord | null> {
    const row = await this.db
      .selectFrom('user_webhooks')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row
      ? { userId, url: row.url, secret: row.secret, createdAt: row.created_at, updatedAt: row.updated_at }
      : null;
  }

  async saveWebhook(userId: number, url: string, secret: string, at: string): Promise<WebhookRecord> {
    await this.db
      .insertInto('user_webhooks')
      .values({ user_id: userId, url, secret, created_at: at, updated_at: at })
      .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ url, secret, updated_at: at }))
      .execute();
    const saved = await this.findWebhook(userId);
    if (!saved) throw new Error('The webhook could not be read back');
    return saved;
  }

  async deleteWebhook(userId: number): Promise<boolean> {
    const result = await this.db.deleteFrom('user_webhooks').where('user_id', '=', userId).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
