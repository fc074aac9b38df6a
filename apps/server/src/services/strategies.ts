import {
  API_MESSAGES,
  STRATEGY_LIMITS,
  StoredBacktestResultsSchema,
  StrategySummarySchema,
  StrategyPortfolioSummarySchema,
  migrateStrategyConfig,
  summarizeStrategy,
  type Strategy,
  type StrategyDerivedSummary,
  type StrategyListQuery,
  type StrategyPage,
  type StrategySummary,
  type StrategyWriteBodySchema,
} from '@stratblocks/contracts';
import type { z } from 'zod';
import {
  StrategyLimitError,
  type StrategyRecord,
  type StrategyRepository,
  type StrategySummaryRecord,
} from '../db/strategies';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';

/** A write body after validation (defaults filled). */
export type StrategyWrite = z.output<typeof StrategyWriteBodySchema>;

/** Ids are positive whole numbers; anything else is a strategy that does not exist. */
export function parseId(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new AppError(404, API_MESSAGES.strategyNotFound);
  return Number(text);
}

/** The API form of a stored strategy: its document migrated to the current version. */
export function toStrategy(record: StrategyRecord): Strategy {
  const migrated = migrateStrategyConfig(record.strategyConfig);
  if (!migrated.ok) {
    throw new Error(`Stored strategy ${record.id} cannot be read: ${migrated.detail}`);
  }
  const results = StoredBacktestResultsSchema.nullable().safeParse(record.backtestResults);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    strategy_config: migrated.config,
    backtest_results: results.success ? results.data : null,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

/** The summary of a stored row that has none yet; an unreadable document summarises as empty. */
function summarizeStoredRecord(record: StrategyRecord): StrategyDerivedSummary {
  const migrated = migrateStrategyConfig(record.strategyConfig);
  const results = StoredBacktestResultsSchema.nullable().safeParse(record.backtestResults);
  if (!migrated.ok) return { has_config: false, has_results: false, metrics: null, portfolio: null };
  return summarizeStrategy(migrated.config, results.success ? results.data : null);
}

/**
 * A stored summary as this version writes it: one from before portfolios (no `portfolio` key) is
 * derived again from its document, once.
 */
const STORED_SUMMARY = StrategySummarySchema.pick({
  has_config: true,
  has_results: true,
  metrics: true,
}).extend({ portfolio: StrategyPortfolioSummarySchema.nullable() });

/** A user's own strategies. Another user's id answers exactly like a missing one (404). */
export class StrategyService {
  constructor(
    private readonly strategies: StrategyRepository,
    private readonly clock: Clock,
  ) {}

  /** One page of summaries: the list never reads the documents (a row from before they were kept gets its summary once). */
  async list(userId: number, query: StrategyListQuery): Promise<StrategyPage> {
    const { rows, total } = await this.strategies.listSummaries(userId, {
      limit: query.limit,
      offset: query.offset,
      text: query.q,
    });
    const items: StrategySummary[] = [];
    for (const row of rows) items.push(await this.summaryOf(userId, row));
    return { items, total, limit: query.limit, offset: query.offset };
  }

  count(userId: number): Promise<number> {
    return this.strategies.countByUser(userId);
  }

  private async summaryOf(userId: number, row: StrategySummaryRecord): Promise<StrategySummary> {
    const base = {
      id: row.id,
      name: row.name,
      description: row.description,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      rules: row.rules,
    };
    const stored = STORED_SUMMARY.safeParse(row.summary);
    if (stored.success) return { ...base, ...stored.data };
    const record = await this.strategies.findForUser(row.id, userId);
    const derived: StrategyDerivedSummary = record
      ? summarizeStoredRecord(record)
      : { has_config: false, has_results: false, metrics: null, portfolio: null };
    await this.strategies.setSummary(row.id, derived);
    return { ...base, ...derived };
  }

  async get(userId: number, idText: string): Promise<Strategy> {
    const record = await this.strategies.findForUser(parseId(idText), userId);
    if (!record) throw new AppError(404, API_MESSAGES.strategyNotFound);
    return toStrategy(record);
  }

  /**
   * Saves a new strategy, unless the account keeps its most already: counted in the insert's
   * transaction under a lock of the user's row, so parallel saves cannot pass the limit.
   */
  async create(userId: number, body: StrategyWrite): Promise<Strategy> {
    const max = STRATEGY_LIMITS.strategiesPerUser;
    try {
      const at = this.clock.now().toISOString();
      return toStrategy(await this.strategies.create(userId, this.content(body), at, max));
    } catch (error) {
      if (error instanceof StrategyLimitError) {
        throw new AppError(
          422,
          `An account keeps at most ${max} strategies: delete one before saving another`,
        );
      }
      throw error;
    }
  }

  async update(userId: number, idText: string, body: StrategyWrite): Promise<Strategy> {
    const id = parseId(idText);
    const record = await this.strategies.updateForUser(
      id,
      userId,
      this.content(body),
      this.clock.now().toISOString(),
    );
    if (!record) throw new AppError(404, API_MESSAGES.strategyNotFound);
    return toStrategy(record);
  }

  async remove(userId: number, idText: string): Promise<void> {
    if (!(await this.strategies.deleteForUser(parseId(idText), userId))) {
      throw new AppError(404, API_MESSAGES.strategyNotFound);
    }
  }

  /** Stored documents are always the current version: any older one is migrated on the way in. */
  private content(body: StrategyWrite) {
    const migrated = migrateStrategyConfig(body.strategy_config);
    if (!migrated.ok) throw new AppError(422, migrated.detail);
    return {
      name: body.name,
      description: body.description,
      strategyConfig: migrated.config,
      backtestResults: body.backtest_results,
      summary: summarizeStrategy(migrated.config, body.backtest_results),
    };
  }
}
