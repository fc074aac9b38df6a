import type { OtherSeries, ParameterStudy, SweepSpan } from '@stratblocks/engine';
import type { RunBars } from '../backtests/run-bars';

/**
 * What the server sends a research worker: one sweep or walk-forward, with its bars (every symbol's,
 * in list order, for a portfolio) and the other symbols its blocks read, once for the whole job
 * (docs/engine.md#research-on-other-symbols); with a `span`,
 * one stretch of a sweep's grid (a chunk of a sweep split across queue workers), answered with its
 * cells (a JSON array of SweepCell) instead of a whole result.
 */
export type ResearchJobMessage = ParameterStudy & { bars: RunBars; others?: OtherSeries; span?: SweepSpan };

type WithoutBars<T> = T extends unknown ? Omit<T, 'bars' | 'others'> : never;

/**
 * A job as the Redis queue carries it: the message without its bars and other symbols (the worker
 * loads them from the same providers, so Redis holds kilobytes per job instead of megabytes).
 */
export type ResearchJobRequest = WithoutBars<ResearchJobMessage>;

/** What a research worker answers: progress now and then, then the result as JSON text, or an error. */
export type ResearchWorkerMessage =
  | { type: 'progress'; done: number; total: number; best: number | null }
  | { type: 'done'; resultJson: string }
  | { type: 'failed'; message: string };
