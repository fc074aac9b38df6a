import {
  combinationCount,
  resolveSweepParameters,
  storedSweepResult,
  sweepResultOf,
  sweepSpans,
  type SweepCell,
  type SweepSpan,
} from '@stratblocks/engine';
import type { ResearchJobMessage } from './protocol';

/**
 * A sweep of this process split over several research threads: its grid cut into spans that the
 * job's threads take one after another, the spans' cells kept in grid order, and one ranked result
 * once every span is in (sweepResultOf: the result of one runSweep over the whole grid).
 */

/**
 * A span holds at least this many combinations: a thread's start (loading the engine) costs about
 * as much as a few hundred runs, so smaller sweeps run whole in one thread.
 */
export const MIN_SPAN_COMBINATIONS = 500;
/**
 * Spans per thread the sweep may use: a thread gives itself back between two spans when another
 * user's job waits, so a span is short (a fraction of the sweep) and nobody waits for a whole sweep.
 */
const SPANS_PER_THREAD = 4;

type SweepMessage = ResearchJobMessage & { kind: 'sweep' };
type GridParameters = Parameters<typeof sweepResultOf>[1];

export class SplitSweep {
  /** Spans not started yet, in grid order. */
  readonly pending: SweepSpan[];
  private readonly cells = new Map<number, SweepCell[]>();
  /** Combinations done in each span (a running span reports its share now and then). */
  private readonly doneBySpan = new Map<number, number>();

  private constructor(
    readonly message: SweepMessage,
    private readonly parameters: GridParameters,
    private readonly spans: SweepSpan[],
    readonly total: number,
  ) {
    this.pending = [...spans];
  }

  /** The split of a whole sweep over at most `threads` threads, or null when it runs in one. */
  static of(message: ResearchJobMessage, threads: number): SplitSweep | null {
    if (message.kind !== 'sweep' || message.span || threads < 2) return null;
    const resolved = resolveSweepParameters(message.strategy, message.parameters);
    if (!resolved.ok) return null;
    const total = combinationCount(resolved.parameters);
    const parts = Math.min(threads * SPANS_PER_THREAD, Math.floor(total / MIN_SPAN_COMBINATIONS));
    if (parts < 2) return null;
    return new SplitSweep(message, resolved.parameters, sweepSpans(total, parts), total);
  }

  /** The message that runs one span in a research thread. */
  spanMessage(span: SweepSpan): ResearchJobMessage {
    return { ...this.message, span };
  }

  /** A span's progress, as its thread reported it. */
  progress(span: SweepSpan, done: number): void {
    this.doneBySpan.set(span.from, done);
  }

  /** The share of the grid done, 0..1. */
  get share(): number {
    let done = 0;
    for (const count of this.doneBySpan.values()) done += count;
    return this.total > 0 ? done / this.total : 0;
  }

  /** Keeps a finished span's cells (its thread's JSON answer). */
  finish(span: SweepSpan, cellsJson: string): void {
    const cells = JSON.parse(cellsJson) as SweepCell[];
    if (cells.length !== span.to - span.from) throw new Error('A span of the sweep lost cells');
    this.cells.set(span.from, cells);
    this.doneBySpan.set(span.from, cells.length);
  }

  get complete(): boolean {
    return this.cells.size === this.spans.length;
  }

  /** The whole grid's cells in grid order, ranked as one sweep, as the result's JSON. */
  resultJson(): string {
    const cells: SweepCell[] = [];
    for (const span of this.spans) for (const cell of this.cells.get(span.from) ?? []) cells.push(cell);
    return JSON.stringify(storedSweepResult(sweepResultOf(this.message.objective, this.parameters, cells)));
  }
}
