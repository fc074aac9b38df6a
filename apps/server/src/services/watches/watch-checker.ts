import {
  decisionsOfRun,
  describeDecision,
  migrateStrategyConfig,
  openAtNewestClose,
  withNextSessionBars,
  type ClosedTrade,
  type ProvisionalPortfolio,
  type StrategyConfig,
} from '@stratblocks/contracts';
import { sliceByDate, type BarSeries, type OtherSeries } from '@stratblocks/engine';
import { MarketDataError } from '@stratblocks/market-data';
import { CHECKS_PER_USER, type BacktestRunner } from '../../backtests/pool';
import { PerUserLimit } from '../../backtests/per-user-limit';
import { isSeriesList, loadRunBarsOf, seriesOf } from '../../backtests/run-bars';
import { AppError } from '../../errors';
import type { Repositories } from '../../db/repositories';
import type { AlertRecord, NewAlert, WatchToCheck } from '../../db/watches';
import { latestDue } from '../../infra/check-scheduler';
import type { Clock } from '../../infra/clock';
import type { MarketDataService } from '../../market-data/service';
import type { ServiceLog } from '../../infra/log';
import { alertTitle, slotOf, slotOfAssetClass, WATCH_CHECK_SLOTS } from './check-slots';
import { CheckError, runWindow, singleSymbolRun, tradesOnBars } from './run-strategy';

const dateOnly = (iso: string) => iso.slice(0, 10);

export { alertTitle, WATCH_CHECK_SLOTS };

/**
 * Where a check's bars came from, for its last check: the notes of the data as loaded, a
 * portfolio's grouped by source ("Data: SPY, QQQ from Yahoo Finance (...)"), without each
 * symbol's fetch time, so that a list of symbols reads as one line.
 */
export function sourceOf(notes: readonly string[], portfolio: boolean): string {
  const kept = notes.filter((note) => note.startsWith('Data:') || note.includes('unreachable'));
  if (!portfolio) return kept.join(' ');
  const bySource = new Map<string, string[]>();
  const others: string[] = [];
  for (const note of kept) {
    const match = /^Data: (\S+) from (.+?)(?:, (?:fetched|cached) at \S+)?$/.exec(note);
    if (!match) {
      if (!others.includes(note)) others.push(note);
      continue;
    }
    const [, symbol = '', from = ''] = match;
    bySource.set(from, [...(bySource.get(from) ?? []), symbol]);
  }
  const grouped = [...bySource].map(([from, symbols]) => `Data: ${symbols.join(', ')} from ${from}.`);
  return [...others, ...grouped].join(' ');
}

export interface WatchCheckerDeps {
  repositories: Pick<Repositories, 'watches' | 'users' | 'notifications'>;
  marketData: MarketDataService;
  /** Worker threads of this process: checks never run the engine on the event loop. */
  runner: BacktestRunner;
  clock: Clock;
  log: ServiceLog;
}

/**
 * The check of docs/watches.md#watching-a-strategy: after each completed bar, each active watch's strategy runs up to
 * the newest bar (with a provisional next bar, watch-decisions.ts) and every decision of a bar
 * not checked before becomes an alert, recorded once (unique per watch, bar and event) with its
 * notification and deliveries in one transaction. The forward test (the same backtest from the
 * day the watch started, or the strategy's last save after it) and the backtest of the saved
 * window are run again when there is something new.
 */
export class WatchChecker {
  /**
   * One user's checks in progress at once (bars loaded, runs, record): the others wait their turn,
   * so a burst of new watches costs one user's turns, not everyone's event loop and workers.
   */
  private readonly turns = new PerUserLimit(CHECKS_PER_USER);

  constructor(private readonly deps: WatchCheckerDeps) {}

  /**
   * A schedule slot's run: skipped when its latest due time already ran (a repeated or late job),
   * else every active watch of the slot is checked and the due time recorded.
   */
  async runSlot(slotName: string): Promise<void> {
    const slot = WATCH_CHECK_SLOTS.find((each) => each.name === slotName);
    if (!slot) return;
    const { watches } = this.deps.repositories;
    const now = this.deps.clock.now();
    const due = latestDue(slot.pattern, now).toISOString();
    const last = await watches.lastScheduleRun(slot.name);
    if (last !== null && last >= due) return;
    // The list holds no document: only the watches of this slot are read, one at a time, so a
    // slot's cost grows with its own watches and memory holds one strategy at a time.
    for (const { id, assetClass } of await watches.listActiveSlots()) {
      if (assetClass !== undefined && slotOfAssetClass(assetClass) !== slot.name) continue;
      const watch = await watches.findActive(id);
      if (!watch) continue;
      if (assetClass === undefined) {
        // A shape stored before it carried the asset class: the document says.
        const migrated = migrateStrategyConfig(watch.strategyConfig);
        if (migrated.ok && slotOf(migrated.config) !== slot.name) continue;
      }
      await this.checkWatch(watch);
    }
    await watches.setScheduleRun(slot.name, due, this.deps.clock.now().toISOString());
  }

  /** Checks one watch now (a new watch's first check); answers its new alerts. */
  async checkNow(watchId: number): Promise<AlertRecord[]> {
    // Only this watch is read: the cost of a first check does not grow with the server's watches.
    const { watches } = this.deps.repositories;
    const found = await watches.findActive(watchId);
    if (!found) return [];
    const waits = this.turns.count(found.userId) >= this.turns.perUser;
    const release = await this.turns.acquire(found.userId);
    try {
      // A watch deleted or changed while its check waited: its state now is what is checked.
      const watch = waits ? await watches.findActive(watchId) : found;
      return watch ? await this.checkWatchNow(watch) : [];
    } finally {
      release();
    }
  }

  /** Checks a watch in its user's turn; a failure is recorded as its last check, never thrown. */
  async checkWatch(watch: WatchToCheck): Promise<AlertRecord[]> {
    const release = await this.turns.acquire(watch.userId);
    try {
      return await this.checkWatchNow(watch);
    } finally {
      release();
    }
  }

  private async checkWatchNow(watch: WatchToCheck): Promise<AlertRecord[]> {
    const at = this.deps.clock.now().toISOString();
    try {
      return await this.check(watch, at);
    } catch (error) {
      const known =
        error instanceof CheckError || error instanceof MarketDataError || error instanceof AppError;
      const message = known ? error.message : 'The check failed: it runs again at the next check';
      if (!known) this.deps.log.error({ err: error, watchId: watch.id }, 'watch check failed');
      await this.deps.repositories.watches.recordCheck(
        watch,
        {
          checkedThrough: watch.checkedThrough,
          lastCheck: { at, status: 'error', message, newest_bar: watch.checkedThrough },
          at,
        },
        [],
        { inApp: null, email: null, webhook: null },
      );
      return [];
    }
  }

  private async check(watch: WatchToCheck, at: string): Promise<AlertRecord[]> {
    const { marketData, runner, repositories } = this.deps;
    const migrated = migrateStrategyConfig(watch.strategyConfig);
    if (!migrated.ok) throw new CheckError(`The strategy cannot be read: ${migrated.detail}`);
    const config = migrated.config;
    const general = config.generalSetting;
    if (general.timeInterval !== '1 Day') {
      throw new CheckError('Only daily strategies are checked: set the interval to 1 Day');
    }
    const loaded = await loadRunBarsOf(
      marketData,
      { ...config, generalSetting: { ...general, endDate: dateOnly(at) } },
      watch.userId,
    );
    const series = seriesOf(loaded.bars);
    const everyDay = general.assetClass === 'Cryptocurrency';
    // Every symbol with a provisional bar on the one next session date (a single series too).
    const provisional = withNextSessionBars(series, everyDay);
    const newest = provisional.newest;
    const source = sourceOf(loaded.notes, series.length > 1);
    const lastCheck = { at, status: 'ok', message: source, newest_bar: newest };
    const strategyChanged = watch.backtestFor !== watch.strategyUpdatedAt;
    if (newest === watch.checkedThrough && !strategyChanged) {
      return repositories.watches.recordCheck(watch, { checkedThrough: newest, lastCheck, at }, [], {
        inApp: null,
        email: null,
        webhook: null,
      });
    }

    // The decisions: the run up to the newest bar, with a provisional next bar.
    // Every other symbol the blocks read was refreshed with the traded bars (loadRunBarsOf).
    const trades = await this.decidingTrades(config, provisional, watch.userId, loaded.others);
    // A decision's bar is never after its trade's exit: a trade that exited before the first bar
    // this check reports decides nothing it reports (a scan's history holds thousands of trades).
    const firstReported = [watch.alertsFrom, watch.checkedThrough ?? ''].sort()[1] ?? watch.alertsFrom;
    const reportable = trades.filter((trade) => trade.exit_date >= firstReported);
    const decisions = decisionsOfRun(reportable, provisional.dates, provisional.datesByTicker).filter(
      (decision) =>
        decision.bar >= watch.alertsFrom &&
        (watch.checkedThrough === null || decision.bar > watch.checkedThrough),
    );
    const positions = openAtNewestClose(trades, provisional.dates);

    // The forward test: the same backtest from the later of the watch's start and the last save.
    const forwardFrom = [dateOnly(watch.createdAt), dateOnly(watch.strategyUpdatedAt)].sort()[1] ?? newest;
    const forwardSeries = series.map((bars) => sliceByDate(bars, forwardFrom, newest));
    const forwardBars = isSeriesList(loaded.bars) ? forwardSeries : (forwardSeries[0] as BarSeries);
    const forwardDates = new Set(forwardSeries.flatMap((bars) => bars.times));
    const forward =
      forwardDates.size >= 2
        ? await runWindow(
            runner,
            { ...config, generalSetting: { ...general, startDate: forwardFrom, endDate: newest } },
            forwardBars,
            watch.userId,
            loaded.others,
            true,
          )
        : null;

    let backtestFigures: unknown = undefined;
    if (strategyChanged || watch.backtestFigures === null) {
      const saved = await loadRunBarsOf(marketData, config, watch.userId).catch(() => null);
      backtestFigures = saved
        ? (await runWindow(runner, config, saved.bars, watch.userId, saved.others, false)).figures
        : null;
    }

    const alerts: NewAlert[] = decisions.map((decision) => ({
      title: alertTitle(watch.strategyName, decision),
      bar: decision.bar,
      eventKey: decision.key,
      decision,
      message: describeDecision(decision),
    }));
    const channels = watch.muted ? { inApp: null, email: null, webhook: null } : await this.channels(watch);
    return repositories.watches.recordCheck(
      watch,
      {
        checkedThrough: newest,
        lastCheck,
        positions,
        forwardFigures: forward?.figures ?? null,
        forwardResultsJson: forward?.resultsJson ?? null,
        ...(backtestFigures !== undefined && { backtestFigures, backtestFor: watch.strategyUpdatedAt }),
        at,
      },
      alerts,
      channels,
    );
  }

  /**
   * The trades of the run up to the provisional bar whose decisions a check reads: one account
   * (a single symbol, or a shared portfolio whose trades name their ticker), or for a scan
   * ("separate") each symbol's own run, so that each symbol alerts on its own decisions.
   */
  private async decidingTrades(
    config: StrategyConfig,
    provisional: ProvisionalPortfolio,
    userId: number,
    others: OtherSeries,
  ): Promise<ClosedTrade[]> {
    const { runner } = this.deps;
    const endDate = provisional.dates[provisional.dates.length - 1] ?? provisional.newest;
    const strategy = { ...config, generalSetting: { ...config.generalSetting, endDate } };
    if (!config.portfolio) {
      return tradesOnBars(runner, strategy, provisional.series[0] as BarSeries, userId, others);
    }
    if (config.portfolio.mode === 'shared') {
      return tradesOnBars(runner, strategy, provisional.series, userId, others);
    }
    const trades: ClosedTrade[] = [];
    for (const bars of provisional.series) {
      const own = singleSymbolRun(strategy, bars);
      trades.push(...(await tradesOnBars(runner, own, bars, userId, others)));
    }
    return trades;
  }

  private async channels(watch: WatchToCheck) {
    const { users, notifications } = this.deps.repositories;
    const user = await users.findById(watch.userId);
    const webhook = await notifications.findWebhook(watch.userId);
    return {
      inApp: { strategyId: watch.strategyId },
      email: watch.email && user?.isVerified ? user.email : null,
      webhook: webhook?.url ?? null,
    };
  }
}
