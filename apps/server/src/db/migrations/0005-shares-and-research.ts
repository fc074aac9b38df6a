import type { Kysely } from 'kysely';

/**
 * Shareable reports and robustness results: at most one live public link per strategy (its token
 * is the key; revoking deletes the row), and the saved Monte Carlo / walk-forward / sweep results
 * of a strategy. Both go with their strategy when it is deleted.
 */
export function sharesAndResearchMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('strategy_shares')
        .addColumn('token', 'text', (column) => column.primaryKey())
        .addColumn('strategy_id', 'integer', (column) =>
          column.notNull().unique().references('strategies.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('strategy_research')
        .addColumn('strategy_id', 'integer', (column) =>
          column.primaryKey().references('strategies.id').onDelete('cascade'),
        )
        .addColumn('results', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('strategy_research').execute();
      await db.schema.dropTable('strategy_shares').execute();
    },
  };
}
