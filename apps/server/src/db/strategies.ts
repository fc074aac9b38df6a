import type { StrategyDerivedSummary } from '@stratblocks/contracts';
import { sql, type Kysely, type Selectable } from 'kysely';
import { parseJson, toCount } from './errors';
import type { Database, StrategiesTable } from './schema';
import { parseRulesText, rulesTextOf } from './strategy-rules';
import { shapeOf } from './strategy-shape';

/** A stored strategy; the documents are parsed JSON, not yet migrated or validated. */
export interface StrategyRecord {
  id: number;
  userId: number;
  name: string;
  description: string;
  strategyConfig: unknown;
  backtestResults: unknown;
  createdAt: string;
  updatedAt: string;
}

export interface StrategyContent {
  name: string;
  description: string;
  strategyConfig: unknown;
  /** null when the strategy has no saved results. */
  backtestResults: unknown;
  /** What the list shows of the documents, stored beside them. */
  summary: StrategyDerivedSummary;
}

/** A row of the list: no documents; `summary` is null for rows written before it was stored. */
export interface StrategySummaryRecord {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  summary: unknown;
  /** The rules lines stored on save; null when there are none to show. */
  rules: string[] | null;
}

export interface StrategyListOptions {
  limit: number;
  offset: number;
  /** Case-insensitive text in the name or the description; '' for all. */
  text: string;
}

/** Every read and write is scoped to the owner: another user's id behaves like a missing one. */
/** The user already keeps `limit` strategies: nothing was inserted. */
export class StrategyLimitError extends Error {
  constructor(readonly limit: number) {
    super(`At most ${limit} strategies per user`);
  }
}

export interface StrategyRepository {
  /** Newest first. */
  listByUser(userId: number): Promise<StrategyRecord[]>;
  /** One page of the user's strategies without their documents, newest first, and the match count. */
  listSummaries(
    userId: number,
    options: StrategyListOptions,
  ): Promise<{ rows: StrategySummaryRecord[]; total: number }>;
  /** Stores the summary of a row written before summaries were stored. */
  setSummary(id: number, summary: StrategyDerivedSummary): Promise<void>;
  countByUser(userId: number): Promise<number>;
  findForUser(id: number, userId: number): Promise<StrategyRecord | null>;
  /**
   * Inserts a strategy; with `maxPerUser`, only while the user holds fewer (else throws
   * StrategyLimitError), counted under a lock so parallel saves of one user cannot pass it.
   */
  create(userId: number, content: StrategyContent, at: string, maxPerUser?: number): Promise<StrategyRecord>;
  /** null when the user has no strategy with this id. */
  updateForUser(
    id: number,
    userId: number,
    content: StrategyContent,
    at: string,
  ): Promise<StrategyRecord | null>;
  /** false when the user has no strategy with this id. */
  deleteForUser(id: number, userId: number): Promise<boolean>;
  count(): Promise<number>;
}

export function toRecord(row: Selectable<StrategiesTable>): StrategyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    description: row.description,
    strategyConfig: parseJson(row.strategy_config),
    backtestResults: row.backtest_results === null ? null : parseJson(row.backtest_results),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function shapeText(strategyConfig: unknown): string | null {
  const shape = shapeOf(strategyConfig);
  return shape ? JSON.stringify(shape) : null;
}

function toColumns(content: StrategyContent) {
  return {
    name: content.name,
    description: content.description,
    strategy_config: JSON.stringify(content.strategyConfig),
    backtest_results:
      content.backtestResults === null || content.backtestResults === undefined
        ? null
        : JSON.stringify(content.backtestResults),
    summary: JSON.stringify(content.summary),
    shape: shapeText(content.strategyConfig),
    rules_text: rulesTextOf(content.strategyConfig),
  };
}

/** A LIKE pattern matching `text` anywhere, with its own % and _ taken literally ('!' escapes). */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (character) => `!${character}`)}%`;
}

export class KyselyStrategyRepository implements StrategyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listByUser(userId: number): Promise<StrategyRecord[]> {
    const rows = await this.db
      .selectFrom('strategies')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRecord);
  }

  async listSummaries(
    userId: number,
    options: StrategyListOptions,
  ): Promise<{ rows: StrategySummaryRecord[]; total: number }> {
    let query = this.db.selectFrom('strategies').where('user_id', '=', userId);
    if (options.text) {
      const pattern = containsPattern(options.text);
      query = query.where((eb) =>
        eb.or([
          sql<boolean>`lower(${eb.ref('name')}) like ${pattern} escape '!'`,
          sql<boolean>`lower(${eb.ref('description')}) like ${pattern} escape '!'`,
        ]),
      );
    }
    const [rows, counted] = await Promise.all([
      query
        .select(['id', 'name', 'description', 'created_at', 'updated_at', 'summary', 'rules_text'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit)
        .offset(options.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst(),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        summary: row.summary === null ? null : parseJson(row.summary),
        rules: parseRulesText(row.rules_text),
      })),
      total: toCount(counted?.count),
    };
  }

  async setSummary(id: number, summary: StrategyDerivedSummary): Promise<void> {
    await this.db
      .updateTable('strategies')
      .set({ summary: JSON.stringify(summary) })
      .where('id', '=', id)
      .execute();
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('strategies')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return toCount(row?.count);
  }

  async findForUser(id: number, userId: number): Promise<StrategyRecord | null> {
    const row = await this.db
      .selectFrom('strategies')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async create(
    userId: number,
    content: StrategyContent,
    at: string,
    maxPerUser?: number,
  ): Promise<StrategyRecord> {
    const values = { user_id: userId, ...toColumns(content), created_at: at, updated_at: at };
    const row = await this.db.transaction().execute(async (trx) => {
      if (maxPerUser !== undefined) {
        // Writing the user's row first locks it until the commit (a row lock on PostgreSQL, the
        // write lock on SQLite): one user's parallel saves count one after the other.
        await trx
          .updateTable('users')
          .set((eb) => ({ id: eb.ref('id') }))
          .where('id', '=', userId)
          .execute();
        const held = await trx
          .selectFrom('strategies')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (toCount(held?.count) >= maxPerUser) throw new StrategyLimitError(maxPerUser);
      }
      return trx.insertInto('strategies').values(values).returningAll().executeTakeFirstOrThrow();
    });
    return toRecord(row);
  }

  async updateForUser(
    id: number,
    userId: number,
    content: StrategyContent,
    at: string,
  ): Promise<StrategyRecord | null> {
    const row = await this.db
      .updateTable('strategies')
      .set({ ...toColumns(content), updated_at: at })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  async deleteForUser(id: number, userId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('strategies')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('strategies')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .executeTakeFirst();
    return toCount(row?.count);
  }
}
