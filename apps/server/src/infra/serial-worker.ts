import { Worker, type Transferable } from 'node:worker_threads';

/** What became of one message: the thread's answer, a failure, or the time limit. */
export type SerialOutcome<Answer> =
  { status: 'answered'; answer: Answer } | { status: 'failed'; message: string } | { status: 'timed-out' };

export interface SerialWorkerOptions {
  /** The module the thread loads (through worker-entry.mjs, so TypeScript sources run). */
  module: URL;
  /** Longest one message may take; the thread is then terminated and replaced by the next message. */
  timeLimitMs: number;
  /** The failure answered when the thread stops on its own. */
  stoppedMessage: string;
}

const ENTRY = new URL('../backtests/worker-entry.mjs', import.meta.url);
const SHUTTING_DOWN = 'The server is shutting down';

interface Pending<Message, Answer> {
  message: Message;
  transfer: readonly Transferable[];
  resolve: (outcome: SerialOutcome<Answer>) => void;
}

/**
 * One worker thread, started on first use, that takes messages one at a time: synchronous work
 * (compiling a strategy, parsing a CSV file) that must never hold the HTTP event loop. Messages and
 * answers carry an `id`, so that an answer from a thread that was replaced is never taken for
 * another's. A message that passes the time limit has its thread terminated (synchronous code cannot
 * be interrupted from inside).
 */
export class SerialWorkerThread<Message extends { id: number }, Answer extends { id: number }> {
  private worker: Worker | null = null;
  private readonly queue: Array<Pending<Message, Answer>> = [];
  private current: Pending<Message, Answer> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: SerialWorkerOptions) {}

  /** Messages waiting behind the one in the thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Sends the message `build` makes with its id (moving `transfer`) and waits for its outcome. */
  run(
    build: (id: number) => Message,
    transfer: readonly Transferable[] = [],
  ): Promise<SerialOutcome<Answer>> {
    if (this.closed) return Promise.resolve({ status: 'failed', message: SHUTTING_DOWN });
    return new Promise((resolve) => {
      this.queue.push({ message: build(this.nextId++), transfer, resolve });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.resolve({ status: 'failed', message: SHUTTING_DOWN });
    this.finish({ status: 'failed', message: SHUTTING_DOWN });
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private pump(): void {
    if (this.current || this.closed) return;
    const next = this.queue.shift();
    if (!next) return;
    this.current = next;
    this.worker ??= this.startWorker();
    this.timer = setTimeout(() => {
      const worker = this.worker;
      this.worker = null;
      void worker?.terminate();
      this.finish({ status: 'timed-out' });
    }, this.options.timeLimitMs);
    this.worker.postMessage(next.message, [...next.transfer]);
  }

  private startWorker(): Worker {
    const worker = new Worker(ENTRY, { workerData: { module: this.options.module.href } });
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if (answer.id !== this.current?.message.id) return;
      this.finish({ status: 'answered', answer });
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = null;
      this.finish({ status: 'failed', message: error.message });
    });
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = null;
        this.finish({ status: 'failed', message: this.options.stoppedMessage });
      }
    });
    return worker;
  }

  private finish(outcome: SerialOutcome<Answer>): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const current = this.current;
    this.current = null;
    current?.resolve(outcome);
    this.pump();
  }
}
