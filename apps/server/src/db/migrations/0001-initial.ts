import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/** Users, their strategies, email codes, contact messages and global counters. */
export function initialMigration(dialect: Dialect) {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('users')
        .addColumn('id', id, (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('username', 'text', (column) => column.notNull())
        .addColumn('password_hash', 'text')
        .addColumn('google_subject', 'text', (column) => column.unique())
        .addColumn('account_type', 'text', (column) => column.notNull().defaultTo('free'))
        .addColumn('is_verified', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('language', 'text', (column) => column.notNull().defaultTo('en'))
        .addColumn('timezone', 'text', (column) => column.notNull().defaultTo('UTC'))
        .addColumn('settings', 'text', (column) => column.notNull().defaultTo('{}'))
        .addColumn('total_backtests_run', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_login_at', 'text')
        .addColumn('last_seen_at', 'text')
        .execute();
      await db.schema
        .createTable('strategies')
        .addColumn('id', id, (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('description', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('strategy_config', 'text', (column) => column.notNull())
        .addColumn('backtest_results', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema.createIndex('strategies_user_id').on('strategies').column('user_id').execute();
      await db.schema
        .createTable('email_codes')
        .addColumn('id', id, (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('purpose', 'text', (column) => column.notNull())
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('email_codes_email_purpose')
        .on('email_codes')
        .columns(['email', 'purpose'])
        .execute();
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', id, (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('message', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('counters')
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await sql`insert into counters (name, value) values ('backtests_run', 0)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['counters', 'contact_messages', 'email_codes', 'strategies', 'users']) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
