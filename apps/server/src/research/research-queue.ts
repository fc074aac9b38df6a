import type { Redis } from 'ioredis';
import type { ResearchJobRequest } from './protocol';
import type { ResearchJobStatus } from './research-jobs';

/**
 * What API processes and research workers agree on when research jobs go through Redis: the
 * queue's name, the job's data and answer, and the keys beside the queue where an end decided
 * outside the worker (a cancel, a worker gone) and a finished job's result are kept.
 */

/** The research queue of an install: beside its backtest queue (BACKTEST_QUEUE), never shared with it. */
export function researchQueueName(backtestQueueName: string): string {
  return `${backtestQueueName}-research`;
}

export type EndedStatus = Exclude<ResearchJobStatus, 'running'>;

/** A queued job: whose it is, what to run (without bars), and the limits the API process chose. */
export interface ResearchQueueJobData {
  userId: number;
  request: ResearchJobRequest;
  timeLimitMs: number;
  /** How long the result stays readable after the end. */
  keepMs: number;
  /** Times a worker put it off because another job of its user was running (each one a start). */
  deferrals?: number;
}

/** What a worker answers when a job ends; a done job's result is in its own key (resultKey). */
export interface ResearchQueueOutcome {
  status: EndedStatus;
  error: string | null;
}

/** What a worker reports as job progress. */
export interface ResearchQueueProgress {
  progress: number;
  best: number | null;
}

/**
 * A job ended by an API process (cancelled, or failed because no worker is left to run it): enough
 * to answer a poll even once the job has left the queue. The worker polls for it and stops.
 */
export interface ResearchJobEnd extends ResearchQueueOutcome, ResearchQueueProgress {
  userId: number;
  kind: ResearchJobRequest['kind'];
}

export interface ResearchQueueTimings {
  /** How often a worker says it is alive. */
  heartbeatMs: number;
  /** A worker unheard of for this long counts as gone. */
  workerTtlMs: number;
  /** A worker that stops renewing a job's lock loses it after this long (BullMQ lockDuration). */
  lockMs: number;
  /** How often a worker reports progress and looks for an end decided elsewhere. */
  pollMs: number;
  /** How long a job waits when another job of its user is running, before a worker tries again. */
  deferMs: number;
}

export const DEFAULT_RESEARCH_TIMINGS: ResearchQueueTimings = {
  heartbeatMs: 2_000,
  workerTtlMs: 8_000,
  lockMs: 6_000,
  pollMs: 200,
  deferMs: 1_000,
};

export const NO_RESEARCH_WORKER = 'No research worker is running: try again in a moment';
export const RESEARCH_WORKER_LOST = 'The research worker stopped during the job: start the job again';
export const RESEARCH_QUEUE_UNREACHABLE = 'The research queue is unreachable: try again in a moment';
export const RESEARCH_WORKER_SHUT_DOWN = 'The research worker was shut down: start the job again';

export function endKey(queueName: string, jobId: string): string {
  return `stratblocks:${queueName}:ended:${jobId}`;
}

/** Which job of a user holds a thread (one at a time per user, across every worker). */
export function userRunningKey(queueName: string, userId: number): string {
  return `stratblocks:${queueName}:running:${userId}`;
}

export function resultKey(queueName: string, jobId: string): string {
  return `stratblocks:${queueName}:result:${jobId}`;
}

export async function readEnd(
  redis: Redis,
  queueName: string,
  jobId: string,
): Promise<ResearchJobEnd | null> {
  const text = await redis.get(endKey(queueName, jobId));
  return text === null ? null : (JSON.parse(text) as ResearchJobEnd);
}

/** Records an end unless one is there already (the first end wins), and answers the one kept. */
export async function recordEnd(
  redis: Redis,
  queueName: string,
  jobId: string,
  end: ResearchJobEnd,
  keepMs: number,
): Promise<ResearchJobEnd> {
  await redis.set(endKey(queueName, jobId), JSON.stringify(end), 'PX', keepMs, 'NX');
  return (await readEnd(redis, queueName, jobId)) ?? end;
}

export function isQueueProgress(value: unknown): value is ResearchQueueProgress {
  return typeof value === 'object' && value !== null && 'progress' in value && 'best' in value;
}
