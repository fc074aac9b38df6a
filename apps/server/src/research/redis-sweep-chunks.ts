import {
  combinationCount,
  storedSweepResult,
  SWEEP_MAX_COMBINATIONS,
  sweepResultOf,
  sweepSpans,
  type SweepCell,
  type SweepSpan,
} from '@stratblocks/engine';
import { Queue, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { OthersLoader, RunBarsLoader } from '../backtests/run-bars';
import type { ResearchJobRequest } from './protocol';
import type { ResearchJobs, ResearchJobState } from './research-jobs';
import {
  isQueueProgress,
  RESEARCH_WORKER_LOST,
  resultKey,
  type ResearchQueueOutcome,
  type ResearchQueueProgress,
  type ResearchQueueTimings,
} from './research-queue';
import { timeLimitText } from '../infra/time-limit';
import { logFailure } from '../infra/failures';

/**
 * A sweep larger than one worker should run alone is split into chunks (contiguous spans of its
 * grid) on a queue beside the research queue, which every worker process takes from at once. The
 * worker that took the sweep coordinates: it queues the chunks, sums their progress and best so
 * far into the sweep's, stops them on a cancel, the time limit or a failed chunk, and joins their
 * cells in grid order into one ranked result (sweepResultOf: the ranking of a single runSweep).
 * A chunk whose worker died (its lock expired) is taken again once by another worker.
 */

/**
 * Grids of more combinations than this are split; each chunk holds at most this many: up to the
 * limit of a sweep in one process (SWEEP_MAX_COMBINATIONS), a sweep runs whole on one worker.
 */
export const SWEEP_CHUNK_COMBINATIONS = SWEEP_MAX_COMBINATIONS;

export function chunkQueueName(queueName: string): string {
  return `${queueName}-chunks`;
}

/** Set when a chunked sweep ends early: its chunks stop (or never start). */
function stopKey(queueName: string, sweepId: string): string {
  return `stratblocks:${queueName}:chunks-stopped:${sweepId}`;
}

export interface SweepChunkData {
  sweepId: string;
  userId: number;
  request: ResearchJobRequest & { kind: 'sweep' };
  span: SweepSpan;
  timeLimitMs: number;
  keepMs: number;
}

type ChunkJob = Job<SweepChunkData, ResearchQueueOutcome>;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How a chunk job stands: its share done, its best, or how it ended. */
function chunkState(job: ChunkJob | undefined): { done: number; best: number | null; end: string | null } {
  if (!job) return { done: 0, best: null, end: RESEARCH_WORKER_LOST };
  const progress: ResearchQueueProgress = isQueueProgress(job.progress)
    ? job.progress
    : { progress: 0, best: null };
  if (!job.finishedOn) return { done: progress.progress, best: progress.best, end: null };
  if (job.failedReason)
    return {
      done: 0,
      best: null,
      end: job.failedReason.includes('stalled') ? RESEARCH_WORKER_LOST : job.failedReason,
    };
  const outcome = job.returnvalue;
  if (outcome.status !== 'done')
    return { done: 0, best: null, end: outcome.error ?? `The chunk was ${outcome.status}` };
  return { done: 1, best: progress.best, end: 'done' };
}

/** Runs chunks (in this process's research threads) and coordinates the chunked sweeps taken here. */
export class SweepChunks {
  private readonly queue: Queue<SweepChunkData, ResearchQueueOutcome>;
  private readonly worker: Worker<SweepChunkData, ResearchQueueOutcome>;
  private readonly chunkQueue: string;

  constructor(
    private readonly redis: Redis,
    queueName: string,
    private readonly threads: ResearchJobs,
    private readonly loadBars: RunBarsLoader,
    /** The other symbols a strategy's blocks read (docs/engine.md#research-on-other-symbols). */
    private readonly loadOthers: OthersLoader | undefined,
    private readonly timings: ResearchQueueTimings,
    concurrency: number,
    private readonly isClosing: () => boolean,
    private readonly onChunkDone: (from: number) => void = () => undefined,
  ) {
    this.chunkQueue = chunkQueueName(queueName);
    this.queue = new Queue(this.chunkQueue, { connection: redis });
    this.queue.on('error', () => undefined);
    this.worker = new Worker(this.chunkQueue, (job) => this.runChunk(job), {
      connection: redis,
      concurrency,
      lockDuration: timings.lockMs,
      stalledInterval: Math.max(1000, Math.floor(timings.lockMs / 2)),
      // A chunk whose worker died starts again once, on any worker; a second loss fails the sweep.
      maxStalledCount: 1,
    });
    this.worker.on('error', () => undefined);
  }

  waitUntilReady(): Promise<unknown> {
    return this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await this.worker.close();
    await this.queue.close();
  }

  /** Whether a sweep is split into chunks. */
  static splits(parameters: ReadonlyArray<{ values: readonly number[] }>, chunkSize: number): boolean {
    return combinationCount(parameters) > chunkSize;
  }

  /**
   * Coordinates a chunked sweep: `report` passes its progress on (and answers true when the sweep
   * was cancelled), the answer is its outcome and, when done, its result's JSON.
   */
  async coordinate(
    sweep: {
      id: string;
      userId: number;
      request: ResearchJobRequest & { kind: 'sweep' };
      timeLimitMs: number;
      keepMs: number;
    },
    parameters: Parameters<typeof sweepResultOf>[1],
    chunkSize: number,
    report: (progress: ResearchQueueProgress) => Promise<boolean>,
  ): Promise<ResearchQueueOutcome & { resultJson?: string; best?: number | null }> {
    const total = combinationCount(parameters);
    const spans = sweepSpans(total, Math.ceil(total / chunkSize));
    const ids = spans.map((_, index) => `${sweep.id}-${index}`);
    await this.queue.addBulk(
      spans.map((span, index) => ({
        name: 'chunk',
        data: {
          sweepId: sweep.id,
          userId: sweep.userId,
          request: sweep.request,
          span,
          timeLimitMs: sweep.timeLimitMs,
          keepMs: sweep.keepMs,
        },
        opts: { jobId: ids[index] },
      })),
    );
    const deadline = Date.now() + sweep.timeLimitMs;
    try {
      for (;;) {
        await sleep(this.timings.pollMs);
        const jobs = await Promise.all(ids.map((id) => this.queue.getJob(id)));
        let done = 0;
        let best: number | null = null;
        let finished = 0;
        for (const [index, job] of jobs.entries()) {
          const state = chunkState(job);
          if (state.end !== null && state.end !== 'done') {
            await this.stop(sweep.id, ids);
            return { status: 'failed', error: state.end };
          }
          if (state.end === 'done') finished += 1;
          const span = spans[index] as SweepSpan;
          done += state.done * (span.to - span.from);
          if (state.best !== null && (best === null || state.best > best)) best = state.best;
        }
        if (finished === ids.length)
          return { status: 'done', error: null, best, resultJson: await this.merge(sweep, parameters, ids) };
        const cancelled = await report({ progress: done / total, best });
        if (cancelled || this.isClosing()) {
          await this.stop(sweep.id, ids);
          return { status: 'cancelled', error: null };
        }
        if (Date.now() > deadline) {
          await this.stop(sweep.id, ids);
          return {
            status: 'timed-out',
            error: `The job was stopped: it ran longer than ${timeLimitText(sweep.timeLimitMs)}`,
          };
        }
      }
    } finally {
      await this.forget(ids);
    }
  }

  /** The chunks' cells joined in grid order and ranked as one sweep. */
  private async merge(
    sweep: { request: ResearchJobRequest & { kind: 'sweep' } },
    parameters: Parameters<typeof sweepResultOf>[1],
    ids: string[],
  ): Promise<string> {
    const texts = await this.redis.mget(ids.map((id) => resultKey(this.chunkQueue, id)));
    const cells: SweepCell[] = [];
    for (const text of texts) {
      if (text === null) throw new Error('A chunk of the sweep lost its cells');
      for (const cell of JSON.parse(text) as SweepCell[]) cells.push(cell);
    }
    // Above 10,000 cells, the best cells and the heat map grid (a million cells are ~250 MB of JSON).
    return JSON.stringify(storedSweepResult(sweepResultOf(sweep.request.objective, parameters, cells)));
  }

  /** Stops the chunks of a sweep: running ones see the key, waiting ones never start. */
  private async stop(sweepId: string, ids: string[]): Promise<void> {
    await this.redis.set(stopKey(this.chunkQueue, sweepId), '1', 'PX', 10 * 60_000);
    for (const id of ids)
      await (await this.queue.getJob(id))?.remove().catch(logFailure('debug', 'removing a sweep chunk'));
  }

  /** Removes a finished sweep's chunk jobs and cells. */
  private async forget(ids: string[]): Promise<void> {
    await this.redis
      .del(...ids.map((id) => resultKey(this.chunkQueue, id)))
      .catch(logFailure('warn', "deleting a sweep's chunk results"));
    for (const id of ids) {
      const job = await this.queue.getJob(id).catch(logFailure('debug', 'reading a sweep chunk'));
      if (job?.finishedOn) await job.remove().catch(logFailure('debug', 'removing a finished sweep chunk'));
    }
  }

  private async stopped(sweepId: string): Promise<boolean> {
    return (await this.redis.exists(stopKey(this.chunkQueue, sweepId)).catch(() => 0)) === 1;
  }

  /** Runs one chunk in a research thread, reporting its progress and stopping when its sweep stops. */
  private async runChunk(job: ChunkJob): Promise<ResearchQueueOutcome> {
    const { sweepId, userId, request, span, timeLimitMs, keepMs } = job.data;
    if (await this.stopped(sweepId)) return { status: 'cancelled', error: null };
    // A first start, or a second one after the worker of the first died: no third.
    if (job.attemptsStarted > 2) return { status: 'failed', error: RESEARCH_WORKER_LOST };
    let bars, others;
    try {
      bars = await this.loadBars(request.strategy, userId);
      others = this.loadOthers ? await this.loadOthers(request.strategy, userId) : {};
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      return { status: 'failed', error: `The worker could not load the bars: ${text}` };
    }
    let onEnd: (state: ResearchJobState) => void = () => undefined;
    const ended = new Promise<ResearchJobState>((resolve) => {
      onEnd = resolve;
    });
    const started = await this.threads.start(
      userId,
      { ...request, bars, others, span },
      { timeLimitMs, onEnd },
    );
    if (!started.ok) return { status: 'failed', error: 'The research worker is busy: start the job again' };
    const local = started.job;
    let reported: ResearchQueueProgress = { progress: 0, best: null };
    for (;;) {
      const final = await Promise.race([ended, sleep(this.timings.pollMs).then(() => null)]);
      if (final) {
        if (final.status !== 'done' || final.resultJson === null)
          return { status: final.status === 'running' ? 'failed' : final.status, error: final.error };
        await job
          .updateProgress({ progress: 1, best: final.best })
          .catch(logFailure('debug', "reporting a sweep's progress"));
        await this.redis.set(resultKey(this.chunkQueue, job.id ?? ''), final.resultJson, 'PX', keepMs);
        this.onChunkDone(span.from);
        return { status: 'done', error: null };
      }
      if (local.progress !== reported.progress || local.best !== reported.best) {
        reported = { progress: local.progress, best: local.best };
        await job.updateProgress(reported).catch(logFailure('debug', "reporting a sweep's progress"));
      }
      if (await this.stopped(sweepId)) await this.threads.cancel(userId, local.id);
    }
  }
}
