/**
 * At most `perUser` runs of one user at once; the next ones wait their turn (in order) rather than
 * fail. Watch checks go through one (docs/watches.md#where-checks-run), so that one user's burst
 * of new watches cannot take every worker from other users' backtests.
 */
export class PerUserLimit {
  private readonly running = new Map<number, number>();
  private readonly waiting = new Map<number, (() => void)[]>();

  constructor(readonly perUser: number) {}

  /** Resolves when the user may start a run; call the answer once the run has ended. */
  async acquire(userId: number): Promise<() => void> {
    const running = this.running.get(userId) ?? 0;
    if (running < this.perUser) this.running.set(userId, running + 1);
    else {
      // The slot is handed over by release: the count stays as it is.
      await new Promise<void>((resolve) => {
        this.waiting.set(userId, [...(this.waiting.get(userId) ?? []), resolve]);
      });
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.release(userId);
    };
  }

  /** The user's runs started or waiting to. */
  count(userId: number): number {
    return (this.running.get(userId) ?? 0) + (this.waiting.get(userId)?.length ?? 0);
  }

  private release(userId: number): void {
    const queue = this.waiting.get(userId);
    const next = queue?.shift();
    if (queue?.length === 0) this.waiting.delete(userId);
    if (next) {
      next();
      return;
    }
    const running = (this.running.get(userId) ?? 1) - 1;
    if (running > 0) this.running.set(userId, running);
    else this.running.delete(userId);
  }
}
