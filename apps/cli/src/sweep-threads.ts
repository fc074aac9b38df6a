import { availableParallelism } from 'node:os';
import {
  isMainThread,
  MessageChannel,
  receiveMessageOnPort,
  Worker,
  workerData,
  type MessagePort,
} from 'node:worker_threads';
import {
  combinationCount,
  resolveSweepParameters,
  runSweepCells,
  SWEEP_MAX_COMBINATIONS,
  sweepResultOf,
  sweepSpans,
  sweepTooLargeMessage,
  type OtherSeries,
  type ResearchBars,
  type StrategyInput,
  type SweepCell,
  type SweepObjective,
  type SweepOutcome,
  type SweepParameterInput,
  type SweepSpan,
  type TunableParameter,
} from '@stratblocks/engine';

/**
 * A sweep over several cores: the grid is cut into one contiguous span per thread; this thread runs
 * the first span itself (it has the command loaded and the bars at hand) while worker threads (this
 * command started again) start and run the others, each on its own cache; the spans' cells, joined
 * in grid order, are ranked as one sweep (sweepResultOf), so the result is the one-thread sweep's.
 * The command stays synchronous: once its own span is done, the main thread sleeps on a shared
 * counter (Atomics.wait) that each worker bumps when it has posted its cells, and reads them with
 * receiveMessageOnPort, without an event loop turn.
 */

/** What a sweep thread gets: a span of a resolved grid, a port to answer on and the shared counter. */
interface SpanTask {
  stratblocksSweepSpan: true;
  strategy: StrategyInput;
  bars: ResearchBars;
  /** The other symbols the blocks read, sent once to each thread with the bars. */
  others: OtherSeries;
  parameters: Array<TunableParameter & { values: number[] }>;
  objective: SweepObjective;
  span: SweepSpan;
  port: MessagePort;
  counter: SharedArrayBuffer;
}

type SpanAnswer = { cells: SweepCell[] } | { error: string };

/** The command's entry: worker threads run it too (bin/stratblocks.mjs, bundled or through tsx). */
const ENTRY = new URL('../bin/stratblocks.mjs', import.meta.url);

/** Longest wait for the next thread's answer (a 10,000-combination span takes seconds). */
const THREAD_SILENCE_MS = 10 * 60_000;

export function defaultThreads(): number {
  return availableParallelism();
}

/** Runs a sweep in `threads` worker threads (one thread: in this one), answering as runSweep does. */
export function runSweepThreads(
  strategy: StrategyInput,
  bars: ResearchBars,
  options: {
    parameters: readonly SweepParameterInput[];
    objective: SweepObjective;
    threads: number;
    /** Other symbols' bars the blocks read (docs/engine.md#research-on-other-symbols). */
    others?: OtherSeries;
  },
): SweepOutcome {
  const resolved = resolveSweepParameters(strategy, options.parameters);
  if (!resolved.ok) return resolved;
  const { parameters } = resolved;
  const total = combinationCount(parameters);
  if (total > SWEEP_MAX_COMBINATIONS)
    return { ok: false, message: sweepTooLargeMessage(total, SWEEP_MAX_COMBINATIONS) };
  const spans = sweepSpans(total, options.threads);
  const task = { strategy, bars, others: options.others ?? {}, parameters, objective: options.objective };
  const parts = runSpans(task, spans);
  if (typeof parts === 'string') return { ok: false, message: parts };
  return { ok: true, result: sweepResultOf(options.objective, parameters, parts.flat()) };
}

function runSpans(
  task: Pick<SpanTask, 'strategy' | 'bars' | 'others' | 'parameters' | 'objective'>,
  spans: SweepSpan[],
): SweepCell[][] | string {
  const [own, ...theirSpans] = spans;
  const counter = new SharedArrayBuffer(4);
  const count = new Int32Array(counter);
  // Running from the sources (tsx), threads do so too, instead of bundling the command each.
  const env = import.meta.url.endsWith('.cjs') ? process.env : { ...process.env, STRATBLOCKS_NO_BUNDLE: '1' };
  // Started first: they load the command while this thread runs its own span.
  const threads = theirSpans.map((span) => {
    const { port1, port2 } = new MessageChannel();
    const data: SpanTask = { stratblocksSweepSpan: true, ...task, span, port: port2, counter };
    const worker = new Worker(ENTRY, { workerData: data, transferList: [port2], env });
    worker.unref();
    return { port: port1, worker };
  });
  try {
    const ownCells = own ? runSweepCells(task.strategy, task.bars, task.parameters, own, task) : [];
    if (!ownCells) return 'The sweep was stopped';
    const theirs = collectSpans(threads, count);
    return typeof theirs === 'string' ? theirs : [ownCells, ...theirs];
  } finally {
    for (const thread of threads) void thread.worker.terminate();
  }
}

/** The workers' cells in span order, waiting for each (or the first error). */
function collectSpans(
  threads: ReadonlyArray<{ port: MessagePort; worker: Worker }>,
  count: Int32Array,
): SweepCell[][] | string {
  const parts: Array<SweepCell[] | null> = threads.map(() => null);
  for (;;) {
    const seen = Atomics.load(count, 0);
    for (const [index, thread] of threads.entries()) {
      if (parts[index] !== null) continue;
      const answer = receiveMessageOnPort(thread.port)?.message as SpanAnswer | undefined;
      if (!answer) continue;
      if ('error' in answer) return answer.error;
      parts[index] = answer.cells;
    }
    if (parts.every((part) => part !== null)) return parts;
    // A thread that died before answering (it could not start) would leave us waiting forever.
    if (Atomics.wait(count, 0, seen, THREAD_SILENCE_MS) === 'timed-out')
      return `The sweep threads gave no answer for ${THREAD_SILENCE_MS / 60_000} minutes`;
  }
}

/** In a worker thread started by runSweepThreads: runs its span and answers. True when it was one. */
export function runSweepSpanThread(): boolean {
  if (isMainThread) return false;
  const task = workerData as SpanTask | undefined;
  if (!task?.stratblocksSweepSpan) return false;
  let answer: SpanAnswer;
  try {
    const cells = runSweepCells(task.strategy, task.bars, task.parameters, task.span, task);
    answer = cells ? { cells } : { error: 'The sweep was stopped' };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  task.port.postMessage(answer);
  const count = new Int32Array(task.counter);
  Atomics.add(count, 0, 1);
  Atomics.notify(count, 0);
  return true;
}
