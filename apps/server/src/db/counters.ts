import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** Names of the global counters (rows of the counters table). */
export type CounterName = 'backtests_run';

export interface CounterRepository {
  get(name: CounterName): Promise<number>;
  /** Atomic; creates the row when it is missing. */
  increment(name: CounterName, by?: number): Promise<void>;
}

export class KyselyCounterRepository implements CounterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async get(name: CounterName): Promise<number> {
    const row = await this.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.value ?? 0;
  }

  async increment(name: CounterName, by = 1): Promise<void> {
    await this.db
      .insertInto('counters')
      .values({ name, value: by })
      .onConflict((conflict) =>
        conflict.column('name').doUpdateSet((eb) => ({ value: eb('counters.value', '+', by) })),
      )
      .execute();
  }
}
