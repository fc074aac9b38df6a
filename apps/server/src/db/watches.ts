import type { Kysely, Selectable } from 'kysely';
import { parseJson, toCount } from './errors';
import { parseShape, type StrategyShape } from './strategy-shape';
import type { Database, WatchAlertsTable, WatchesTable } from './schema';

/** A watch as the services see it (JSON parsed, not yet validated). */
export interface WatchRecord {
  id: number;
  userId: number;
  strategyId: number;
  strategyName: string;
  symbols: string[];
  status: 'active' | 'paused';
  muted: boolean;
  email: boolean;
  alertsFrom: string;
  checkedThrough: string | null;
  lastCheck: unknown;
  positions: unknown;
  forwardFigures: unknown;
  backtestFigures: unknown;
  backtestFor: string | null;
  createdAt: string;
  updatedAt: string;
  /** What the list shows of the strategy as saved now (null when its document cannot be read). */
  strategyShape: StrategyShape | null;
  /** When the strategy was last saved. */
  strategySavedAt: string;
}

/** A watch with what a check needs of its strategy. */
export interface WatchToCheck extends WatchRecord {
  strategyConfig: unknown;
  strategyUpdatedAt: string;
}

export interface NewWatch {
  userId: number;
  strategyId: number;
  symbols: string[];
  alertsFrom: string;
  at: string;
  /** The most watches the user may hold: counted under a lock on the user's row (docs/watches.md). */
  maxPerUser: number;
}

/** The user already holds `limit` watches: nothing was inserted. */
export class WatchLimitError extends Error {
  constructor(readonly limit: number) {
    super(`At most ${limit} watches per user`);
  }
}

export interface WatchPatch {
  status?: 'active' | 'paused';
  muted?: boolean;
  email?: boolean;
  alertsFrom?: string;
}

/** What a check writes on its watch. */
export interface CheckUpdate {
  checkedThrough: string | null;
  lastCheck: unknown;
  positions?: unknown;
  forwardFigures?: unknown;
  /** The forward test's results as JSON text, as the worker that ran them wrote them. */
  forwardResultsJson?: string | null;
  backtestFigures?: unknown;
  backtestFor?: string;
  at: string;
}

export interface AlertRecord {
  id: number;
  watchId: number;
  userId: number;
  bar: string;
  eventKey: string;
  decision: unknown;
  message: string;
  createdAt: string;
}

export interface NewAlert {
  /** The title of its notification. */
  title: string;
  bar: string;
  eventKey: string;
  decision: unknown;
  message: string;
}

/** How a new alert is to be notified (nothing when the watch is muted). */
export interface AlertChannels {
  inApp: { strategyId: number } | null;
  /** The address to email, or null. */
  email: string | null;
  /** The webhook URL, or null. */
  webhook: string | null;
}

/** An active watch as a schedule lists it: no document, only what picks its slot. */
export interface ActiveWatchSlot {
  id: number;
  assetClass: string | undefined;
}

/** Watches, their alerts and the schedules' last runs. Reads and writes by user are scoped to the owner. */
export interface WatchRepository {
  listByUser(userId: number): Promise<WatchRecord[]>;
  countByUser(userId: number): Promise<number>;
  findForUser(id: number, userId: number): Promise<WatchRecord | null>;
  findByStrategy(strategyId: number): Promise<WatchRecord | null>;
  /**
   * Inserts a watch when the user holds fewer than `maxPerUser`, else throws WatchLimitError;
   * throws a unique violation when the strategy is already watched.
   */
  create(watch: NewWatch): Promise<WatchRecord>;
  update(id: number, userId: number, patch: WatchPatch, at: string): Promise<WatchRecord | null>;
  delete(id: number, userId: number): Promise<boolean>;
  /**
   * Active watches, oldest first, with what a schedule needs to pick its own: the asset class from
   * the stored shape (undefined when the shape predates it). No strategy document is read.
   */
  listActiveSlots(): Promise<ActiveWatchSlot[]>;
  /** One active watch with its strategy (a new watch's first check reads no other), or null. */
  findActive(id: number): Promise<WatchToCheck | null>;
  forwardResults(id: number): Promise<unknown>;
  /**
   * Records a check in one transaction: the watch's new state, the alerts not recorded before
   * (one per watch, bar and event: a repeated one is skipped) and, for each new one, its in-app
   * notification and its deliveries. Answers the alerts that were new.
   */
  recordCheck(
    watch: WatchRecord,
    update: CheckUpdate,
    alerts: NewAlert[],
    channels: AlertChannels,
  ): Promise<AlertRecord[]>;
  /** The newest alerts of a watch first. */
  alerts(watchId: number, limit: number): Promise<AlertRecord[]>;
  /** The due time of a schedule's last run (ISO), or null. */
  lastScheduleRun(slot: string): Promise<string | null>;
  setScheduleRun(slot: string, due: string, at: string): Promise<void>;
}

type WatchRow = Selectable<WatchesTable> & {
  strategy_name: string;
  strategy_shape: string | null;
  strategy_saved_at: string;
};

function toWatch(row: WatchRow): WatchRecord {
  const json = (text: string | null) => (text === null ? null : parseJson(text));
  return {
    id: row.id,
    userId: row.user_id,
    strategyId: row.strategy_id,
    strategyName: row.strategy_name,
    symbols: parseJson(row.symbols) as string[],
    status: row.status === 'paused' ? 'paused' : 'active',
    muted: row.muted === 1,
    email: row.email === 1,
    alertsFrom: row.alerts_from,
    checkedThrough: row.checked_through,
    lastCheck: json(row.last_check),
    positions: json(row.positions),
    forwardFigures: json(row.forward_figures),
    backtestFigures: json(row.backtest_figures),
    backtestFor: row.backtest_for,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    strategyShape: parseShape(row.strategy_shape),
    strategySavedAt: row.strategy_saved_at,
  };
}

function toAlert(row: Selectable<WatchAlertsTable>): AlertRecord {
  return {
    id: row.id,
    watchId: row.watch_id,
    userId: row.user_id,
    bar: row.bar,
    eventKey: row.event_key,
    decision: parseJson(row.decision),
    message: row.message,
    createdAt: row.created_at,
  };
}

const WATCH_COLUMNS = [
  'watches.id',
  'watches.user_id',
  'watches.strategy_id',
  'watches.symbols',
  'watches.status',
  'watches.muted',
  'watches.email',
  'watches.alerts_from',
  'watches.checked_through',
  'watches.last_check',
  'watches.positions',
  'watches.forward_figures',
  'watches.backtest_figures',
  'watches.backtest_for',
  'watches.created_at',
  'watches.updated_at',
  'strategies.name as strategy_name',
  // The strategy's shape, never its documents: listing watches parses no strategy.
  'strategies.shape as strategy_shape',
  'strategies.updated_at as strategy_saved_at',
] as const;

export class KyselyWatchRepository implements WatchRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private select() {
    return this.db
      .selectFrom('watches')
      .innerJoin('strategies', 'strategies.id', 'watches.strategy_id')
      .select(WATCH_COLUMNS);
  }

  async listByUser(userId: number): Promise<WatchRecord[]> {
    const rows = await this.select().where('watches.user_id', '=', userId).orderBy('watches.id').execute();
    return rows.map((row) => toWatch({ ...row, forward_results: null }));
  }

  async countByUser(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('watches')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return toCount(row?.count);
  }

  async findForUser(id: number, userId: number): Promise<WatchRecord | null> {
    const row = await this.select()
      .where('watches.id', '=', id)
      .where('watches.user_id', '=', userId)
      .executeTakeFirst();
    return row ? toWatch({ ...row, forward_results: null }) : null;
  }

  async findByStrategy(strategyId: number): Promise<WatchRecord | null> {
    const row = await this.select().where('watches.strategy_id', '=', strategyId).executeTakeFirst();
    return row ? toWatch({ ...row, forward_results: null }) : null;
  }

  async create(watch: NewWatch): Promise<WatchRecord> {
    const inserted = await this.db.transaction().execute(async (trx) => {
      // Writing the user's row first locks it until the commit (a row lock on PostgreSQL, the
      // database's write lock on SQLite), so parallel creates of one user count one after the
      // other and the cap holds; other users' creates do not wait.
      await trx
        .updateTable('users')
        .set((eb) => ({ id: eb.ref('id') }))
        .where('id', '=', watch.userId)
        .execute();
      const held = await trx
        .selectFrom('watches')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', watch.userId)
        .executeTakeFirst();
      if (toCount(held?.count) >= watch.maxPerUser) throw new WatchLimitError(watch.maxPerUser);
      return trx
        .insertInto('watches')
        .values({
          user_id: watch.userId,
          strategy_id: watch.strategyId,
          symbols: JSON.stringify(watch.symbols),
          status: 'active',
          muted: 0,
          email: 1,
          alerts_from: watch.alertsFrom,
          checked_through: null,
          last_check: null,
          positions: '[]',
          forward_figures: null,
          forward_results: null,
          backtest_figures: null,
          backtest_for: null,
          created_at: watch.at,
          updated_at: watch.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    const record = await this.findForUser(inserted.id, watch.userId);
    if (!record) throw new Error('The new watch could not be read back');
    return record;
  }

  async update(id: number, userId: number, patch: WatchPatch, at: string): Promise<WatchRecord | null> {
    const result = await this.db
      .updateTable('watches')
      .set({
        ...(patch.status !== undefined && { status: patch.status }),
        ...(patch.muted !== undefined && { muted: patch.muted ? 1 : 0 }),
        ...(patch.email !== undefined && { email: patch.email ? 1 : 0 }),
        ...(patch.alertsFrom !== undefined && { alerts_from: patch.alertsFrom }),
        updated_at: at,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return null;
    return this.findForUser(id, userId);
  }

  async delete(id: number, userId: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .deleteFrom('watches')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      // Alerts' notifications go with their alerts (cascade); test alerts' belong to no alert.
      await trx
        .deleteFrom('notifications')
        .where('watch_id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      return true;
    });
  }

  private selectToCheck() {
    return this.select()
      .select(['strategies.strategy_config', 'strategies.updated_at as strategy_updated_at'])
      .where('watches.status', '=', 'active');
  }

  async listActiveSlots(): Promise<ActiveWatchSlot[]> {
    const rows = await this.db
      .selectFrom('watches')
      .innerJoin('strategies', 'strategies.id', 'watches.strategy_id')
      .select(['watches.id', 'strategies.shape'])
      .where('watches.status', '=', 'active')
      .orderBy('watches.id')
      .execute();
    return rows.map((row) => ({ id: row.id, assetClass: parseShape(row.shape)?.assetClass }));
  }

  async findActive(id: number): Promise<WatchToCheck | null> {
    const row = await this.selectToCheck().where('watches.id', '=', id).executeTakeFirst();
    if (!row) return null;
    return {
      ...toWatch({ ...row, forward_results: null }),
      strategyConfig: parseJson(row.strategy_config),
      strategyUpdatedAt: row.strategy_updated_at,
    };
  }

  async forwardResults(id: number): Promise<unknown> {
    const row = await this.db
      .selectFrom('watches')
      .select('forward_results')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.forward_results ? parseJson(row.forward_results) : null;
  }

  async recordCheck(
    watch: WatchRecord,
    update: CheckUpdate,
    alerts: NewAlert[],
    channels: AlertChannels,
  ): Promise<AlertRecord[]> {
    const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
    return this.db.transaction().execute(async (trx) => {
      const created: AlertRecord[] = [];
      for (const alert of alerts) {
        const row = await trx
          .insertInto('watch_alerts')
          .values({
            watch_id: watch.id,
            user_id: watch.userId,
            bar: alert.bar,
            event_key: alert.eventKey,
            decision: JSON.stringify(alert.decision),
            message: alert.message,
            created_at: update.at,
          })
          .onConflict((conflict) => conflict.columns(['watch_id', 'bar', 'event_key']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!row) continue;
        created.push(toAlert(row));
        if (channels.inApp) {
          await trx
            .insertInto('notifications')
            .values({
              user_id: watch.userId,
              alert_id: row.id,
              watch_id: watch.id,
              strategy_id: channels.inApp.strategyId,
              title: alert.title,
              body: alert.message,
              created_at: update.at,
              read_at: null,
            })
            .execute();
        }
        for (const [channel, target] of [
          ['email', channels.email],
          ['webhook', channels.webhook],
        ] as const) {
          if (target === null) continue;
          await trx
            .insertInto('alert_deliveries')
            .values({
              alert_id: row.id,
              user_id: watch.userId,
              channel,
              target,
              status: 'pending',
              attempts: 0,
              next_attempt_at: update.at,
              claimed_until: null,
              response_status: null,
              error: null,
              created_at: update.at,
              sent_at: null,
            })
            .execute();
        }
      }
      await trx
        .updateTable('watches')
        .set({
          checked_through: update.checkedThrough,
          last_check: JSON.stringify(update.lastCheck),
          ...(update.positions !== undefined && { positions: JSON.stringify(update.positions) }),
          ...(update.forwardFigures !== undefined && {
            forward_figures: json(update.forwardFigures) ?? null,
          }),
          ...(update.forwardResultsJson !== undefined && { forward_results: update.forwardResultsJson }),
          ...(update.backtestFigures !== undefined && {
            backtest_figures: json(update.backtestFigures) ?? null,
          }),
          ...(update.backtestFor !== undefined && { backtest_for: update.backtestFor }),
        })
        .where('id', '=', watch.id)
        .execute();
      return created;
    });
  }

  async alerts(watchId: number, limit: number): Promise<AlertRecord[]> {
    const rows = await this.db
      .selectFrom('watch_alerts')
      .selectAll()
      .where('watch_id', '=', watchId)
      .orderBy('bar', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toAlert);
  }

  async lastScheduleRun(slot: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('watch_schedule_runs')
      .select('last_due')
      .where('slot', '=', slot)
      .executeTakeFirst();
    return row?.last_due ?? null;
  }

  async setScheduleRun(slot: string, due: string, at: string): Promise<void> {
    await this.db
      .insertInto('watch_schedule_runs')
      .values({ slot, last_due: due, finished_at: at })
      .onConflict((conflict) => conflict.column('slot').doUpdateSet({ last_due: due, finished_at: at }))
      .execute();
  }
}
