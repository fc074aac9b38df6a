import type { MonteCarloResult, SweepResult, WalkForwardResult } from '@stratblocks/contracts';
import type { BarInterval, MonteCarloOptions, ParameterStudy } from '@stratblocks/engine';

/** Bars as the market endpoint sends them. */
export interface BarRows {
  symbol: string;
  interval: BarInterval;
  rows: Array<{ time: string; open: number; high: number; low: number; close: number; volume: number }>;
}

/**
 * What the page asks the research worker to run: a sweep or walk-forward on bars (every symbol's, in
 * list order, for a portfolio), or a Monte Carlo.
 */
export type ResearchJob =
  | (ParameterStudy & { bars: BarRows | BarRows[] })
  | { kind: 'monte-carlo'; pnls: number[]; initialCapital: number; options: MonteCarloOptions };

/**
 * A finished run, typed by the contracts' result schemas: what the engine returns in the worker is a
 * valid value of them (contracts' engine-compatibility.ts), and a server job's result is parsed with them.
 */
export type ResearchResult =
  | { kind: 'sweep'; result: SweepResult }
  | { kind: 'walk-forward'; result: WalkForwardResult }
  | { kind: 'monte-carlo'; result: MonteCarloResult };

/** What the worker answers: progress (0..1 and the best objective so far), then a result or an error. */
export type ResearchMessage =
  | { type: 'progress'; done: number; total: number; best: number | null }
  | { type: 'result'; payload: ResearchResult }
  | { type: 'error'; message: string };
