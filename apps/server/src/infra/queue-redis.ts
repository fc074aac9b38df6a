import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { logFailure } from './failures';

/** What the BullMQ queues (backtests, research) share: connections, timeouts, worker heartbeats. */

export function queueConnection(redisUrl: string): Redis {
  // BullMQ needs blocking commands without a retry cap on its connections.
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

/** Rejects when `promise` takes longer than `ms` (Redis commands wait while it reconnects). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error('timed out'));
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The sorted set where a queue's workers record when they were last alive (score: ms). */
export function workersKey(queueName: string): string {
  return `stratblocks:${queueName}:workers`;
}

/** Workers of a queue heard from within the last `ttlMs`. */
export function liveWorkers(redis: Redis, queueName: string, ttlMs: number): Promise<number> {
  return redis.zcount(workersKey(queueName), Date.now() - ttlMs, '+inf');
}

/**
 * A queue worker's "I am alive", every `everyMs`, so that API processes know some worker serves
 * the queue (and notice when none does any more).
 */
export class WorkerHeartbeat {
  private readonly id = randomUUID();
  private readonly key: string;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly redis: Redis,
    queueName: string,
    everyMs: number,
  ) {
    this.key = workersKey(queueName);
    const beat = () => {
      void this.redis.zadd(this.key, Date.now(), this.id).catch(logFailure('warn', "a worker's heartbeat"));
    };
    beat();
    this.timer = setInterval(beat, everyMs);
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.redis
      .zrem(this.key, this.id)
      .catch(logFailure('debug', 'removing a worker from the live set'));
  }
}
