import { randomBytes } from 'node:crypto';
import {
  REPORT_NOT_FOUND,
  API_MESSAGES,
  SHARE_TOKEN_PATTERN,
  readSavedResearch,
  reportPath,
  type ResearchResults,
  type SavedResearch,
  type SharedReport,
  type StrategyConfig,
  type StrategyRules,
  type StrategyShare,
} from '@stratblocks/contracts';
import type { StrategyChecker } from '../backtests/strategy-checker';
import { isUniqueViolation } from '../db/errors';
import type { StrategyRepository } from '../db/strategies';
import type { ShareRecord, StrategyResearchRepository, StrategyShareRepository } from '../db/strategy-shares';
import { AppError } from '../errors';
import type { Clock } from '../infra/clock';
import { parseId, toStrategy } from './strategies';

/** 24 random bytes, base64url: 32 characters, 192 bits. */
export function newShareToken(): string {
  return randomBytes(24).toString('base64url');
}

function toShare(record: ShareRecord): StrategyShare {
  return { token: record.token, path: reportPath(record.token), created_at: record.createdAt };
}

/**
 * The strategy's logic in words, compiled in the checker's thread (never on the event loop: a
 * saved document may be as large as the limits allow).
 */
async function strategyRules(checker: StrategyChecker, config: StrategyConfig): Promise<StrategyRules> {
  const intraday = config.generalSetting.timeInterval === '1 Hour';
  const outcome = await checker.check(config, { intraday, python: false });
  if (outcome.status === 'checked') return outcome.rules;
  throw new AppError(
    500,
    outcome.status === 'failed' ? outcome.message : 'The strategy took too long to read',
  );
}

/**
 * Shareable reports and saved robustness results. The owner opts in: a link exists only after
 * share(), and revoke() deletes it, after which its token answers 404 like any guessed one.
 */
export class ReportService {
  constructor(
    private readonly strategies: StrategyRepository,
    private readonly shares: StrategyShareRepository,
    private readonly research: StrategyResearchRepository,
    private readonly clock: Clock,
    private readonly checker: StrategyChecker,
  ) {}

  /** The owner's strategy id, or 404 exactly as for a missing strategy. */
  private async ownedId(userId: number, idText: string): Promise<number> {
    const id = parseId(idText);
    if (!(await this.strategies.findForUser(id, userId)))
      throw new AppError(404, API_MESSAGES.strategyNotFound);
    return id;
  }

  /** Creates the link, or answers the live one: sharing twice gives the same token. */
  async share(userId: number, idText: string): Promise<{ share: StrategyShare; created: boolean }> {
    const id = await this.ownedId(userId, idText);
    const existing = await this.shares.findByStrategy(id);
    if (existing) return { share: toShare(existing), created: false };
    try {
      const record = await this.shares.create(id, newShareToken(), this.clock.now().toISOString());
      return { share: toShare(record), created: true };
    } catch (error) {
      // Two clicks at once: the other request made the link.
      if (!isUniqueViolation(error)) throw error;
      const raced = await this.shares.findByStrategy(id);
      if (!raced) throw error;
      return { share: toShare(raced), created: false };
    }
  }

  async shareStatus(userId: number, idText: string): Promise<{ share: StrategyShare | null }> {
    const record = await this.shares.findByStrategy(await this.ownedId(userId, idText));
    return { share: record ? toShare(record) : null };
  }

  /** Deletes the link; revoking a strategy that is not shared is not an error. */
  async revoke(userId: number, idText: string): Promise<void> {
    await this.shares.deleteByStrategy(await this.ownedId(userId, idText));
  }

  async saveResearch(userId: number, idText: string, results: ResearchResults): Promise<SavedResearch> {
    const id = await this.ownedId(userId, idText);
    const record = await this.research.save(id, results, this.clock.now().toISOString());
    return { research: results, updated_at: record.updatedAt };
  }

  async getResearch(userId: number, idText: string): Promise<SavedResearch> {
    const record = await this.research.find(await this.ownedId(userId, idText));
    return {
      research: record ? readSavedResearch(record.results) : null,
      updated_at: record?.updatedAt ?? null,
    };
  }

  /** The public report behind a token; an unknown, revoked or malformed token is 404. */
  async report(token: string): Promise<SharedReport> {
    if (!SHARE_TOKEN_PATTERN.test(token)) throw new AppError(404, REPORT_NOT_FOUND);
    const found = await this.shares.findByToken(token);
    if (!found) throw new AppError(404, REPORT_NOT_FOUND);
    const strategy = toStrategy(found.strategy);
    const research = await this.research.find(found.strategy.id);
    return {
      name: strategy.name,
      description: strategy.description,
      strategy_config: strategy.strategy_config,
      rules: await strategyRules(this.checker, strategy.strategy_config),
      backtest_results: strategy.backtest_results,
      research: research ? readSavedResearch(research.results) : null,
      shared_at: found.share.createdAt,
      updated_at: strategy.updated_at,
    };
  }
}
