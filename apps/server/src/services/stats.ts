import type { PublicStats } from '@stratblocks/contracts';
import type { Repositories } from '../db/repositories';
import type { Clock } from '../infra/clock';
import { logFailure } from '../infra/failures';

/** A user counts as active when seen (signed in or made an authenticated call) this recently. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** How long finished backtests are counted in memory before one write adds them to the global counter. */
export const COUNTER_FLUSH_MS = 250;

/** The public counters of the landing page, all real counts. */
export class StatsService {
  /** Backtests finished and not yet added to the global counter. */
  private unwrittenRuns = 0;
  private flushTimer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly repositories: Pick<Repositories, 'users' | 'strategies' | 'counters'>,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<PublicStats> {
    // This process's runs are counted before it reads (another process's within COUNTER_FLUSH_MS).
    await this.flush();
    const { users, strategies, counters } = this.repositories;
    const since = new Date(this.clock.now().getTime() - ACTIVE_WINDOW_MS).toISOString();
    const [strategyCount, backtests, userCount, active] = await Promise.all([
      strategies.count(),
      counters.get('backtests_run'),
      users.count(),
      users.countSeenSince(since),
    ]);
    return { strategies: strategyCount, backtests, users: userCount, active_users: active };
  }

  /**
   * Counts one finished backtest: the global counter, and the user's total_backtests_run when the
   * run was made signed in. Called by the backtest routes.
   */
  async recordBacktestRun(userId: number | null): Promise<void> {
    // The global counter takes one write per COUNTER_FLUSH_MS instead of one per run: under load
    // that write was a large part of the event loop's work per streamed backtest.
    this.unwrittenRuns += 1;
    if (!this.flushTimer) {
      this.flushTimer = setTimeout(() => {
        void this.flush().catch(logFailure('warn', 'writing the run counters'));
      }, COUNTER_FLUSH_MS);
      // Closing the app writes what is left (app.ts); the timer alone keeps no process alive.
      this.flushTimer.unref();
    }
    if (userId !== null) await this.repositories.users.incrementBacktestsRun(userId);
  }

  /** Writes the runs counted in memory (called before reading and when the app closes). */
  flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const runs = this.unwrittenRuns;
    this.unwrittenRuns = 0;
    if (runs === 0) return this.flushing.catch(logFailure('warn', 'writing the run counters'));
    this.flushing = this.flushing
      .catch(logFailure('warn', 'writing the run counters'))
      .then(() => this.repositories.counters.increment('backtests_run', runs))
      .catch((error: unknown) => {
        // Not lost: written with the next flush.
        this.unwrittenRuns += runs;
        throw error;
      });
    return this.flushing;
  }
}
