import type { Kysely } from 'kysely';

/**
 * What the strategy list shows (has_config, has_results, headline metrics) as JSON beside each
 * document, so listing never reads the documents. Rows written before hold null and get theirs
 * on their first listing.
 */
export function strategySummariesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('strategies').addColumn('summary', 'text').execute();
    },
  };
}
