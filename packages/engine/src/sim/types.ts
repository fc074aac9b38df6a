import type { Side } from './broker';
import type { ExitReason } from './exit-plan';
import type { QuietStretches } from './quiet-stretches';

/** A closed trade as the simulator records it (bar indices into the run's bars). */
export interface TradeRecord {
  side: Side;
  size: number;
  entryBar: number;
  exitBar: number;
  entryPrice: number;
  exitPrice: number;
  entryCommission: number;
  exitCommission: number;
  /** Net of both commissions. */
  pnl: number;
  exitReason: ExitReason;
  exitBlock: string | null;
  ambiguous: boolean;
  closedAtEnd: boolean;
  barsHeld: number;
}

/** Which risk rule decided something at a bar's close (docs/engine.md, "Risk rules"). */
export type RiskEventKind = 'max_drawdown_halt' | 'daily_loss_limit';

/**
 * A decision of the risk rules at the close of a bar: the max drawdown halted the run there, or
 * the daily loss limit was reached and entries stopped for the rest of that day.
 */
export interface RiskEventRecord {
  kind: RiskEventKind;
  bar: number;
}

export interface SimulationResult {
  /** Equity marked at each bar close (the last one after trades still open were closed). */
  equity: Float64Array;
  trades: TradeRecord[];
  /** Bars at whose close a position was open. */
  exposedBars: number;
  /** The bar whose close triggered the max-drawdown halt, or -1. */
  haltedAt: number;
  /** The risk rules' decisions, in bar order (the halt is the last one when there is one). */
  riskEvents: RiskEventRecord[];
  skippedEntries: number;
  /** The stretches the quiet-bar loops marked with one formula (for the drawdown). */
  quietStretches: QuietStretches;
}
