import type { Kysely } from 'kysely';
import { rulesTextOf } from '../strategy-rules';

const BATCH = 100;

/**
 * `strategies.rules_text`: the strategy's rules as plain-English lines for its card, written on
 * every save, so that the list reads no document. Existing rows are filled here, a hundred
 * documents at a time; a document that cannot be read or written as lines gets null.
 */
export function strategyRulesTextMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('strategies').addColumn('rules_text', 'text').execute();
      const table = db as unknown as Kysely<{
        strategies: { id: number; strategy_config: string; rules_text: string | null };
      }>;
      let after = 0;
      for (;;) {
        const rows = await table
          .selectFrom('strategies')
          .select(['id', 'strategy_config'])
          .where('id', '>', after)
          .orderBy('id')
          .limit(BATCH)
          .execute();
        if (rows.length === 0) break;
        for (const row of rows) {
          let rulesText: string | null = null;
          try {
            rulesText = rulesTextOf(JSON.parse(row.strategy_config));
          } catch {
            rulesText = null;
          }
          await table
            .updateTable('strategies')
            .set({ rules_text: rulesText })
            .where('id', '=', row.id)
            .execute();
        }
        after = rows[rows.length - 1]?.id ?? after;
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('strategies').dropColumn('rules_text').execute();
    },
  };
}
