import { randomUUID } from 'node:crypto';
import type { BarSeries, StrategyInput } from '@stratblocks/engine';
import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { BacktestRunner, RunEvent, RunOutcome } from './pool';
import { deserializeBars, serializeBars, type SerializedBars } from './serialized-bars';

export const DEFAULT_QUEUE_NAME = 'stratblocks-backtests';

interface JobData {
  strategy: StrategyInput;
  bars: SerializedBars;
}

interface Waiting {
  onEvent: (event: RunEvent) => void;
  resolve: (outcome: RunOutcome) => void;
}

function connection(redisUrl: string): Redis {
  // BullMQ needs blocking commands without a retry cap on its connections.
  return new Redis(redisUrl, { maxRetriesPerRequest: null });
}

function isRunEvent(value: unknown): value is RunEvent {
  return typeof value === 'object' && value !== null && 'type' in value;
}

function outcomeOf(value: unknown): RunOutcome {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (typeof parsed === 'object' && parsed !== null && 'status' in parsed) return parsed as RunOutcome;
  return { status: 'failed', message: 'The backtest worker answered something unexpected' };
}

/**
 * Runs backtests through a BullMQ queue on Redis, so that any API process can stream a run that
 * any worker process executes: the worker reports each event as job progress, and the API process
 * that queued the job relays them from the queue's event stream.
 */
export class RedisQueueRunner implements BacktestRunner {
  private readonly queueConnection: Redis;
  private readonly eventsConnection: Redis;
  private readonly queue: Queue<JobData>;
  private readonly events: QueueEvents;
  private readonly waiting = new Map<string, Waiting>();
  private readonly ready: Promise<void>;

  constructor(redisUrl: string, queueName = DEFAULT_QUEUE_NAME) {
    this.queueConnection = connection(redisUrl);
    this.eventsConnection = connection(redisUrl);
    this.queue = new Queue<JobData>(queueName, { connection: this.queueConnection });
    this.events = new QueueEvents(queueName, { connection: this.eventsConnection });
    this.events.on('progress', ({ jobId, data }) => {
      if (isRunEvent(data)) this.waiting.get(jobId)?.onEvent(data);
    });
    this.events.on('completed', ({ jobId, returnvalue }) => {
      this.settle(jobId, outcomeOf(returnvalue));
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      this.settle(jobId, { status: 'failed', message: failedReason });
    });
    this.ready = this.events.waitUntilReady().then(() => undefined);
  }

  async run(
    strategy: StrategyInput,
    bars: BarSeries,
    onEvent: (event: RunEvent) => void,
    signal?: AbortSignal,
  ): Promise<RunOutcome> {
    if (signal?.aborted) return { status: 'cancelled' };
    await this.ready;
    const jobId = randomUUID();
    const finished = new Promise<RunOutcome>((resolve) => {
      this.waiting.set(jobId, { onEvent, resolve });
    });
    const onAbort = () => {
      // A waiting job is removed; a running one finishes in its worker and its answer is dropped.
      void this.queue.remove(jobId).catch(() => undefined);
      this.settle(jobId, { status: 'cancelled' });
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    await this.queue.add(
      'backtest',
      { strategy, bars: serializeBars(bars) },
      { jobId, removeOnComplete: 1000, removeOnFail: 1000 },
    );
    const outcome = await finished;
    signal?.removeEventListener('abort', onAbort);
    return outcome;
  }

  async close(): Promise<void> {
    for (const jobId of [...this.waiting.keys()]) {
      this.settle(jobId, { status: 'failed', message: 'The server is shutting down' });
    }
    await this.events.close();
    await this.queue.close();
    this.queueConnection.disconnect();
    this.eventsConnection.disconnect();
  }

  private settle(jobId: string, outcome: RunOutcome): void {
    const waiting = this.waiting.get(jobId);
    if (!waiting) return;
    this.waiting.delete(jobId);
    waiting.resolve(outcome);
  }
}

/**
 * A queue worker: takes backtest jobs from Redis and runs them on a local runner (a worker-thread
 * pool), reporting every event as job progress, in order, before the job completes.
 */
export class RedisQueueWorker {
  private readonly redis: Redis;
  private readonly worker: Worker<JobData, RunOutcome>;

  constructor(
    redisUrl: string,
    runner: BacktestRunner,
    options: { queueName?: string; concurrency?: number } = {},
  ) {
    this.redis = connection(redisUrl);
    this.worker = new Worker<JobData, RunOutcome>(
      options.queueName ?? DEFAULT_QUEUE_NAME,
      async (job: Job<JobData, RunOutcome>) => {
        let reported = Promise.resolve();
        const outcome = await runner.run(job.data.strategy, deserializeBars(job.data.bars), (event) => {
          reported = reported.then(() => job.updateProgress(event));
        });
        await reported;
        return outcome;
      },
      { connection: this.redis, concurrency: options.concurrency ?? 1 },
    );
  }

  waitUntilReady(): Promise<unknown> {
    return this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    await this.worker.close();
    this.redis.disconnect();
  }
}
