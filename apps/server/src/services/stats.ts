import type { PublicStats } from '@stratblocks/contracts';
import type { Repositories } from '../db/repositories';
import type { Clock } from '../infra/clock';

/** A user counts as active when seen (signed in or made an authenticated call) this recently. */
export const ACTIVE_WINDOW_MS = 5 * 60_000;

/** The public counters of the landing page, all real counts. */
export class StatsService {
  constructor(
    private readonly repositories: Pick<Repositories, 'users' | 'strategies' | 'counters'>,
    private readonly clock: Clock,
  ) {}

  async stats(): Promise<PublicStats> {
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
    await this.repositories.counters.increment('backtests_run');
    if (userId !== null) await this.repositories.users.incrementBacktestsRun(userId);
  }
}
