import { randomUUID } from 'node:crypto';
import type { StreamPart } from '@stratblocks/contracts';
import type { OtherSeries, StrategyInput } from '@stratblocks/engine';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { DigestRequest } from './check-digest';
import { PerUserLimit } from './per-user-limit';
import type { OthersLoader, RunBars, RunBarsLoader } from './run-bars';
import {
  liveWorkers,
  queueConnection as connection,
  withTimeout,
  WorkerHeartbeat,
} from '../infra/queue-redis';
import {
  CHECKS_PER_USER,
  digested,
  partEventOfJson,
  type CheckOutcome,
  type BacktestRunner,
  type RunContext,
  type RunEvent,
  type RunOutcome,
} from './pool';
import { logFailure } from '../infra/failures';

export const DEFAULT_QUEUE_NAME = 'stratblocks-backtests';

/** How the queue notices workers that went away and runs that take too long. */
export interface QueueTimings {
  /** How often a worker says it is alive. */
  heartbeatMs: number;
  /** A worker unheard of for this long counts as gone. */
  workerTtlMs: number;
  /** How often a queued run checks that some worker is alive. */
  watchMs: number;
  /** Longest a run may take from queued to done, whatever happens. */
  deadlineMs: number;
  /** A worker that stops renewing a job's lock loses it after this long (BullMQ lockDuration). */
  lockMs: number;
}

export const DEFAULT_TIMINGS: QueueTimings = {
  heartbeatMs: 2_000,
  workerTtlMs: 8_000,
  watchMs: 1_000,
  deadlineMs: 120_000,
  lockMs: 6_000,
};

/** Queue events kept in Redis (BullMQ trims its event stream to about this many). */
const MAX_EVENTS = 1000;

export const NO_WORKER = 'No backtest worker is running: try again in a moment';
const WORKER_LOST = 'The backtest worker stopped during the run: run the backtest again';
const QUEUE_UNREACHABLE = 'The backtest queue is unreachable: try again in a moment';

/**
 * A job carries its strategy and whose it is, not its bars: the worker loads them from the same
 * providers (bundled, cache, uploads), so Redis holds kilobytes per job instead of megabytes.
 */
interface JobData {
  strategy: StrategyInput;
  userId: number | null;
  /** A watch check's run: the worker answers this digest of the results (check-digest.ts). */
  digest?: DigestRequest;
}

/** What a job ends with: a run's outcome, or a check's (its digest). */
type QueueOutcome = RunOutcome | CheckOutcome;

/** A run event as it travels through Redis (JSON): a log line, or a result part's JSON text. */
type WireEvent = { type: 'log'; line: string } | { type: 'part'; part: StreamPart; json: string };

function toWire(event: RunEvent): WireEvent {
  return event.type === 'log' ? event : { type: 'part', part: event.part, json: event.json() };
}

function fromWire(event: WireEvent): RunEvent {
  return event.type === 'log' ? event : partEventOfJson(event.part, event.json);
}

/** What a worker reports as job progress: the event, and which start of the job sent it. */
interface ProgressData {
  attempt: string;
  event: WireEvent;
}

interface Waiting {
  onEvent: (event: RunEvent) => void;
  resolve: (outcome: QueueOutcome) => void;
  /** The start of the job whose events are being relayed (a stalled job starts again elsewhere). */
  attempt: string | null;
  relayed: boolean;
  timers: NodeJS.Timeout[];
}

function isProgress(value: unknown): value is ProgressData {
  return typeof value === 'object' && value !== null && 'attempt' in value && 'event' in value;
}

function outcomeOf(value: unknown): QueueOutcome {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed !== 'object' || parsed === null || !('status' in parsed))
    return { status: 'failed', message: 'The backtest worker answered something unexpected' };
  // A check's digest is small and checked against its schema; a run's results are relayed as they are.
  if (parsed.status === 'completed' && 'digest' in parsed) return digested(parsed.digest);
  return parsed as RunOutcome;
}

/**
 * Runs backtests through a BullMQ queue on Redis, so that any API process can stream a run that
 * any worker process executes: the worker reports each event as job progress, and the API process
 * that queued the job relays them from the queue's event stream. Every run has a deadline; a run
 * is refused (503) when no worker is alive, and a queued run whose workers all went away ends with
 * a clear error within a few seconds. Finished jobs and queue events are trimmed.
 */
export class RedisQueueRunner implements BacktestRunner {
  private readonly queueConnection: Redis;
  private readonly eventsConnection: Redis;
  private readonly queue: Queue<JobData>;
  private readonly events: QueueEvents;
  private readonly waiting = new Map<string, Waiting>();
  private readonly ready: Promise<void>;
  private readonly timings: QueueTimings;
  /** One user's checks queued at once from this process (docs/watches.md#where-checks-run). */
  private readonly checks = new PerUserLimit(CHECKS_PER_USER);

  constructor(
    redisUrl: string,
    private readonly queueName = DEFAULT_QUEUE_NAME,
    timings: Partial<QueueTimings> = {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
    this.queueConnection = connection(redisUrl);
    this.eventsConnection = connection(redisUrl);
    this.queue = new Queue<JobData>(queueName, {
      connection: this.queueConnection,
      streams: { events: { maxLen: MAX_EVENTS } },
    });
    this.events = new QueueEvents(queueName, { connection: this.eventsConnection });
    this.events.on('progress', ({ jobId, data }) => {
      if (isProgress(data)) this.relay(jobId, data);
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      this.settle(jobId, outcomeOf(returnvalue));
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      this.settle(jobId, { status: 'failed', message: failedReason });
    });
    // ioredis reconnects by itself; until then, errors are answered per request (503).
    for (const redis of [this.queueConnection, this.eventsConnection]) redis.on('error', () => undefined);
    this.queue.on('error', () => undefined);
    this.events.on('error', () => undefined);
    this.ready = this.events.waitUntilReady().then(() => undefined);
    this.ready.catch(logFailure('warn', 'connecting the backtest queue'));
  }

  /** Live workers, as their heartbeats say. */
  async liveWorkers(): Promise<number> {
    return liveWorkers(this.queueConnection, this.queueName, this.timings.workerTtlMs);
  }

  /** null when a run can be queued now; else why not (answered 503). */
  async availability(): Promise<string | null> {
    try {
      return (await withTimeout(this.liveWorkers(), 2000)) > 0 ? null : NO_WORKER;
    } catch {
      return QUEUE_UNREACHABLE;
    }
  }

  async run(
    strategy: StrategyInput,
    _bars: RunBars,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
    context?: RunContext,
  ): Promise<RunOutcome> {
    const outcome = await this.submit(strategy, onEvent, signal, context);
    return 'digest' in outcome ? { status: 'failed', message: 'The run answered a digest' } : outcome;
  }

  async check(
    strategy: StrategyInput,
    _bars: RunBars,
    request: DigestRequest,
    context: RunContext & { userId: number },
  ): Promise<CheckOutcome> {
    const release = await this.checks.acquire(context.userId);
    try {
      const outcome = await this.submit(strategy, () => undefined, undefined, context, request);
      return outcome.status === 'completed' && !('digest' in outcome)
        ? { status: 'failed', message: 'The check answered whole results' }
        : outcome;
    } finally {
      release();
    }
  }

  private async submit(
    strategy: StrategyInput,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
    context?: RunContext,
    digest?: DigestRequest,
  ): Promise<QueueOutcome> {
    if (signal?.aborted) return { status: 'cancelled' };
    const jobId = randomUUID();
    const finished = new Promise<QueueOutcome>((resolve) => {
      this.waiting.set(jobId, { onEvent, resolve, attempt: null, relayed: false, timers: [] });
    });
    const onAbort = () => {
      // A waiting job is removed; a running one finishes in its worker and its answer is dropped.
      void this.queue.remove(jobId).catch(logFailure('debug', 'removing a backtest job'));
      this.settle(jobId, { status: 'cancelled' });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    this.watch(jobId);
    try {
      await withTimeout(this.ready, 5000);
      await withTimeout(
        this.queue.add(
          'backtest',
          { strategy, userId: context?.userId ?? null, ...(digest ? { digest } : {}) },
          {
            jobId,
            // The API process has the answer from the queue's events; finished jobs are only kept
            // briefly for whoever inspects the queue (each holds its results, megabytes for long runs).
            removeOnComplete: { age: 60, count: 50 },
            removeOnFail: { age: 3600, count: 100 },
          },
        ),
        5000,
      );
      // The queue writes this cap once, when it starts; a Redis that restarted empty has lost it and
      // BullMQ's scripts would then default to 10,000 events. Writing it again is one cheap command.
      void this.queueConnection
        .hset(`bull:${this.queueName}:meta`, 'opts.maxLenEvents', MAX_EVENTS)
        .catch(logFailure('warn', "writing the backtest queue's event cap"));
    } catch {
      this.settle(jobId, { status: 'failed', message: QUEUE_UNREACHABLE });
    }
    const outcome = await finished;
    signal?.removeEventListener('abort', onAbort);
    return outcome;
  }

  async close(): Promise<void> {
    for (const jobId of [...this.waiting.keys()]) {
      this.settle(jobId, { status: 'failed', message: 'The server is shutting down' });
    }
    await this.events.close().catch(logFailure('debug', "closing the backtest queue's events"));
    await this.queue.close().catch(logFailure('debug', 'closing the backtest queue'));
    this.queueConnection.disconnect();
    this.eventsConnection.disconnect();
  }

  /** The deadline of a run, and the check that some worker is still alive to run it. */
  private watch(jobId: string): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    const seconds = Math.round(this.timings.deadlineMs / 1000);
    waiting.timers.push(
      setTimeout(() => {
        void this.queue.remove(jobId).catch(logFailure('debug', 'removing a backtest job'));
        this.settle(jobId, {
          status: 'timed-out',
          message: `The backtest did not finish within ${seconds} s`,
        });
      }, this.timings.deadlineMs),
    );
    let unseenSince: number | null = null;
    const check = setInterval(() => {
      void withTimeout(this.liveWorkers(), this.timings.watchMs)
        .catch(() => 0)
        .then((live) => {
          if (live > 0) {
            unseenSince = null;
            return;
          }
          unseenSince ??= Date.now();
          // Heartbeats already lag by up to workerTtlMs: a short grace is enough on top.
          if (Date.now() - unseenSince >= this.timings.watchMs * 2) {
            void this.queue.remove(jobId).catch(logFailure('debug', 'removing a backtest job'));
            this.settle(jobId, { status: 'failed', message: waiting.relayed ? WORKER_LOST : NO_WORKER });
          }
        });
    }, this.timings.watchMs);
    waiting.timers.push(check);
  }

  /**
   * Relays one event of a job. A job whose worker died starts again on another worker: if this run
   * already relayed events of the first start, repeating them would duplicate lines, so the run
   * ends with one clear error instead; if not, the new start's events are relayed.
   */
  private relay(jobId: string, progress: ProgressData): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    if (waiting.attempt !== null && waiting.attempt !== progress.attempt) {
      if (waiting.relayed) {
        this.settle(jobId, { status: 'failed', message: WORKER_LOST });
        return;
      }
    }
    waiting.attempt = progress.attempt;
    waiting.relayed = true;
    waiting.onEvent(fromWire(progress.event));
  }

  private settle(jobId: string, outcome: QueueOutcome): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    this.waiting.delete(jobId);
    for (const timer of waiting.timers) clearTimeout(timer);
    waiting.resolve(outcome);
  }
}

/**
 * A queue worker: takes backtest jobs from Redis and runs them on a local runner (a worker-thread
 * pool), reporting every event as job progress, in order, before the job completes. It records a
 * heartbeat, so that API processes know some worker is alive, and holds each job's lock briefly,
 * so that the job of a worker that died goes to another within seconds.
 */
export class RedisQueueWorker {
  private readonly redis: Redis;
  private readonly worker: Worker<JobData, QueueOutcome>;
  private readonly heartbeat: WorkerHeartbeat;

  constructor(
    redisUrl: string,
    runner: BacktestRunner,
    loadBars: RunBarsLoader,
    options: {
      queueName?: string;
      concurrency?: number;
      timings?: Partial<QueueTimings>;
      /** The other symbols a strategy's blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
      loadOthers?: OthersLoader;
    } = {},
  ) {
    const timings = { ...DEFAULT_TIMINGS, ...options.timings };
    const queueName = options.queueName ?? DEFAULT_QUEUE_NAME;
    this.redis = connection(redisUrl);
    this.redis.on('error', () => undefined);
    this.worker = new Worker<JobData, QueueOutcome>(
      queueName,
      async (job: Job<JobData, QueueOutcome>) => {
        const attempt = randomUUID();
        let bars: RunBars;
        let others: OtherSeries = {};
        try {
          bars = await loadBars(job.data.strategy, job.data.userId);
          if (options.loadOthers) others = await options.loadOthers(job.data.strategy, job.data.userId);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          return { status: 'failed', message: `The worker could not load the bars: ${message}` };
        }
        const { digest, userId } = job.data;
        if (digest !== undefined && userId !== null) {
          // A check's digest is made here, in this process's worker threads.
          if (!runner.check) return { status: 'failed', message: 'This worker cannot run watch checks' };
          return runner.check(job.data.strategy, bars, digest, { userId, others });
        }
        let reported = Promise.resolve();
        const outcome = await runner.run(
          job.data.strategy,
          bars,
          (event) => {
            const progress: ProgressData = { attempt, event: toWire(event) };
            reported = reported.then(() => job.updateProgress(progress));
          },
          undefined,
          { userId: job.data.userId, others },
        );
        await reported;
        return outcome;
      },
      {
        connection: this.redis,
        concurrency: options.concurrency ?? 1,
        lockDuration: timings.lockMs,
        stalledInterval: Math.max(1000, Math.floor(timings.lockMs / 2)),
        maxStalledCount: 1,
      },
    );
    this.worker.on('error', () => undefined);
    this.heartbeat = new WorkerHeartbeat(this.redis, queueName, timings.heartbeatMs);
  }

  waitUntilReady(): Promise<unknown> {
    return this.worker.waitUntilReady();
  }

  /** Stops taking new jobs (the heartbeat goes on: the process is alive). */
  pause(): Promise<void> {
    return this.worker.pause(true);
  }

  resume(): void {
    // BullMQ's resume() only flips a flag and wakes the loop; nothing to wait for.
    void Promise.resolve(this.worker.resume());
  }

  async close(): Promise<void> {
    await this.heartbeat.stop();
    await this.worker.close();
    this.redis.disconnect();
  }
}
