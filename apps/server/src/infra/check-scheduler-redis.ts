import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { latestDue, type CheckScheduler, type ScheduleSlot, type SlotRunner } from './check-scheduler';
import type { Clock } from './clock';
import { queueConnection } from './queue-redis';
import { logFailure } from './failures';

export interface RedisSchedulerOptions {
  /** Whether this process runs checks (QUEUE_WORKER) or only keeps the schedule. */
  work: boolean;
  /** A worker that stops renewing a check's lock loses it after this long; another takes it. */
  lockMs?: number;
  onError?: (error: unknown) => void;
}

interface CheckJob {
  slot: string;
}

const KEEP = { removeOnComplete: { age: 86_400, count: 200 }, removeOnFail: { age: 7 * 86_400, count: 200 } };

/**
 * The scale-out scheduler: one BullMQ job scheduler per slot (`upsertJobScheduler`, the same
 * pattern in UTC), so that each due time makes one job, taken by one worker however many
 * processes run. At start, each process also adds the slot's latest due time as a job whose id
 * names it: processes starting together add it once, and a run missed while every process was
 * down runs now. A worker that dies mid-check loses the job's lock and another worker runs it
 * again; the check is idempotent and alerts are unique in the database, so nothing is sent twice.
 */
export class RedisCheckScheduler implements CheckScheduler {
  private readonly connections: Redis[] = [];
  private readonly queue: Queue<CheckJob>;
  private worker: Worker<CheckJob> | null = null;
  /** The worker's own connection (BullMQ workers block on theirs), when this process works. */
  private readonly workerConnection: Redis | null = null;

  constructor(
    redisUrl: string,
    private readonly queueName: string,
    private readonly clock: Clock,
    private readonly options: RedisSchedulerOptions,
  ) {
    const connection = queueConnection(redisUrl);
    connection.on('error', () => undefined);
    this.connections.push(connection);
    this.queue = new Queue<CheckJob>(queueName, { connection });
    this.queue.on('error', () => undefined);
    if (options.work) {
      const workerConnection = queueConnection(redisUrl);
      workerConnection.on('error', () => undefined);
      this.connections.push(workerConnection);
      this.workerConnection = workerConnection;
    }
  }

  async start(slots: readonly ScheduleSlot[], run: SlotRunner): Promise<void> {
    const now = this.clock.now();
    for (const slot of slots) {
      await this.queue.upsertJobScheduler(
        slot.name,
        { pattern: slot.pattern, tz: 'UTC' },
        { name: 'check', data: { slot: slot.name }, opts: KEEP },
      );
      const due = latestDue(slot.pattern, now).getTime();
      await this.queue.add('check', { slot: slot.name }, { jobId: `start-${slot.name}-${due}`, ...KEEP });
    }
    if (this.workerConnection) {
      const lockMs = this.options.lockMs ?? 30_000;
      this.worker = new Worker<CheckJob>(
        this.queueName,
        async (job) => {
          await run(job.data.slot);
        },
        {
          connection: this.workerConnection,
          concurrency: 1,
          lockDuration: lockMs,
          stalledInterval: Math.max(500, Math.floor(lockMs / 2)),
          maxStalledCount: 2,
        },
      );
      // Connection errors while Redis is away are BullMQ's to retry (it reconnects by itself);
      // a check that threw is worth a log line.
      this.worker.on('error', () => undefined);
      this.worker.on('failed', (_job, error) => this.options.onError?.(error));
      await this.worker.waitUntilReady();
    }
  }

  async close(): Promise<void> {
    await this.worker?.close().catch(logFailure('debug', "closing the watch checks' worker"));
    await this.queue.close().catch(logFailure('debug', "closing the watch checks' queue"));
    for (const connection of this.connections) connection.disconnect();
  }
}
