import type { StrategyInput } from '@stratblocks/engine';

import type { DemoSymbol } from '../../../lib/demo-bars';
import type { JobSpec } from '../../../lib/engine-worker/protocol';

export { DEMO_SYMBOLS, type DemoSymbol } from '../../../lib/demo-bars';

/** What the page asks the worker: run this strategy on that symbol's slice. */
export interface RunRequest {
  symbol: DemoSymbol;
  strategy: StrategyInput;
}

export interface RunTrade {
  entryDate: string;
  exitDate: string;
  type: 'long' | 'short';
  entryPrice: number;
  exitPrice: number;
  pnlPercent: number;
}

/** A run's figures, small enough to post back: the headline metrics, every trade, the equity curve. */
export interface RunSummary {
  symbol: string;
  firstDate: string;
  lastDate: string;
  bars: number;
  totalReturn: number;
  sharpe: number | null;
  maxDrawdown: number;
  winRate: number | null;
  totalTrades: number;
  finalBalance: number;
  buyAndHoldReturn: number;
  trades: RunTrade[];
  /** Equity at (at most) 160 evenly spaced bars, first and last included. */
  equity: number[];
}

/** The landing page's worker runs one kind of job: a run on a bundled slice, answered by its summary. */
export interface LandingJobs {
  run: JobSpec<RunRequest, RunSummary>;
}
