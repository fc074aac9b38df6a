import type { Kysely } from 'kysely';

/**
 * Accounts: a token version per user (bumped on a password change or reset, which revokes older
 * tokens), one live code per email and purpose, and an index for the active-users count.
 */
export function accountsMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('users')
        .addColumn('token_version', 'integer', (column) => column.notNull().defaultTo(0))
        .execute();
      await db.schema.dropIndex('email_codes_email_purpose').execute();
      await db.schema
        .createIndex('email_codes_email_purpose_unique')
        .on('email_codes')
        .columns(['email', 'purpose'])
        .unique()
        .execute();
      await db.schema.createIndex('users_last_seen_at').on('users').column('last_seen_at').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('users_last_seen_at').execute();
      await db.schema.dropIndex('email_codes_email_purpose_unique').execute();
      await db.schema
        .createIndex('email_codes_email_purpose')
        .on('email_codes')
        .columns(['email', 'purpose'])
        .execute();
      await db.schema.alterTable('users').dropColumn('token_version').execute();
    },
  };
}
