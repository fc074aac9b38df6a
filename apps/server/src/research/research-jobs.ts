import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { ResearchJobMessage, ResearchWorkerMessage } from './protocol';

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

/** A start: the job, or why none started (the cap of jobs at once, or no queue/worker to run it). */
export type ResearchJobStart =
  | { ok: true; job: ResearchJobState }
  | { ok: false; reason: 'busy' }
  | { ok: false; reason: 'unavailable'; message: string };

/**
 * Where research jobs run: worker threads of this process (ResearchJobs), or, with REDIS_URL, the
 * research queue that worker processes serve (RedisResearchJobs). A job is read and cancelled only
 * through its owner's id: another user's id reads as missing.
 */
export interface ResearchJobRunner {
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

export interface ResearchJobsOptions {
  /** Longest a job may run; its thread is terminated after it. */
  timeLimitMs?: number;
  /** Jobs running at once, for everyone (each has its own thread). */
  maxRunning?: number;
  /** How long a finished job's result stays readable. */
  keepMs?: number;
  workerModule?: URL;
}

const ENTRY = new URL('../backtests/worker-entry.mjs', import.meta.url);
const DEFAULT_MODULE = new URL('./research-worker.ts', import.meta.url);

/**
 * Sweeps and walk-forwards off the event loop: one worker thread per job (a sweep is long and
 * synchronous; terminating its thread is how it is cancelled or timed out), a cap on jobs running
 * at once, progress kept for polling, and the result kept for a while after the end. The embedded
 * runner, and the thread handling of every research queue worker (RedisResearchWorker).
 */
export class ResearchJobs implements ResearchJobRunner {
  private readonly jobs = new Map<string, ResearchJobState>();
  private readonly workers = new Map<
    string,
    { worker: Worker; timer: NodeJS.Timeout; onEnd: ResearchJobRunOptions['onEnd'] }
  >();
  private readonly timeLimitMs: number;
  private readonly maxRunning: number;
  private readonly keepMs: number;
  private readonly workerModule: URL;

  constructor(options: ResearchJobsOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 120_000;
    this.maxRunning = options.maxRunning ?? 2;
    this.keepMs = options.keepMs ?? 10 * 60_000;
    this.workerModule = options.workerModule ?? DEFAULT_MODULE;
  }

  get running(): number {
    return this.workers.size;
  }

  /** A user's job, or null (another user's job id reads as missing). */
  get(userId: number, id: string): Promise<ResearchJobState | null> {
    return Promise.resolve(this.find(userId, id));
  }

  /** Starts a job, unless the cap of jobs running at once is reached. */
  start(
    userId: number,
    message: ResearchJobMessage,
    options: ResearchJobRunOptions = {},
  ): Promise<ResearchJobStart> {
    if (this.workers.size >= this.maxRunning) return Promise.resolve({ ok: false, reason: 'busy' });
    const job = newResearchJob(userId, message.kind);
    const id = job.id;
    this.jobs.set(id, job);
    const worker = new Worker(ENTRY, { workerData: { module: this.workerModule.href } });
    worker.unref();
    const timeLimitMs = options.timeLimitMs ?? this.timeLimitMs;
    const timer = setTimeout(() => {
      const seconds = Math.round(timeLimitMs / 1000);
      this.end(
        job,
        'timed-out',
        `The job was stopped: it ran longer than ${seconds} second${seconds === 1 ? '' : 's'}`,
      );
    }, timeLimitMs);
    timer.unref();
    this.workers.set(id, { worker, timer, onEnd: options.onEnd });
    worker.on('message', (reply: ResearchWorkerMessage) => {
      if (job.status !== 'running') return;
      if (reply.type === 'progress') {
        job.progress = reply.total > 0 ? reply.done / reply.total : 0;
        if (reply.best !== null) job.best = reply.best;
      } else if (reply.type === 'done') {
        job.progress = 1;
        job.resultJson = reply.resultJson;
        this.end(job, 'done', null);
      } else this.end(job, 'failed', reply.message);
    });
    worker.on('error', (error) => {
      this.end(job, 'failed', `The research worker failed: ${error.message}`);
    });
    worker.postMessage(message);
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
    this.jobs.clear();
    await Promise.resolve();
  }

  private find(userId: number, id: string): ResearchJobState | null {
    const job = this.jobs.get(id);
    return job && job.userId === userId ? job : null;
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
      running.worker.removeAllListeners();
      void running.worker.terminate();
      this.workers.delete(job.id);
      running.onEnd?.(job);
    }
    setTimeout(() => {
      this.jobs.delete(job.id);
    }, this.keepMs).unref();
  }
}
