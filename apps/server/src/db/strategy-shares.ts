import type { Kysely } from 'kysely';
import { parseJson } from './errors';
import type { Database } from './schema';
import { toRecord, type StrategyRecord } from './strategies';

export interface ShareRecord {
  token: string;
  strategyId: number;
  createdAt: string;
}

/**
 * Public links to strategies: at most one per strategy. Reads by strategy id are for the owner
 * (the service checks ownership first); the read by token is the anonymous report.
 */
export interface StrategyShareRepository {
  findByStrategy(strategyId: number): Promise<ShareRecord | null>;
  /** Throws a unique violation when the strategy already has a link. */
  create(strategyId: number, token: string, at: string): Promise<ShareRecord>;
  /** false when the strategy had no link. */
  deleteByStrategy(strategyId: number): Promise<boolean>;
  /** The shared strategy behind a live token, or null. */
  findByToken(token: string): Promise<{ share: ShareRecord; strategy: StrategyRecord } | null>;
}

export class KyselyStrategyShareRepository implements StrategyShareRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByStrategy(strategyId: number): Promise<ShareRecord | null> {
    const row = await this.db
      .selectFrom('strategy_shares')
      .selectAll()
      .where('strategy_id', '=', strategyId)
      .executeTakeFirst();
    return row ? { token: row.token, strategyId: row.strategy_id, createdAt: row.created_at } : null;
  }

  async create(strategyId: number, token: string, at: string): Promise<ShareRecord> {
    await this.db
      .insertInto('strategy_shares')
      .values({ token, strategy_id: strategyId, created_at: at })
      .execute();
    return { token, strategyId, createdAt: at };
  }

  async deleteByStrategy(strategyId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('strategy_shares')
      .where('strategy_id', '=', strategyId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async findByToken(token: string): Promise<{ share: ShareRecord; strategy: StrategyRecord } | null> {
    const row = await this.db
      .selectFrom('strategy_shares')
      .innerJoin('strategies', 'strategies.id', 'strategy_shares.strategy_id')
      .selectAll('strategies')
      .select(['strategy_shares.token', 'strategy_shares.created_at as shared_at'])
      .where('strategy_shares.token', '=', token)
      .executeTakeFirst();
    if (!row) return null;
    const { token: found, shared_at: sharedAt, ...strategy } = row;
    return {
      share: { token: found, strategyId: strategy.id, createdAt: sharedAt },
      strategy: toRecord(strategy),
    };
  }
}

export interface ResearchRecord {
  strategyId: number;
  /** Parsed JSON, not yet validated. */
  results: unknown;
  updatedAt: string;
}

/** Robustness results saved with a strategy: one document per strategy, replaced on save. */
export interface StrategyResearchRepository {
  find(strategyId: number): Promise<ResearchRecord | null>;
  save(strategyId: number, results: unknown, at: string): Promise<ResearchRecord>;
}

export class KyselyStrategyResearchRepository implements StrategyResearchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(strategyId: number): Promise<ResearchRecord | null> {
    const row = await this.db
      .selectFrom('strategy_research')
      .selectAll()
      .where('strategy_id', '=', strategyId)
      .executeTakeFirst();
    return row ? { strategyId, results: parseJson(row.results), updatedAt: row.updated_at } : null;
  }

  async save(strategyId: number, results: unknown, at: string): Promise<ResearchRecord> {
    const text = JSON.stringify(results);
    await this.db
      .insertInto('strategy_research')
      .values({ strategy_id: strategyId, results: text, updated_at: at })
      .onConflict((conflict) => conflict.column('strategy_id').doUpdateSet({ results: text, updated_at: at }))
      .execute();
    return { strategyId, results, updatedAt: at };
  }
}
