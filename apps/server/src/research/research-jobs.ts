import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SweepSpan } from '@stratblocks/engine';
import type { ResearchJobMessage, ResearchWorkerMessage } from './protocol';
import { SplitSweep } from './sweep-split';
import { timeLimitText } from '../infra/time-limit';

export type ResearchJobStatus = 'running' | 'done' | 'failed' | 'cancelled' | 'timed-out';

export interface ResearchJobState {
  id: string;
  userId: number;
  kind: ResearchJobMessage['kind'];
  status: ResearchJobStatus;
  /** 0..1. */
  progress: number;
  best: number | null;
  resultJson: string | null;
  error: string | null;
}

/** A new job of a user, running, with nothing to show yet and a fresh unguessable id. */
export function newResearchJob(userId: number, kind: ResearchJobState['kind']): ResearchJobState {
  return {
    id: randomBytes(12).toString('base64url'),
    userId,
    kind,
    status: 'running',
    progress: 0,
    best: null,
    resultJson: null,
    error: null,
  };
}

/**
 * A start: the job (running, or waiting for a thread), or why none started: the queue is full for
 * everyone ('busy'), the user has as many jobs waiting or running as one may ('user-busy'), or there
 * is no queue or worker to run it.
 */
export type ResearchJobStart =
  | { ok: true; job: ResearchJobState }
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'user-busy'; limit: number }
  | { ok: false; reason: 'unavailable'; message: string };

/**
 * Where research jobs run: worker threads of this process (ResearchJobs), or, with REDIS_URL, the
 * research queue that worker processes serve (RedisResearchJobs). A job is read and cancelled only
 * through its owner's id: another user's id reads as missing.
 */
export interface ResearchJobRunner {
  /** The most combinations a sweep may have here, when above the default (SWEEP_MAX_COMBINATIONS). */
  readonly maxSweepCombinations?: number;
  start(userId: number, message: ResearchJobMessage): Promise<ResearchJobStart>;
  get(userId: number, id: string): Promise<ResearchJobState | null>;
  /** Stops a job of the user (a finished one stays as it is); false when there is no such job. */
  cancel(userId: number, id: string): Promise<boolean>;
  close(): Promise<void>;
}

/** Per job, for a queue worker: the time limit the API process chose, and a call when it ends. */
export interface ResearchJobRunOptions {
  timeLimitMs?: number;
  onEnd?: (job: ResearchJobState) => void;
}

/** How many jobs a user may have waiting or running at once, and the threads they may hold. */
export const RESEARCH_JOB_LIMITS = {
  /** Jobs waiting or running at once, for everyone (each running one holds a thread). */
  jobs: 8,
  /** Jobs waiting or running at once per user: one running, one waiting behind it. */
  jobsPerUser: 2,
  /** Threads one user's jobs hold at once: the others wait, the other users' jobs go first. */
  runningPerUser: 1,
  /** Finished results kept per user (the oldest goes first), and in all, in bytes of JSON. */
  resultsPerUser: 2,
  resultBytes: 64 * 1024 * 1024,
} as const;

export interface ResearchJobsOptions {
  /** Longest a job may run once its thread started; the thread is terminated after it. */
  timeLimitMs?: number;
  /** Threads running jobs at once, for everyone (default: the cores, 2 to 8). */
  maxRunning?: number;
  /**
   * Threads one sweep may use at once (default: maxRunning): a large sweep's grid is split into
   * spans that run side by side, joined into one result. 1 keeps every job in one thread.
   */
  threadsPerSweep?: number;
  /** Jobs waiting or running at once, for everyone; more starts answer 'busy'. */
  maxJobs?: number;
  /** Jobs waiting or running at once per user; more starts answer 'user-busy'. */
  maxJobsPerUser?: number;
  /** Threads one user's jobs may hold at once (a queue worker lifts it: Redis decides there). */
  runningPerUser?: number;
  /** How long a finished job stays readable. */
  keepMs?: number;
  /** Finished results kept per user: an older one is forgotten when a newer one ends. */
  keepResultsPerUser?: number;
  /** Bytes of finished results (JSON text) kept in all: the oldest are forgotten beyond it. */
  keepBytes?: number;
  workerModule?: URL;
}

const ENTRY = new URL('../backtests/worker-entry.mjs', import.meta.url);
const DEFAULT_MODULE = new URL('./research-worker.ts', import.meta.url);

interface QueuedJob {
  job: ResearchJobState;
  message: ResearchJobMessage;
  options: ResearchJobRunOptions;
}

/** A thread of a running job, and the span of a split sweep it is running (null: the whole job). */
interface JobThread {
  worker: Worker;
  span: SweepSpan | null;
}

interface RunningJob {
  job: ResearchJobState;
  message: ResearchJobMessage;
  /** The spans of a sweep split over several threads, or null when the job runs in one. */
  split: SplitSweep | null;
  threads: Set<JobThread>;
  timer: NodeJS.Timeout;
  onEnd: ResearchJobRunOptions['onEnd'];
}

/**
 * Sweeps and walk-forwards off the event loop: worker threads per job (a sweep is long and
 * synchronous; terminating its threads is how it is cancelled or timed out), at most `maxRunning`
 * threads, and a fair queue in front of them: at most `runningPerUser` jobs of a user run at once,
 * and a free thread takes the oldest waiting job of a user below that, so that one user's jobs
 * never lock the others out. A large sweep (SplitSweep) runs its grid's spans on up to
 * `threadsPerSweep` threads: it takes threads nobody waits for, and gives one back after its
 * current span as soon as another job waits (it keeps one). Its threads' progress is summed; the
 * time limit and a cancel terminate every one of them. Progress is kept for polling; finished results are kept for
 * `keepMs`, at most `keepResultsPerUser` per user and `keepBytes` in all (oldest forgotten first).
 * The embedded runner, and the thread handling of every research queue worker
 * (RedisResearchWorker, which lifts the per-user rules: the queue applies them).
 */
export class ResearchJobs implements ResearchJobRunner {
  private readonly jobs = new Map<string, ResearchJobState>();
  private readonly waiting: QueuedJob[] = [];
  private readonly workers = new Map<string, RunningJob>();
  /** Threads that finished their work, loaded and waiting for the next job. */
  private readonly idle: Worker[] = [];
  /** Ids of finished jobs that hold a result, oldest first, and the bytes of those results. */
  private readonly kept: string[] = [];
  private keptBytes = 0;
  private readonly timeLimitMs: number;
  private readonly maxRunning: number;
  private readonly threadsPerSweep: number;
  private readonly maxJobs: number;
  private readonly maxJobsPerUser: number;
  private readonly runningPerUser: number;
  private readonly keepMs: number;
  private readonly keepResultsPerUser: number;
  private readonly keepBytes: number;
  private readonly workerModule: URL;

  constructor(options: ResearchJobsOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 120_000;
    this.maxRunning = options.maxRunning ?? Math.max(2, Math.min(8, availableParallelism()));
    this.threadsPerSweep = options.threadsPerSweep ?? this.maxRunning;
    this.maxJobs = options.maxJobs ?? RESEARCH_JOB_LIMITS.jobs;
    this.maxJobsPerUser = options.maxJobsPerUser ?? RESEARCH_JOB_LIMITS.jobsPerUser;
    this.runningPerUser = options.runningPerUser ?? RESEARCH_JOB_LIMITS.runningPerUser;
    this.keepMs = options.keepMs ?? 10 * 60_000;
    this.keepResultsPerUser = options.keepResultsPerUser ?? RESEARCH_JOB_LIMITS.resultsPerUser;
    this.keepBytes = options.keepBytes ?? RESEARCH_JOB_LIMITS.resultBytes;
    this.workerModule = options.workerModule ?? DEFAULT_MODULE;
  }

  /** Jobs whose threads are running. */
  get running(): number {
    return this.workers.size;
  }

  /** Threads running jobs. */
  get threads(): number {
    let count = 0;
    for (const running of this.workers.values()) count += running.threads.size;
    return count;
  }

  /** A user's job, or null (another user's job id reads as missing). */
  get(userId: number, id: string): Promise<ResearchJobState | null> {
    return Promise.resolve(this.find(userId, id));
  }

  /**
   * Starts a job, or queues it behind the running ones; refuses it when the user has as many jobs
   * waiting or running as one may, or the queue is full.
   */
  start(
    userId: number,
    message: ResearchJobMessage,
    options: ResearchJobRunOptions = {},
  ): Promise<ResearchJobStart> {
    const unfinished = this.workers.size + this.waiting.length;
    const mine = [...this.jobs.values()].filter(
      (job) => job.userId === userId && job.status === 'running',
    ).length;
    if (mine >= this.maxJobsPerUser)
      return Promise.resolve({ ok: false, reason: 'user-busy', limit: this.maxJobsPerUser });
    if (unfinished >= this.maxJobs) return Promise.resolve({ ok: false, reason: 'busy' });
    const job = newResearchJob(userId, message.kind);
    this.jobs.set(job.id, job);
    this.waiting.push({ job, message, options });
    this.startWaiting();
    return Promise.resolve({ ok: true, job });
  }

  cancel(userId: number, id: string): Promise<boolean> {
    const job = this.find(userId, id);
    if (!job) return Promise.resolve(false);
    if (job.status === 'running') this.end(job, 'cancelled', null);
    return Promise.resolve(true);
  }

  async close(): Promise<void> {
    for (const job of this.jobs.values()) if (job.status === 'running') this.end(job, 'cancelled', null);
    for (const worker of this.idle.splice(0)) {
      worker.removeAllListeners();
      void worker.terminate();
    }
    this.jobs.clear();
    this.kept.length = 0;
    this.keptBytes = 0;
    await Promise.resolve();
  }

  private newWorker(): Worker {
    const worker = new Worker(ENTRY, { workerData: { module: this.workerModule.href } });
    worker.unref();
    return worker;
  }

  /**
   * Keeps a thread that finished its work for the next job (a thread's start, loading the engine,
   * costs as much as hundreds of runs), up to `maxRunning` idle ones; one that dies idle is dropped.
   */
  private park(worker: Worker): void {
    worker.removeAllListeners();
    if (this.idle.length >= this.maxRunning) {
      void worker.terminate();
      return;
    }
    this.idle.push(worker);
    const drop = () => {
      const index = this.idle.indexOf(worker);
      if (index >= 0) this.idle.splice(index, 1);
    };
    worker.once('error', drop);
    worker.once('exit', drop);
  }

  private find(userId: number, id: string): ResearchJobState | null {
    const job = this.jobs.get(id);
    return job && job.userId === userId ? job : null;
  }

  /** Running jobs of a user. */
  private runningOf(userId: number): number {
    let count = 0;
    for (const running of this.workers.values()) if (running.job.userId === userId) count += 1;
    return count;
  }

  /** The oldest waiting job of a user below their share of running jobs, or -1. */
  private nextWaiting(): number {
    return this.waiting.findIndex((queued) => this.runningOf(queued.job.userId) < this.runningPerUser);
  }

  /**
   * Gives free threads to the oldest waiting jobs of users below their share, then to split sweeps
   * with spans left (the one with the fewest threads first).
   */
  private startWaiting(): void {
    while (this.threads < this.maxRunning) {
      const next = this.nextWaiting();
      if (next >= 0) {
        const [queued] = this.waiting.splice(next, 1);
        if (queued) this.launch(queued);
        continue;
      }
      const growing = [...this.workers.values()]
        .filter(
          (running) =>
            running.split !== null &&
            running.split.pending.length > 0 &&
            running.threads.size < this.threadsPerSweep,
        )
        .sort((a, b) => a.threads.size - b.threads.size)[0];
      if (!growing) return;
      this.addThread(growing);
    }
  }

  private launch({ job, message, options }: QueuedJob): void {
    const timeLimitMs = options.timeLimitMs ?? this.timeLimitMs;
    const timer = setTimeout(() => {
      this.end(job, 'timed-out', `The job was stopped: it ran longer than ${timeLimitText(timeLimitMs)}`);
    }, timeLimitMs);
    timer.unref();
    const running: RunningJob = {
      job,
      message,
      split: SplitSweep.of(message, this.threadsPerSweep),
      threads: new Set(),
      timer,
      onEnd: options.onEnd,
    };
    this.workers.set(job.id, running);
    this.addThread(running);
  }

  /** Starts a thread for the job: the whole job, or the next span of a split sweep. */
  private addThread(running: RunningJob): void {
    const { job, split } = running;
    const span = split ? split.pending.shift() : null;
    if (span === undefined) return;
    const worker = this.idle.pop() ?? this.newWorker();
    worker.removeAllListeners();
    const thread: JobThread = { worker, span };
    running.threads.add(thread);
    worker.on('message', (reply: ResearchWorkerMessage) => {
      if (job.status !== 'running') return;
      if (reply.type === 'progress') {
        if (split && thread.span) {
          split.progress(thread.span, reply.done);
          job.progress = split.share;
        } else job.progress = reply.total > 0 ? reply.done / reply.total : 0;
        if (reply.best !== null && (job.best === null || reply.best > job.best)) job.best = reply.best;
      } else if (reply.type === 'done') {
        if (split && thread.span) this.spanDone(running, thread, reply.resultJson);
        else {
          job.progress = 1;
          job.resultJson = reply.resultJson;
          this.end(job, 'done', null);
        }
      } else this.end(job, 'failed', reply.message);
    });
    worker.on('error', (error) => {
      this.end(job, 'failed', `The research worker failed: ${error.message}`);
    });
    worker.postMessage(split && span ? split.spanMessage(span) : running.message);
  }

  /**
   * A span of a split sweep is in: the thread takes the next span, or gives itself back (no span
   * left, or another job waits for a thread and the sweep keeps another); the last span joins them.
   */
  private spanDone(running: RunningJob, thread: JobThread, cellsJson: string): void {
    const { job } = running;
    const split = running.split as SplitSweep;
    try {
      split.finish(thread.span as SweepSpan, cellsJson);
      job.progress = split.share;
      if (split.complete) {
        job.progress = 1;
        job.resultJson = split.resultJson();
        this.end(job, 'done', null);
        return;
      }
    } catch (error) {
      this.end(
        job,
        'failed',
        `The research worker failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return;
    }
    const someoneWaits = this.threads >= this.maxRunning && this.nextWaiting() >= 0;
    const next = split.pending.length > 0 && !(someoneWaits && running.threads.size > 1);
    if (next) {
      thread.span = split.pending.shift() as SweepSpan;
      thread.worker.postMessage(split.spanMessage(thread.span));
      return;
    }
    this.park(thread.worker);
    running.threads.delete(thread);
    this.startWaiting();
  }

  private end(
    job: ResearchJobState,
    status: Exclude<ResearchJobStatus, 'running'>,
    error: string | null,
  ): void {
    if (job.status !== 'running') return;
    job.status = status;
    job.error = error;
    const running = this.workers.get(job.id);
    if (running) {
      clearTimeout(running.timer);
      // A job that ended well leaves its threads idle: the next job takes them, loaded.
      for (const { worker } of running.threads) {
        if (status === 'done') this.park(worker);
        else {
          worker.removeAllListeners();
          void worker.terminate();
        }
      }
      this.workers.delete(job.id);
      running.onEnd?.(job);
    } else {
      const queued = this.waiting.findIndex((entry) => entry.job === job);
      if (queued >= 0) this.waiting.splice(queued, 1);
    }
    if (job.resultJson !== null) this.keepResult(job);
    setTimeout(() => {
      this.forget(job.id);
    }, this.keepMs).unref();
    this.startWaiting();
  }

  /** Keeps a finished result within the per-user and byte bounds, forgetting the oldest first. */
  private keepResult(job: ResearchJobState): void {
    this.kept.push(job.id);
    this.keptBytes += job.resultJson?.length ?? 0;
    const mine = this.kept.filter((id) => this.jobs.get(id)?.userId === job.userId);
    for (const id of mine.slice(0, Math.max(0, mine.length - this.keepResultsPerUser))) this.forget(id);
    while (this.keptBytes > this.keepBytes && this.kept.length > 1 && this.kept[0] !== job.id) {
      this.forget(this.kept[0] ?? '');
    }
  }

  private forget(id: string): void {
    const job = this.jobs.get(id);
    if (!job || job.status === 'running') return;
    this.jobs.delete(id);
    const index = this.kept.indexOf(id);
    if (index >= 0) {
      this.kept.splice(index, 1);
      this.keptBytes -= job.resultJson?.length ?? 0;
    }
  }
}
