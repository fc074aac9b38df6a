import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { StreamPart } from '@stratblocks/contracts';
import type { Diagnostic, OtherSeries, StrategyInput } from '@stratblocks/engine';
import {
  jsonOfPartBlock,
  packBars,
  packOthers,
  partBlock,
  type JobMessage,
  type WorkerMessage,
} from './protocol';
import { CheckDigestSchema, type CheckDigest, type DigestRequest } from './check-digest';
import { PerUserLimit } from './per-user-limit';
import { resultsJsonOfParts } from './results-json';
import { isSeriesList, type RunBars } from './run-bars';
import { timeLimitText } from '../infra/time-limit';

/**
 * Events of one run, as the routes receive them. A result part is there both ways, each made on
 * demand: its block of stream text (what the stream writes) and its JSON (what the queue relays).
 */
export type RunEvent =
  | { type: 'log'; line: string }
  | { type: 'part'; part: StreamPart; block: () => Uint8Array; json: () => string };

/** A part event from the part's JSON (the queue's relay). */
export function partEventOfJson(part: StreamPart, json: string): RunEvent {
  return { type: 'part', part, block: () => partBlock(part, json), json: () => json };
}

/** A part event from the part's stream block (the worker threads'). */
export function partEventOfBlock(part: StreamPart, block: Uint8Array): RunEvent {
  return { type: 'part', part, block: () => block, json: () => jsonOfPartBlock(part, block) };
}

export type RunOutcome =
  | { status: 'completed'; resultsJson: string }
  | { status: 'rejected'; diagnostics: Diagnostic[] }
  | { status: 'failed'; message: string }
  | { status: 'timed-out'; message: string }
  | { status: 'cancelled' };

/** A watch check's run: its digest instead of its results (check-digest.ts). */
export type CheckOutcome =
  Exclude<RunOutcome, { status: 'completed' }> | { status: 'completed'; digest: CheckDigest };

/** Who a run is for: a queue worker loads the bars again from the same providers (uploads are per user). */
export interface RunContext {
  userId: number | null;
  /**
   * The other symbols the strategy's blocks read (docs/engine.md#11-other-symbols-and-timeframes),
   * loaded with its bars; a queue worker loads them again itself.
   */
  others?: OtherSeries;
}

/** Runs backtests somewhere other than the HTTP event loop. */
export interface BacktestRunner {
  run(
    strategy: StrategyInput,
    bars: RunBars,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
    context?: RunContext,
  ): Promise<RunOutcome>;
  /**
   * A watch check's run (docs/watches.md#where-checks-run): the runner's worker reduces the results
   * to the digest asked for, and at most a few of one user's checks run at once (the others wait).
   */
  check?(
    strategy: StrategyInput,
    bars: RunBars,
    request: DigestRequest,
    context: RunContext & { userId: number },
  ): Promise<CheckOutcome>;
  /** null when a run can start now; else why not (a queue with no live worker). */
  availability?(): Promise<string | null>;
  close(): Promise<void>;
}

export interface PoolOptions {
  /** Worker threads; default: cores - 1, at least 1, at most 4. */
  size?: number;
  /** Longest a run may take once started; the worker is stopped and replaced after it. */
  timeLimitMs?: number;
  /** The module a worker loads (tests swap in their own). */
  workerModule?: URL;
  /** One user's watch checks running at once; default CHECKS_PER_USER. */
  checksPerUser?: number;
}

/** One user's watch checks that may run at once (docs/watches.md#where-checks-run). */
export const CHECKS_PER_USER = 2;

/** What a job ends with: a digest run's digest, or a run's outcome. */
type JobOutcome = RunOutcome | Extract<CheckOutcome, { status: 'completed' }>;

interface Job {
  id: number;
  message: JobMessage;
  /** The parts received so far: the results, when the worker's done message has none. */
  parts: Partial<Record<StreamPart, Uint8Array>>;
  onEvent: (event: RunEvent) => void;
  resolve: (outcome: JobOutcome) => void;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  timer: NodeJS.Timeout | null;
}

/**
 * A completed outcome whose results JSON is made from the parts only when read: a stream has
 * already written them and never reads it; the JSON route and the queue do.
 */
function completed(
  whole: string | undefined,
  parts: Partial<Record<StreamPart, Uint8Array>>,
): Extract<RunOutcome, { status: 'completed' }> {
  if (whole !== undefined) return { status: 'completed', resultsJson: whole };
  let json: string | undefined;
  return {
    status: 'completed',
    get resultsJson() {
      json ??= resultsJsonOfParts((part) => {
        const block = parts[part];
        return block ? jsonOfPartBlock(part, block) : undefined;
      });
      return json;
    },
  };
}

/** A digest as it arrives from a worker: checked against its small schema (cheap), never trusted as is. */
export function digested(value: unknown): CheckOutcome {
  const parsed = CheckDigestSchema.safeParse(value);
  return parsed.success
    ? { status: 'completed', digest: parsed.data }
    : { status: 'failed', message: 'The backtest worker answered an unexpected digest' };
}

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
const DEFAULT_MODULE = new URL('./backtest-worker.ts', import.meta.url);

/**
 * A pool of worker threads that run backtests one at a time each, with a queue in front. A run
 * that passes the time limit, or whose client goes away, has its worker terminated and replaced:
 * the engine is synchronous, so stopping the thread is the way to stop the run.
 */
export class WorkerPool implements BacktestRunner {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly timeLimitMs: number;
  private readonly workerModule: URL;
  private readonly checks: PerUserLimit;
  private nextId = 1;
  private closed = false;

  constructor(options: PoolOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 30_000;
    this.checks = new PerUserLimit(options.checksPerUser ?? CHECKS_PER_USER);
    this.workerModule = options.workerModule ?? DEFAULT_MODULE;
    const size = options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
    for (let index = 0; index < size; index += 1) this.slots.push({ worker: null, job: null, timer: null });
  }

  get size(): number {
    return this.slots.length;
  }

  /** Jobs waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  async run(
    strategy: StrategyInput,
    bars: RunBars,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
    context?: RunContext,
  ): Promise<RunOutcome> {
    const outcome = await this.submit(strategy, bars, onEvent, signal, context);
    return 'digest' in outcome ? { status: 'failed', message: 'The run answered a digest' } : outcome;
  }

  async check(
    strategy: StrategyInput,
    bars: RunBars,
    request: DigestRequest,
    context: RunContext & { userId: number },
  ): Promise<CheckOutcome> {
    const release = await this.checks.acquire(context.userId);
    try {
      const outcome = await this.submit(strategy, bars, () => undefined, undefined, context, request);
      return outcome.status === 'completed' && !('digest' in outcome)
        ? { status: 'failed', message: 'The check answered whole results' }
        : outcome;
    } finally {
      release();
    }
  }

  private submit(
    strategy: StrategyInput,
    bars: RunBars,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
    context?: RunContext,
    digest?: DigestRequest,
  ): Promise<JobOutcome> {
    if (this.closed) return Promise.resolve({ status: 'failed', message: 'The server is shutting down' });
    if (signal?.aborted) return Promise.resolve({ status: 'cancelled' });
    return new Promise<JobOutcome>((resolve) => {
      const id = this.nextId;
      this.nextId += 1;
      const job: Job = {
        id,
        message: {
          id,
          strategy,
          bars: isSeriesList(bars) ? bars.map(packBars) : packBars(bars),
          ...(context?.others && Object.keys(context.others).length > 0
            ? { others: packOthers(context.others) }
            : {}),
          ...(digest ? { digest } : {}),
        },
        parts: {},
        onEvent,
        resolve,
        signal,
        onAbort: () => {
          this.cancel(job);
        },
      };
      signal?.addEventListener('abort', job.onAbort, { once: true });
      this.queue.push(job);
      this.dispatch();
    });
  }

  /** Stops every worker; queued and running jobs end as failed. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0))
      this.finish(job, { status: 'failed', message: 'The server is shutting down' });
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job) this.finish(slot.job, { status: 'failed', message: 'The server is shutting down' });
        this.clearTimer(slot);
        slot.job = null;
        await slot.worker?.terminate();
        slot.worker = null;
      }),
    );
  }

  /** Starts a worker thread for a slot; its messages and crashes are routed to the slot's job. */
  private startWorker(slot: Slot): void {
    const worker = new Worker(ENTRY, { workerData: { module: this.workerModule.href } });
    worker.on('message', (message: WorkerMessage) => {
      this.receive(slot, message);
    });
    worker.on('error', (error) => {
      const job = slot.job;
      if (job)
        this.finish(job, { status: 'failed', message: `The backtest worker failed: ${error.message}` });
      this.replace(slot);
    });
    worker.unref();
    slot.worker = worker;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      // Workers start on the first run: an app that never backtests starts no thread.
      if (!slot.worker) this.startWorker(slot);
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.timer = setTimeout(() => {
        this.timeOut(slot);
      }, this.timeLimitMs);
      slot.worker?.postMessage(job.message);
    }
  }

  private receive(slot: Slot, message: WorkerMessage): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    switch (message.type) {
      case 'batch':
        for (const each of message.messages) {
          // A message may end the job (done/failed); later ones of the batch then have no job.
          if (slot.job !== job) return;
          this.receive(slot, each);
        }
        return;
      case 'log':
        job.onEvent({ type: 'log', line: message.line });
        return;
      case 'part':
        job.parts[message.part] = message.block;
        job.onEvent(partEventOfBlock(message.part, message.block));
        return;
      case 'done':
        this.release(slot);
        if (!message.ok) this.finish(job, { status: 'rejected', diagnostics: message.diagnostics });
        else if ('digest' in message) this.finish(job, digested(message.digest));
        else this.finish(job, completed(message.resultsJson, job.parts));
        return;
      case 'failed':
        this.release(slot);
        this.finish(job, { status: 'failed', message: message.message });
    }
  }

  private timeOut(slot: Slot): void {
    const job = slot.job;
    if (!job) return;
    this.finish(job, {
      status: 'timed-out',
      message: `The backtest was stopped: it ran longer than ${timeLimitText(this.timeLimitMs)}`,
    });
    this.replace(slot);
  }

  private cancel(job: Job): void {
    const queued = this.queue.indexOf(job);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.finish(job, { status: 'cancelled' });
      return;
    }
    const slot = this.slots.find((candidate) => candidate.job === job);
    if (slot) {
      this.finish(job, { status: 'cancelled' });
      this.replace(slot);
    }
  }

  /** Terminates a slot's worker (its job, if any, is already finished) and starts a fresh one. */
  private replace(slot: Slot): void {
    this.clearTimer(slot);
    slot.job = null;
    const old = slot.worker;
    slot.worker = null;
    old?.removeAllListeners();
    void old?.terminate();
    if (this.closed) return;
    this.startWorker(slot);
    this.dispatch();
  }

  private release(slot: Slot): void {
    this.clearTimer(slot);
    slot.job = null;
    setImmediate(() => {
      this.dispatch();
    });
  }

  private clearTimer(slot: Slot): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
  }

  private finish(job: Job, outcome: JobOutcome): void {
    job.signal?.removeEventListener('abort', job.onAbort);
    job.resolve(outcome);
  }
}
