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

export interface SimulationResult {
  /** Equity marked at each bar close (the last one after trades still open were closed). */
  equity: Float64Array;
  trades: TradeRecord[];
  /** Bars at whose close a position was open. */
  exposedBars: number;
  /** The bar whose close triggered the max-drawdown halt, or -1. */
  haltedAt: number;
  skippedEntries: number;
  /** The stretches the quiet-bar loops marked with one formula (for the drawdown). */
  quietStretches: QuietStretches;
}

/** Receives log lines as the simulation produces them; absent in parameter sweeps. */
export type LogSink = (line: string) => void;
