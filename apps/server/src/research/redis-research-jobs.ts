import { RESEARCH_QUEUE_MAX_COMBINATIONS } from '@stratblocks/contracts';
import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { liveWorkers, queueConnection, withTimeout } from '../infra/queue-redis';
import type { ResearchJobMessage, ResearchJobRequest } from './protocol';
import { admitResearchJob, releaseResearchJob } from './research-admission';
import {
  newResearchJob,
  RESEARCH_JOB_LIMITS,
  type ResearchJobRunner,
  type ResearchJobStart,
  type ResearchJobState,
} from './research-jobs';
import {
  DEFAULT_RESEARCH_TIMINGS,
  isQueueProgress,
  NO_RESEARCH_WORKER,
  readEnd,
  recordEnd,
  RESEARCH_QUEUE_UNREACHABLE,
  RESEARCH_WORKER_LOST,
  resultKey,
  type EndedStatus,
  type ResearchJobEnd,
  type ResearchQueueJobData,
  type ResearchQueueOutcome,
  type ResearchQueueTimings,
} from './research-queue';
import { logFailure } from '../infra/failures';

export interface RedisResearchJobsOptions {
  /** Longest a job may run once a worker has taken it; its thread is terminated after it. */
  timeLimitMs?: number;
  /**
   * Jobs waiting or running at once in the whole queue, for everyone, and per user: admitted in one
   * Lua script (research-admission.ts), so simultaneous starts on any API processes cannot pass them.
   */
  maxJobs?: number;
  maxJobsPerUser?: number;
  /** How long a finished job stays readable. */
  keepMs?: number;
  timings?: Partial<ResearchQueueTimings>;
}

/** The largest sweep the queue takes: its workers share it in chunks. */
export const REDIS_SWEEP_MAX_COMBINATIONS = RESEARCH_QUEUE_MAX_COMBINATIONS;

type QueueJob = Job<ResearchQueueJobData, ResearchQueueOutcome>;

/** Redis keeps about this many queue events (progress every 200 ms per job, then the end). */
const MAX_EVENTS = 1000;
/** Redis commands of one request give up after this long (answered 503). */
const COMMAND_MS = 3000;
/**
 * The ids start() makes (12 random bytes, base64url). Anything else is no job: an id from a URL is
 * never used to name a key, where `meta` or `wait` would name the queue's own.
 */
const JOB_ID = /^[\w-]{16}$/;

/** The job as queued: every field of the message but its bars and other symbols (the worker loads them). */
function withoutBars(message: ResearchJobMessage): ResearchJobRequest {
  const request: Partial<ResearchJobMessage> = { ...message };
  delete request.bars;
  delete request.others;
  return request as ResearchJobRequest;
}

/**
 * Research jobs through a BullMQ queue on Redis, so that any API process can start, read and
 * cancel a job that any worker process runs (RedisResearchWorker). The state lives in Redis: the
 * job (its data, progress, answer), the end an API process decided (a cancel, a lost worker), the
 * result beside it. Polls notice a worker that died (its job lock expired) or a queue with no worker
 * left, and end the job 'failed' with a clear message.
 */
export class RedisResearchJobs implements ResearchJobRunner {
  private readonly redis: Redis;
  private readonly queue: Queue<ResearchQueueJobData, ResearchQueueOutcome>;
  private readonly timeLimitMs: number;
  private readonly maxJobs: number;
  private readonly maxJobsPerUser: number;
  private readonly keepMs: number;
  private readonly timings: ResearchQueueTimings;
  /** Split into chunks that every worker runs at once (redis-sweep-chunks.ts). */
  readonly maxSweepCombinations = REDIS_SWEEP_MAX_COMBINATIONS;

  constructor(
    redisUrl: string,
    private readonly queueName: string,
    options: RedisResearchJobsOptions = {},
  ) {
    this.timeLimitMs = options.timeLimitMs ?? 120_000;
    this.maxJobs = options.maxJobs ?? RESEARCH_JOB_LIMITS.jobs;
    this.maxJobsPerUser = options.maxJobsPerUser ?? RESEARCH_JOB_LIMITS.jobsPerUser;
    this.keepMs = options.keepMs ?? 10 * 60_000;
    this.timings = { ...DEFAULT_RESEARCH_TIMINGS, ...options.timings };
    this.redis = queueConnection(redisUrl);
    // ioredis reconnects by itself; until then, errors are answered per request (503).
    this.redis.on('error', () => undefined);
    this.queue = new Queue<ResearchQueueJobData, ResearchQueueOutcome>(queueName, {
      connection: this.redis,
      streams: { events: { maxLen: MAX_EVENTS } },
    });
    this.queue.on('error', () => undefined);
  }

  async start(userId: number, message: ResearchJobMessage): Promise<ResearchJobStart> {
    try {
      await withTimeout(this.queue.waitUntilReady(), COMMAND_MS);
      const live = await withTimeout(
        liveWorkers(this.redis, this.queueName, this.timings.workerTtlMs),
        COMMAND_MS,
      );
      if (live === 0) return { ok: false, reason: 'unavailable', message: NO_RESEARCH_WORKER };
      const job = newResearchJob(userId, message.kind);
      const admission = await withTimeout(
        admitResearchJob(this.redis, { name: this.queueName, jobKeyPrefix: this.queue.toKey('') }, job, {
          maxJobs: this.maxJobs,
          maxJobsPerUser: this.maxJobsPerUser,
        }),
        COMMAND_MS,
      );
      if (!admission.ok)
        return admission.reason === 'busy'
          ? { ok: false, reason: 'busy' }
          : { ok: false, reason: 'user-busy', limit: this.maxJobsPerUser };
      const keepSeconds = Math.ceil(this.keepMs / 1000);
      try {
        await withTimeout(
          this.queue.add(
            message.kind,
            { userId, request: withoutBars(message), timeLimitMs: this.timeLimitMs, keepMs: this.keepMs },
            {
              jobId: job.id,
              // Fair order: a user's only job goes with everyone's first jobs (no priority, first
              // in, first out); a job behind another of the same user waits behind all of those.
              ...(admission.earlier > 0 && { priority: admission.earlier }),
              // Removed lazily by BullMQ; get() stops answering for a finished job after keepMs anyway.
              removeOnComplete: { age: keepSeconds },
              removeOnFail: { age: keepSeconds },
            },
          ),
          COMMAND_MS,
        );
      } catch (error) {
        await releaseResearchJob(this.redis, this.queueName, job).catch(
          logFailure('warn', "releasing a research job's slot"),
        );
        throw error;
      }
      return { ok: true, job };
    } catch {
      return { ok: false, reason: 'unavailable', message: RESEARCH_QUEUE_UNREACHABLE };
    }
  }

  async get(userId: number, id: string): Promise<ResearchJobState | null> {
    if (!JOB_ID.test(id)) return null;
    return this.reach(async () => {
      const end = await readEnd(this.redis, this.queueName, id);
      if (end) return end.userId === userId ? this.stateOfEnd(id, end) : null;
      const job = await this.job(id);
      if (!job || job.data.userId !== userId) return null;
      if (job.finishedOn !== undefined) return this.stateOfFinished(job);
      const lost = await this.whyCannotRun(job);
      if (lost === null) return this.state(job, 'running', null);
      return this.stateOfEnd(id, await this.endJob(job, 'failed', lost));
    });
  }

  async cancel(userId: number, id: string): Promise<boolean> {
    if (!JOB_ID.test(id)) return false;
    return this.reach(async () => {
      const end = await readEnd(this.redis, this.queueName, id);
      if (end) return end.userId === userId;
      const job = await this.job(id);
      if (!job || job.data.userId !== userId) return false;
      if (job.finishedOn === undefined) await this.endJob(job, 'cancelled', null);
      return true;
    });
  }

  async close(): Promise<void> {
    await this.queue.close().catch(logFailure('debug', 'closing the research queue'));
    this.redis.disconnect();
  }

  private async job(id: string): Promise<QueueJob | null> {
    if (!JOB_ID.test(id)) return null;
    return (await this.queue.getJob(id)) ?? null;
  }

  /** Runs the Redis commands of one request; an unreachable Redis is a 503, not a hang. */
  private async reach<T>(commands: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(commands(), COMMAND_MS);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(503, RESEARCH_QUEUE_UNREACHABLE);
    }
  }

  /**
   * Why a job that has not ended cannot end by itself: its worker died (a taken job whose lock
   * expired: BullMQ's own test of a stalled job), or it waits and no worker is left. null if it can.
   */
  private async whyCannotRun(job: QueueJob): Promise<string | null> {
    // A job put off by its worker (its user has another running) waits again: not a lost one.
    if ((await job.getState()) === 'active') {
      if ((await this.redis.exists(this.queue.toKey(`${job.id ?? ''}:lock`))) === 1) return null;
      // The lock also goes when the job ends: read it again before calling the worker lost.
      const again = await this.job(job.id ?? '');
      return again && again.finishedOn === undefined ? RESEARCH_WORKER_LOST : null;
    }
    const live = await liveWorkers(this.redis, this.queueName, this.timings.workerTtlMs);
    return live === 0 ? NO_RESEARCH_WORKER : null;
  }

  /**
   * Ends a job from this process: the end is recorded (a worker running it polls for it and stops its
   * thread), and a job no worker holds leaves the queue, so that it neither counts against the cap
   * nor starts later. A job a worker holds is locked: the worker ends it.
   */
  private async endJob(job: QueueJob, status: EndedStatus, error: string | null): Promise<ResearchJobEnd> {
    const progress = job.progress;
    const end = await recordEnd(
      this.redis,
      this.queueName,
      job.id ?? '',
      {
        userId: job.data.userId,
        kind: job.data.request.kind,
        status,
        error,
        progress: isQueueProgress(progress) ? progress.progress : 0,
        best: isQueueProgress(progress) ? progress.best : null,
      },
      this.keepMs,
    );
    await job.remove().catch(logFailure('debug', 'removing a research job'));
    await releaseResearchJob(this.redis, this.queueName, {
      id: job.id ?? '',
      userId: job.data.userId,
    }).catch(logFailure('warn', 'cancelling a research job'));
    return end;
  }

  private async stateOfFinished(job: QueueJob): Promise<ResearchJobState | null> {
    if ((job.finishedOn ?? 0) + this.keepMs < Date.now()) return null;
    if (job.failedReason) {
      // The processor answers every outcome; BullMQ fails a job only when its worker was lost (a
      // stalled job) or the worker itself broke.
      const lost = job.failedReason.includes('stalled');
      return this.state(
        job,
        'failed',
        lost ? RESEARCH_WORKER_LOST : `The research worker failed: ${job.failedReason}`,
      );
    }
    const outcome = job.returnvalue;
    if (outcome.status !== 'done') return this.state(job, outcome.status, outcome.error);
    const resultJson = await this.redis.get(resultKey(this.queueName, job.id ?? ''));
    // The result's key expires keepMs after the end: the job is gone with it.
    return resultJson === null ? null : { ...this.state(job, 'done', null), progress: 1, resultJson };
  }

  private state(job: QueueJob, status: ResearchJobState['status'], error: string | null): ResearchJobState {
    const progress = job.progress;
    return {
      id: job.id ?? '',
      userId: job.data.userId,
      kind: job.data.request.kind,
      status,
      progress: isQueueProgress(progress) ? progress.progress : 0,
      best: isQueueProgress(progress) ? progress.best : null,
      resultJson: null,
      error,
    };
  }

  private stateOfEnd(id: string, end: ResearchJobEnd): ResearchJobState {
    return {
      id,
      userId: end.userId,
      kind: end.kind,
      status: end.status,
      progress: end.progress,
      best: end.best,
      resultJson: null,
      error: end.error,
    };
  }
}
