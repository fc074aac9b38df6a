import {
  API_MESSAGES,
  MAX_WATCHES_PER_USER,
  OpenPositionSchema,
  RunFiguresSchema,
  WATCH_MESSAGES,
  WatchCheckSchema,
  BacktestResultsSchema,
  migrateStrategyConfig,
  type Watch,
  type WatchAlert,
  type WatchDecision,
  type WatchDetail,
  type WatchList,
  type TestAlertAnswer,
  type WatchCheckAnswer,
  type WatchPatchBody,
} from '@stratblocks/contracts';
import { isUniqueViolation } from '../../db/errors';
import type { Repositories } from '../../db/repositories';
import { WatchLimitError, type AlertRecord, type WatchRecord } from '../../db/watches';
import { AppError } from '../../errors';
import type { Clock } from '../../infra/clock';
import { RATE_LIMITS, type RateLimiter } from '../../infra/rate-limit';
import { nextCheckOf } from './check-slots';
import { parseId } from '../strategies';

function watchId(text: string): number {
  if (!/^[1-9]\d{0,14}$/.test(text)) throw new AppError(404, WATCH_MESSAGES.notFound);
  return Number(text);
}

/** An alert as the API answers it. */
export function toAlert(record: AlertRecord): WatchAlert {
  const decision = record.decision as WatchDecision;
  return {
    id: record.id,
    watch_id: record.watchId,
    bar: record.bar,
    symbol: decision.symbol,
    kind: decision.kind,
    side: decision.side,
    timing: decision.timing,
    reason: decision.reason,
    block: decision.block,
    price: decision.price,
    trades: decision.trades,
    message: record.message,
    created_at: record.createdAt,
  };
}

/** Runs a watch's first check in the background, where this process runs checks. */
export type FirstCheck = (watchId: number) => void;

/** What the process that runs watches does for "Check now" and "Send a test alert". */
export interface WatchActions {
  /** Checks the watch at once and answers its new alerts; null where this process runs no checks. */
  check: ((watchId: number) => Promise<AlertRecord[]>) | null;
  testAlert: (watch: WatchRecord) => Promise<TestAlertAnswer>;
}

/** Where the last check's bars came from, read off its message (market-data's "Data: ..." notes). */
export function dataSourceOf(message: string): Watch['data_source'] {
  // A portfolio mixing sources gets new bars while any of them is Yahoo's.
  if (message.includes('from Yahoo Finance')) return 'yahoo';
  if (message.includes('from your upload')) return 'upload';
  if (message.includes('from the bundled dataset') || message.includes('unreachable')) return 'bundled';
  return null;
}

/** A user's watches: at most 20, on their own saved strategies, paused, muted or deleted at will. */
export class WatchService {
  /** Set by the process that runs checks: a new watch is checked at once. */
  firstCheck: FirstCheck | null = null;
  /** Set by the app once its watch runtime is made. */
  actions: WatchActions | null = null;

  constructor(
    private readonly repositories: Pick<Repositories, 'watches' | 'strategies'>,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async list(userId: number): Promise<WatchList> {
    const records = await this.repositories.watches.listByUser(userId);
    return {
      items: await Promise.all(records.map((record) => this.toWatch(record))),
      limit: MAX_WATCHES_PER_USER,
    };
  }

  async detail(userId: number, idText: string): Promise<WatchDetail> {
    const record = await this.owned(userId, idText);
    const [watch, results, alerts] = await Promise.all([
      this.toWatch(record),
      this.repositories.watches.forwardResults(record.id),
      this.repositories.watches.alerts(record.id, 50),
    ]);
    const forward = BacktestResultsSchema.safeParse(results);
    return { ...watch, forward_results: forward.success ? forward.data : null, alerts: alerts.map(toAlert) };
  }

  /** Watches a saved strategy of the user's (another user's is 404 like a missing one). */
  async create(userId: number, strategyId: number): Promise<Watch> {
    await this.limiter.consume([[RATE_LIMITS.watchCreatePerUser, String(userId)]]);
    const strategy = await this.repositories.strategies.findForUser(parseId(String(strategyId)), userId);
    if (!strategy) throw new AppError(404, API_MESSAGES.strategyNotFound);
    const migrated = migrateStrategyConfig(strategy.strategyConfig);
    if (!migrated.ok) throw new AppError(422, `The strategy cannot be read: ${migrated.detail}`);
    const general = migrated.config.generalSetting;
    if (general.timeInterval === '1 Hour') throw new AppError(422, WATCH_MESSAGES.hourly);
    if (general.timeInterval !== '1 Day') {
      throw new AppError(422, 'Only daily strategies can be watched: set the interval to 1 Day and save');
    }
    if (await this.repositories.watches.findByStrategy(strategy.id)) {
      throw new AppError(409, WATCH_MESSAGES.alreadyWatched);
    }
    const at = this.clock.now().toISOString();
    try {
      const record = await this.repositories.watches.create({
        userId,
        strategyId: strategy.id,
        symbols: migrated.config.portfolio?.symbols ?? [general.tickerSymbol],
        alertsFrom: at.slice(0, 10),
        at,
        maxPerUser: MAX_WATCHES_PER_USER,
      });
      this.firstCheck?.(record.id);
      return await this.toWatch(record);
    } catch (error) {
      if (error instanceof WatchLimitError) throw new AppError(422, WATCH_MESSAGES.tooMany);
      if (isUniqueViolation(error)) throw new AppError(409, WATCH_MESSAGES.alreadyWatched);
      throw error;
    }
  }

  /** Pause, resume (alerts then start from the day of the resume), mute, or stop emails. */
  async patch(userId: number, idText: string, body: WatchPatchBody): Promise<Watch> {
    const current = await this.owned(userId, idText);
    const at = this.clock.now().toISOString();
    const resuming = body.status === 'active' && current.status === 'paused';
    const record = await this.repositories.watches.update(
      current.id,
      userId,
      { ...body, ...(resuming && { alertsFrom: at.slice(0, 10) }) },
      at,
    );
    if (!record) throw new AppError(404, WATCH_MESSAGES.notFound);
    return this.toWatch(record);
  }

  /**
   * "Check now": the watch's check at once (the same as a scheduled one: an alert it makes is
   * recorded and sent once), answering the watch after it. Paused watches are not checked.
   */
  async checkNow(userId: number, idText: string): Promise<WatchCheckAnswer> {
    const record = await this.owned(userId, idText);
    if (record.status === 'paused') throw new AppError(409, WATCH_MESSAGES.paused);
    const check = this.actions?.check;
    if (!check) throw new AppError(503, WATCH_MESSAGES.checksElsewhere);
    await this.limiter.consume([[RATE_LIMITS.watchCheckPerUser, String(userId)]]);
    const alerts = await check(record.id);
    const after = await this.owned(userId, idText);
    return { watch: await this.toWatch(after), new_alerts: alerts.map(toAlert) };
  }

  /** "Send a test alert" through each channel of the watch, marked as a test (docs/watches.md). */
  async testAlert(userId: number, idText: string): Promise<TestAlertAnswer> {
    const record = await this.owned(userId, idText);
    if (!this.actions) throw new AppError(503, 'Alerts are not sent by this server');
    await this.limiter.consume([[RATE_LIMITS.testAlertPerUser, String(userId)]]);
    return this.actions.testAlert(record);
  }

  async remove(userId: number, idText: string): Promise<void> {
    if (!(await this.repositories.watches.delete(watchId(idText), userId))) {
      throw new AppError(404, WATCH_MESSAGES.notFound);
    }
  }

  private async owned(userId: number, idText: string): Promise<WatchRecord> {
    const record = await this.repositories.watches.findForUser(watchId(idText), userId);
    if (!record) throw new AppError(404, WATCH_MESSAGES.notFound);
    return record;
  }

  private async toWatch(record: WatchRecord): Promise<Watch> {
    const [latest] = await this.repositories.watches.alerts(record.id, 1);
    const check = WatchCheckSchema.safeParse(record.lastCheck);
    const forward = RunFiguresSchema.safeParse(record.forwardFigures);
    const backtest = RunFiguresSchema.safeParse(record.backtestFigures);
    const positions = OpenPositionSchema.array().safeParse(record.positions);
    // The strategy's shape is stored beside it on save: no document is read or parsed here.
    const shape = record.strategyShape;
    const saved = record.strategySavedAt.slice(0, 10);
    const started = record.createdAt.slice(0, 10);
    return {
      id: record.id,
      strategy_id: record.strategyId,
      strategy_name: record.strategyName,
      // The strategy's symbols as saved now: a portfolio may have been edited since the watch started.
      symbols: shape?.symbols ?? record.symbols,
      portfolio_mode: shape?.portfolioMode ?? null,
      interval: shape?.interval ?? '1 Day',
      status: record.status,
      muted: record.muted,
      email: record.email,
      created_at: record.createdAt,
      forward_from: saved > started ? saved : started,
      last_check: check.success ? check.data : null,
      last_alert: latest ? toAlert(latest) : null,
      positions: positions.success ? positions.data : [],
      forward: forward.success ? forward.data : null,
      backtest: backtest.success ? backtest.data : null,
      data_source: check.success && check.data.status === 'ok' ? dataSourceOf(check.data.message) : null,
      next_check_at:
        record.status === 'paused' || !shape
          ? null
          : nextCheckOf(shape.assetClass, this.clock.now()).toISOString(),
    };
  }
}
