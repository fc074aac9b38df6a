import type { MonteCarloResult, SweepResult, WalkForwardResult } from '@stratblocks/contracts';
import type {
  AssetClass,
  BarInterval,
  MonteCarloOptions,
  ParameterStudy,
  SweepCell,
  SweepSpan,
} from '@stratblocks/engine';
import type { JobSpec } from '../../../lib/engine-worker/protocol';

/** Bars as the market endpoint sends them. */
export interface BarRows {
  symbol: string;
  interval: BarInterval;
  rows: Array<{ time: string; open: number; high: number; low: number; close: number; volume: number }>;
}

/**
 * The other symbols a strategy's blocks read (docs/engine.md#research-on-other-symbols), keyed by
 * symbol, each with the asset class that decides its bars' end times.
 */
export type OtherBarRows = Record<string, { bars: BarRows; assetClass: AssetClass }>;

export type SweepJob = Extract<ParameterStudy, { kind: 'sweep' }> & {
  bars: BarRows | BarRows[];
  others?: OtherBarRows;
};
export type WalkForwardJob = Extract<ParameterStudy, { kind: 'walk-forward' }> & {
  bars: BarRows | BarRows[];
  others?: OtherBarRows;
};
/** A sweep to be run in spans over several workers: it is checked and cut into at most `parts` spans. */
export type SweepPlanJob = SweepJob & { parts: number };
/** The spans of a checked sweep's grid, in grid order (none: it is too small to split). */
export interface SweepPlanResult {
  total: number;
  spans: SweepSpan[];
}
/** One span of a sweep's grid, run in one worker. */
export type SweepSpanJob = SweepJob & { span: SweepSpan };
/** A span's cells, in grid order. */
export interface SweepSpanResult {
  cells: SweepCell[];
}
/** Every span's cells joined in grid order, to be ranked as one sweep (no bars: nothing is run). */
export type SweepMergeJob = Omit<SweepJob, 'bars' | 'others'> & { cells: SweepCell[] };

export interface MonteCarloJob {
  kind: 'monte-carlo';
  pnls: number[];
  initialCapital: number;
  options: MonteCarloOptions;
}

/**
 * What the page asks the research worker to run: a sweep or walk-forward on bars (every symbol's, in
 * list order, for a portfolio), or a Monte Carlo.
 */
export type ResearchJob = SweepJob | WalkForwardJob | MonteCarloJob;

/**
 * A finished run, typed by the contracts' result schemas: what the engine returns in the worker is a
 * valid value of them (contracts' engine-compatibility.ts), and a server job's result is parsed with them.
 */
export type ResearchResult =
  | { kind: 'sweep'; result: SweepResult }
  | { kind: 'walk-forward'; result: WalkForwardResult }
  | { kind: 'monte-carlo'; result: MonteCarloResult };

/** A study's progress: runs done of runs in all, and for a sweep the best objective so far. */
export interface ResearchProgress {
  done: number;
  total: number;
  best: number | null;
}

/** The research worker's jobs (lib/engine-worker/protocol.ts), each answered by its result. */
export interface ResearchJobs {
  sweep: JobSpec<SweepJob, ResearchResult, ResearchProgress>;
  'sweep-plan': JobSpec<SweepPlanJob, SweepPlanResult>;
  'sweep-span': JobSpec<SweepSpanJob, SweepSpanResult, ResearchProgress>;
  'sweep-merge': JobSpec<SweepMergeJob, ResearchResult>;
  'walk-forward': JobSpec<WalkForwardJob, ResearchResult, ResearchProgress>;
  'monte-carlo': JobSpec<MonteCarloJob, ResearchResult>;
}
