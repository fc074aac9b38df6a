import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { Dialect } from '../dialect';

/**
 * Watchlists: a user's named symbol lists (JSON text) that the builder's portfolio picker applies.
 * A name is unique per user (the service also refuses names that differ only in case); they go
 * with their user.
 */
export function watchlistsMigration(dialect: Dialect) {
  const notNull = (column: ColumnDefinitionBuilder) => column.notNull();
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('watchlists')
        .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (column) =>
          column.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('name', 'text', notNull)
        .addColumn('symbols', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addUniqueConstraint('watchlists_name_per_user', ['user_id', 'name'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('watchlists').execute();
    },
  };
}
