import type { NotificationList } from '@stratblocks/contracts';
import type { NotificationRecord, NotificationRepository } from '../../db/notifications';
import type { Clock } from '../../infra/clock';

function toNotification(record: NotificationRecord) {
  return {
    id: record.id,
    title: record.title,
    body: record.body,
    watch_id: record.watchId,
    strategy_id: record.strategyId,
    created_at: record.createdAt,
    read_at: record.readAt,
  };
}

/** The in-app notifications of a user (the dashboard's bell). */
export class NotificationService {
  constructor(
    private readonly notifications: NotificationRepository,
    private readonly clock: Clock,
  ) {}

  async list(userId: number, limit: number): Promise<NotificationList> {
    const [items, unread] = await Promise.all([
      this.notifications.list(userId, limit),
      this.notifications.unreadCount(userId),
    ]);
    return { items: items.map(toNotification), unread };
  }

  /** Marks the given notifications read, or all of them; answers the unread count. */
  async markRead(userId: number, ids: number[] | undefined): Promise<{ unread: number }> {
    return { unread: await this.notifications.markRead(userId, ids ?? null, this.clock.now().toISOString()) };
  }
}
