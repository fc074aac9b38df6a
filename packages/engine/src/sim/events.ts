import type { Side } from './broker';
import type { ExitReason } from './exit-plan';

/**
 * What the kernel reports as it replays the bars, as data: bar indices into the run's bars,
 * prices and sizes as filled. pipeline/run-log.ts turns them into the log lines.
 */
export type SimulationEvent =
  | { kind: 'entry'; bar: number; side: Side; price: number; size: number }
  | {
      kind: 'exit';
      bar: number;
      side: Side;
      price: number;
      size: number;
      reason: ExitReason;
      /** The block that closed the trade, when one did. */
      block: string | null;
      /** Net of both commissions. */
      pnl: number;
    }
  | EntrySkipped
  | {
      /** More entries were skipped for one reason than the kernel reports one by one. */
      kind: 'skips_not_reported';
      reason: SkipReason;
      count: number;
    }
  | {
      kind: 'daily_loss_limit';
      bar: number;
      /** The limit as a fraction of the day's starting equity. */
      limit: number;
    }
  | {
      kind: 'max_drawdown_halt';
      bar: number;
      /** The limit as a fraction of the peak. */
      limit: number;
      equity: number;
      peak: number;
    };

/** Why an entry decided at a close did not happen. */
export type SkipReason = EntrySkipped['reason'];

/** An entry skipped at bar `bar` (decided at its close, or filling at its open for 'afford'). */
export type EntrySkipped = { kind: 'entry_skipped'; bar: number; side: Side } & (
  | { reason: 'afford'; cash: number; price: number }
  | { reason: 'daily-loss' }
  | { reason: 'opposite' }
  | { reason: 'max-open'; limit: number }
  | { reason: 'per-day'; limit: number }
);

/** Receives the kernel's events as they happen; absent in parameter sweeps. */
export type SimulationEventSink = (event: SimulationEvent) => void;

/**
 * An event of the portfolio kernel: the same event as a single-symbol run's, with the portfolio
 * symbol (its lane, in list order) whose bars `bar` indexes; null for an account-wide event
 * (daily loss limit, drawdown halt), whose `bar` indexes the portfolio's union calendar.
 */
export interface LaneEvent {
  lane: number | null;
  event: SimulationEvent;
}

/** Receives the portfolio kernel's events as they happen; absent when nobody listens. */
export type LaneEventSink = (event: LaneEvent) => void;
