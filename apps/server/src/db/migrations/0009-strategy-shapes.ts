import type { Kysely } from 'kysely';
import { shapeOf } from '../strategy-shape';

const BATCH = 100;

/**
 * `strategies.shape`: what the Watching page shows of a strategy (its symbols, interval and
 * portfolio mode, small JSON text), written on every save, so that listing watches reads no
 * document. Existing rows are filled here, a hundred documents at a time.
 */
export function strategyShapesMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('strategies').addColumn('shape', 'text').execute();
      const table = db as unknown as Kysely<{
        strategies: { id: number; strategy_config: string; shape: string | null };
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
          let shape: string | null = null;
          try {
            const found = shapeOf(JSON.parse(row.strategy_config));
            shape = found ? JSON.stringify(found) : null;
          } catch {
            shape = null;
          }
          await table.updateTable('strategies').set({ shape }).where('id', '=', row.id).execute();
        }
        after = rows[rows.length - 1]?.id ?? after;
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('strategies').dropColumn('shape').execute();
    },
  };
}
