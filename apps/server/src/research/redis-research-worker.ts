import { resolveSweepParameters, type TunableParameter } from '@stratblocks/engine';
import { DelayedError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { OthersLoader, RunBarsLoader } from '../backtests/run-bars';
import { queueConnection, WorkerHeartbeat } from '../infra/queue-redis';
import type { ResearchJobMessage } from './protocol';
import { ResearchJobs, type ResearchJobState } from './research-jobs';
import { SWEEP_CHUNK_COMBINATIONS, SweepChunks } from './redis-sweep-chunks';
import {
  DEFAULT_RESEARCH_TIMINGS,
  endKey,
  RESEARCH_WORKER_LOST,
  RESEARCH_WORKER_SHUT_DOWN,
  resultKey,
  userRunningKey,
  type ResearchQueueJobData,
  type ResearchQueueOutcome,
  type ResearchQueueProgress,
  type ResearchQueueTimings,
} from './research-queue';
import { logFailure } from '../infra/failures';

export interface RedisResearchWorkerOptions {
  /** Research jobs this process runs at once (one worker thread each). */
  concurrency?: number;
  timings?: Partial<ResearchQueueTimings>;
  /** Sweeps of more combinations are split into chunks of at most this many, run by every worker. */
  chunkCombinations?: number;
  /** Called when this process has run a chunk of a split sweep (its first combination). */
  onChunkDone?: (from: number) => void;
  /**
   * The other symbols a strategy's blocks read (docs/engine.md#research-on-other-symbols), loaded
   * with the bars; without it a strategy reading one fails as not in the market data.
   */
  loadOthers?: OthersLoader;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Takes (or keeps) a user's running slot for a job: true when the job holds it. */
const HOLD_USER_SLOT = `
local holder = redis.call('GET', KEYS[1])
if holder and holder ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;
/** Gives a user's running slot back, if the job still holds it. */
const FREE_USER_SLOT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 1
`;

/**
 * A research queue worker: takes sweeps and walk-forwards from Redis (RedisResearchJobs queues
 * them), loads their bars from this process's providers and runs each in a worker thread of a local
 * ResearchJobs (which owns the thread, its time limit and its termination). Every `pollMs` it reports
 * progress (share done and best so far) as job progress and looks for an end an API process
 * recorded (a cancel), which terminates the thread. It records a heartbeat and holds each job's lock
 * briefly; a job whose worker died is never restarted: it fails with a clear message.
 */
export class RedisResearchWorker {
  private readonly redis: Redis;
  private readonly worker: Worker<ResearchQueueJobData, ResearchQueueOutcome>;
  private readonly threads: ResearchJobs;
  private readonly heartbeat: WorkerHeartbeat;
  private readonly timings: ResearchQueueTimings;
  private readonly chunks: SweepChunks;
  private readonly chunkCombinations: number;
  private readonly loadOthers: OthersLoader | undefined;
  private closing = false;

  constructor(
    redisUrl: string,
    private readonly queueName: string,
    private readonly loadBars: RunBarsLoader,
    options: RedisResearchWorkerOptions = {},
  ) {
    const concurrency = options.concurrency ?? 1;
    this.timings = { ...DEFAULT_RESEARCH_TIMINGS, ...options.timings };
    this.chunkCombinations = options.chunkCombinations ?? SWEEP_CHUNK_COMBINATIONS;
    this.loadOthers = options.loadOthers;
    // The queue decides who runs and when (per-user rules included): locally, one thread per job,
    // and one per chunk of a split sweep (the chunk queue has the same concurrency).
    const threads = 2 * concurrency;
    this.threads = new ResearchJobs({
      maxRunning: threads,
      // A large sweep is split by the queue (SweepChunks), not across this process's threads.
      threadsPerSweep: 1,
      maxJobs: threads,
      maxJobsPerUser: threads,
      runningPerUser: threads,
      keepMs: 0,
    });
    this.redis = queueConnection(redisUrl);
    this.redis.on('error', () => undefined);
    this.worker = new Worker<ResearchQueueJobData, ResearchQueueOutcome>(
      queueName,
      (job, token) => this.process(job, token),
      {
        connection: this.redis,
        concurrency,
        lockDuration: this.timings.lockMs,
        stalledInterval: Math.max(1000, Math.floor(this.timings.lockMs / 2)),
        // A job whose worker died fails instead of starting again from nothing elsewhere.
        maxStalledCount: 0,
      },
    );
    this.worker.on('error', () => undefined);
    this.heartbeat = new WorkerHeartbeat(this.redis, queueName, this.timings.heartbeatMs);
    this.chunks = new SweepChunks(
      this.redis,
      queueName,
      this.threads,
      loadBars,
      options.loadOthers,
      this.timings,
      concurrency,
      () => this.closing,
      options.onChunkDone,
    );
  }

  /** Jobs whose thread is running in this process. */
  get running(): number {
    return this.threads.running;
  }

  async waitUntilReady(): Promise<unknown> {
    await this.chunks.waitUntilReady();
    return this.worker.waitUntilReady();
  }

  /** Ends the jobs running here ('failed': the worker was shut down), then stops taking jobs. */
  async close(): Promise<void> {
    this.closing = true;
    await this.threads.close();
    await this.worker.close();
    await this.chunks.close();
    await this.heartbeat.stop();
    this.redis.disconnect();
  }

  /** Holds the user's running slot for the job (or keeps holding it); false when another job has it. */
  private async holdUserSlot(userId: number, jobId: string): Promise<boolean> {
    const held = await this.redis.eval(
      HOLD_USER_SLOT,
      1,
      userRunningKey(this.queueName, userId),
      jobId,
      this.timings.lockMs,
    );
    return held === 1;
  }

  private async process(
    job: Job<ResearchQueueJobData, ResearchQueueOutcome>,
    token: string | undefined,
  ): Promise<ResearchQueueOutcome> {
    const id = job.id ?? '';
    const { userId } = job.data;
    // Cancelled while it waited: the API process has answered for it already.
    if ((await this.redis.exists(endKey(this.queueName, id))) === 1)
      return { status: 'cancelled', error: null };
    // Another start than the ones this job was put off for means its worker died.
    if (job.attemptsStarted > 1 + (job.data.deferrals ?? 0))
      return { status: 'failed', error: RESEARCH_WORKER_LOST };
    // One job per user at a time, across every worker: a second one waits and other users' go first.
    if (!(await this.holdUserSlot(userId, id))) {
      await job.updateData({ ...job.data, deferrals: (job.data.deferrals ?? 0) + 1 });
      await job.moveToDelayed(Date.now() + this.timings.deferMs, token);
      throw new DelayedError();
    }
    try {
      return await this.run(job);
    } finally {
      await this.redis
        .eval(FREE_USER_SLOT, 1, userRunningKey(this.queueName, userId), id)
        .catch(logFailure('warn', "freeing a user's research slot"));
    }
  }

  private async run(job: Job<ResearchQueueJobData, ResearchQueueOutcome>): Promise<ResearchQueueOutcome> {
    const id = job.id ?? '';
    const { userId, request, timeLimitMs } = job.data;
    if (request.kind === 'sweep') {
      const resolved = resolveSweepParameters(request.strategy, request.parameters);
      if (resolved.ok && SweepChunks.splits(resolved.parameters, this.chunkCombinations))
        return this.runChunked(job, { ...request, kind: 'sweep' }, resolved.parameters);
    }
    let message: ResearchJobMessage;
    try {
      const bars = await this.loadBars(request.strategy, userId);
      const others = this.loadOthers ? await this.loadOthers(request.strategy, userId) : {};
      message = { ...request, bars, others };
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { status: 'failed', error: `The worker could not load the bars: ${text}` };
    }
    let onEnd: (state: ResearchJobState) => void = () => undefined;
    const ended = new Promise<ResearchJobState>((resolve) => {
      onEnd = resolve;
    });
    const started = await this.threads.start(userId, message, { timeLimitMs, onEnd });
    if (!started.ok) return { status: 'failed', error: 'The research worker is busy: start the job again' };
    const local = started.job;
    let reported: ResearchQueueProgress = { progress: 0, best: null };
    for (;;) {
      const final = await Promise.race([ended, sleep(this.timings.pollMs).then(() => null)]);
      if (final) return this.finish(job, final);
      if (local.progress !== reported.progress || local.best !== reported.best) {
        reported = { progress: local.progress, best: local.best };
        await job.updateProgress(reported).catch(logFailure('debug', "reporting a research job's progress"));
      }
      const cancelled = await this.redis.exists(endKey(this.queueName, id)).catch(() => 0);
      if (cancelled === 1) await this.threads.cancel(userId, local.id);
      await this.holdUserSlot(userId, id).catch(() => false);
    }
  }

  /** A sweep split into chunks that every worker runs; this worker coordinates it. */
  private async runChunked(
    job: Job<ResearchQueueJobData, ResearchQueueOutcome>,
    request: ResearchQueueJobData['request'] & { kind: 'sweep' },
    parameters: Array<TunableParameter & { values: number[] }>,
  ): Promise<ResearchQueueOutcome> {
    const id = job.id ?? '';
    const { userId, timeLimitMs, keepMs } = job.data;
    let outcome;
    try {
      outcome = await this.chunks.coordinate(
        { id, userId, request, timeLimitMs, keepMs },
        parameters,
        this.chunkCombinations,
        async (progress) => {
          await job
            .updateProgress(progress)
            .catch(logFailure('debug', "reporting a research job's progress"));
          await this.holdUserSlot(userId, id).catch(() => false);
          return (await this.redis.exists(endKey(this.queueName, id)).catch(() => 0)) === 1;
        },
      );
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { status: 'failed', error: `The research worker failed: ${text}` };
    }
    if (this.closing && outcome.status === 'cancelled')
      return { status: 'failed', error: RESEARCH_WORKER_SHUT_DOWN };
    if (outcome.status === 'done' && outcome.resultJson !== undefined) {
      await job
        .updateProgress({ progress: 1, best: outcome.best ?? null })
        .catch(logFailure('debug', "reporting a research job's progress"));
      await this.redis.set(resultKey(this.queueName, id), outcome.resultJson, 'PX', keepMs);
    }
    return { status: outcome.status, error: outcome.error };
  }

  /** The answer of a job whose thread ended; a done job's result goes to its own key first. */
  private async finish(
    job: Job<ResearchQueueJobData, ResearchQueueOutcome>,
    final: ResearchJobState,
  ): Promise<ResearchQueueOutcome> {
    if (final.status === 'running') return { status: 'failed', error: 'The research job ended unexpectedly' };
    if (this.closing && final.status === 'cancelled')
      return { status: 'failed', error: RESEARCH_WORKER_SHUT_DOWN };
    if (final.status === 'done' && final.resultJson !== null) {
      await job
        .updateProgress({ progress: 1, best: final.best })
        .catch(logFailure('debug', "reporting a research job's progress"));
      await this.redis.set(resultKey(this.queueName, job.id ?? ''), final.resultJson, 'PX', job.data.keepMs);
    }
    return { status: final.status, error: final.error };
  }
}
