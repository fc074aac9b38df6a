import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Watches (docs/watches.md#watching-a-strategy): a user's watch of a saved strategy with its last check and
 * forward test; its alerts, unique per watch, bar and event (an alert is recorded, and so sent,
 * once); the in-app notifications; each alert's deliveries by email and webhook (unique per
 * alert and channel), which are the webhook's delivery log; a user's webhook; and the last run of
 * each check schedule (a run missed while the server was down runs at the next start).
 */
export function watchesMigration(dialect: Dialect) {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (column: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement();
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('watches')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('strategy_id', 'integer', (column) =>
          column.notNull().unique().references('strategies.id').onDelete('cascade'),
        )
        .addColumn('symbols', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('muted', 'integer', notNull)
        .addColumn('email', 'integer', notNull)
        .addColumn('alerts_from', 'text', notNull)
        .addColumn('checked_through', 'text')
        .addColumn('last_check', 'text')
        .addColumn('positions', 'text', notNull)
        .addColumn('forward_figures', 'text')
        .addColumn('forward_results', 'text')
        .addColumn('backtest_figures', 'text')
        .addColumn('backtest_for', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema.createIndex('watches_user').on('watches').column('user_id').execute();
      await db.schema
        .createTable('watch_alerts')
        .addColumn('id', idType, id)
        .addColumn('watch_id', 'integer', (column) =>
          column.notNull().references('watches.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', notNull)
        .addColumn('bar', 'text', notNull)
        .addColumn('event_key', 'text', notNull)
        .addColumn('decision', 'text', notNull)
        .addColumn('message', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addUniqueConstraint('watch_alerts_once', ['watch_id', 'bar', 'event_key'])
        .execute();
      await db.schema
        .createTable('notifications')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('alert_id', 'integer', (column) =>
          column.unique().references('watch_alerts.id').onDelete('cascade'),
        )
        .addColumn('watch_id', 'integer')
        .addColumn('strategy_id', 'integer')
        .addColumn('title', 'text', notNull)
        .addColumn('body', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('read_at', 'text')
        .execute();
      await db.schema
        .createIndex('notifications_user')
        .on('notifications')
        .columns(['user_id', 'id'])
        .execute();
      await db.schema
        .createTable('alert_deliveries')
        .addColumn('id', idType, id)
        .addColumn('alert_id', 'integer', (column) =>
          column.notNull().references('watch_alerts.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', notNull)
        .addColumn('channel', 'text', notNull)
        .addColumn('target', 'text', notNull)
        .addColumn('status', 'text', notNull)
        .addColumn('attempts', 'integer', notNull)
        .addColumn('next_attempt_at', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('response_status', 'integer')
        .addColumn('error', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('sent_at', 'text')
        .addUniqueConstraint('alert_deliveries_once', ['alert_id', 'channel'])
        .execute();
      await db.schema
        .createIndex('alert_deliveries_due')
        .on('alert_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema
        .createTable('user_webhooks')
        .addColumn('user_id', 'integer', (column) =>
          column.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('url', 'text', notNull)
        .addColumn('secret', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .execute();
      await db.schema
        .createTable('watch_schedule_runs')
        .addColumn('slot', 'text', (column) => column.primaryKey())
        .addColumn('last_due', 'text', notNull)
        .addColumn('finished_at', 'text', notNull)
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'watch_schedule_runs',
        'user_webhooks',
        'alert_deliveries',
        'notifications',
        'watch_alerts',
        'watches',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
