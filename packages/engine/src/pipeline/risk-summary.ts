import type { SimulationEventSink, SkipReason } from '../sim/events';
import type { RiskSettings } from '../strategy/types';

/**
 * What the risk rules did to a run, for the top of its results (docs/engine.md, "Risk rules"):
 * the limits it ran with and the entries a rule of the account skipped. The halt and the days the
 * daily loss limit blocked entries are chart_data.risk_events; this adds what they lack.
 */

/** Why entries were skipped: no cash for one unit, every slot taken, the day's entries used. */
export type SkipCause = 'cash' | 'max_open_trades' | 'max_trades_per_day';

export const SKIP_CAUSES: readonly SkipCause[] = ['cash', 'max_open_trades', 'max_trades_per_day'];

/** The entries one cause skipped: how many, and the date of the first. */
export interface SkippedEntries {
  reason: SkipCause;
  count: number;
  first_date: string;
}

/** chart_data.risk_summary (contracts' backtest-results.ts). */
export interface RiskSummary {
  /** The limits the run used, in percent; 0 is off. */
  max_drawdown: number;
  daily_loss_limit: number;
  max_open_trades: number;
  max_trades_per_day: number;
  /** Only the causes that skipped something, in SKIP_CAUSES order. */
  skipped_entries: SkippedEntries[];
}

/** The kernel's skip reasons that are the account's rules (a trade of the other side is not one). */
const CAUSE_OF: Partial<Record<SkipReason, SkipCause>> = {
  afford: 'cash',
  'max-open': 'max_open_trades',
  'per-day': 'max_trades_per_day',
};

/**
 * Counts skipped entries by cause with the first bar of each (a bar index into the run's bars or
 * a portfolio's union calendar). Recording never changes what the run does.
 */
export class SkipTally {
  private readonly counts = new Map<SkipCause, number>();
  private readonly firstBars = new Map<SkipCause, number>();

  add(cause: SkipCause, bar: number, count = 1): void {
    if (count <= 0) return;
    this.counts.set(cause, (this.counts.get(cause) ?? 0) + count);
    const first = this.firstBars.get(cause);
    if (first === undefined || bar < first) this.firstBars.set(cause, bar);
  }

  /** Adds to a cause already seen (the kernel's count of skips past the ones it reported). */
  addMore(cause: SkipCause, count: number): void {
    this.counts.set(cause, (this.counts.get(cause) ?? 0) + count);
  }

  /**
   * A sink for the single-symbol kernel's events that counts its skips and passes every event on
   * to `next` (the log) when there is one. With a sink the kernel reports each skipped entry
   * instead of only counting it in its quiet bars: the same trades, one step at a time.
   */
  sink(next?: SimulationEventSink): SimulationEventSink {
    return (event) => {
      if (event.kind === 'entry_skipped') {
        const cause = CAUSE_OF[event.reason];
        if (cause) this.add(cause, event.bar);
      } else if (event.kind === 'skips_not_reported') {
        const cause = CAUSE_OF[event.reason];
        if (cause) this.addMore(cause, event.count);
      }
      next?.(event);
    };
  }

  /** The summary with the limits as the strategy set them (percent, 0 off). */
  summary(times: readonly string[], risk: RiskSettings): RiskSummary {
    const skipped: SkippedEntries[] = [];
    for (const reason of SKIP_CAUSES) {
      const count = this.counts.get(reason) ?? 0;
      if (count > 0) {
        skipped.push({ reason, count, first_date: times[this.firstBars.get(reason) ?? -1] ?? '' });
      }
    }
    return {
      max_drawdown: risk.maxDrawdown,
      daily_loss_limit: risk.dailyLossLimit,
      max_open_trades: Math.max(1, Math.floor(risk.maxOpenTrades)),
      max_trades_per_day: Math.max(1, Math.floor(risk.maxTradesPerDay)),
      skipped_entries: skipped,
    };
  }
}
