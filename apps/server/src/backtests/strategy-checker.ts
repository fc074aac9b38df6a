import { Worker } from 'node:worker_threads';
import type { Diagnostic, StrategyInput } from '@stratblocks/engine';

export interface CheckMessage {
  id: number;
  strategy: StrategyInput;
  intraday: boolean;
  /** Also write the strategy as Python (the run call answers it). */
  python: boolean;
}

export type CheckAnswer =
  | { id: number; ok: true; diagnostics: Diagnostic[]; code: string | null }
  | { id: number; ok: false; message: string };

export type CheckOutcome =
  | { status: 'checked'; diagnostics: Diagnostic[]; code: string | null }
  | { status: 'failed'; message: string }
  | { status: 'timed-out' };

export interface StrategyCheckerOptions {
  /** Longest one check may take; the thread is then replaced. */
  timeLimitMs?: number;
  /** The module the thread loads (tests swap in their own). */
  workerModule?: URL;
}

/** Checks remembered (a compile is a pure function of the body): the builder checks a body, then streams it. */
const REMEMBERED_CHECKS = 128;

const ENTRY = new URL('./worker-entry.mjs', import.meta.url);
const DEFAULT_MODULE = new URL('./check-worker.ts', import.meta.url);

interface Pending {
  message: CheckMessage;
  resolve: (outcome: CheckOutcome) => void;
}

/**
 * Compiles run bodies in one worker thread, so that checking a strategy (and writing its Python)
 * never holds the HTTP event loop, whatever the body. Checks queue and run one at a time; one
 * that passes the time limit has its thread terminated and replaced.
 */
export class StrategyChecker {
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;
  private timer: NodeJS.Timeout | null = null;
  private nextId = 1;
  private closed = false;
  private readonly timeLimitMs: number;
  private readonly workerModule: URL;
  /** Outcomes of recent checks by body, least recently used first. */
  private readonly remembered = new Map<
    string,
    { diagnostics: Diagnostic[]; code: string | null; withPython: boolean }
  >();

  constructor(options: StrategyCheckerOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? 5_000;
    this.workerModule = options.workerModule ?? DEFAULT_MODULE;
  }

  async check(
    strategy: StrategyInput,
    options: { intraday: boolean; python: boolean },
  ): Promise<CheckOutcome> {
    if (this.closed) return { status: 'failed', message: 'The server is shutting down' };
    const key = `${options.intraday ? 'intraday' : 'daily'} ${JSON.stringify(strategy)}`;
    const known = this.remembered.get(key);
    if (known && (known.withPython || !options.python)) {
      this.remembered.delete(key);
      this.remembered.set(key, known);
      return { status: 'checked', diagnostics: known.diagnostics, code: options.python ? known.code : null };
    }
    const outcome = await new Promise<CheckOutcome>((resolve) => {
      this.queue.push({ message: { id: this.nextId++, strategy, ...options }, resolve });
      this.pump();
    });
    if (outcome.status === 'checked') {
      this.remembered.delete(key);
      const { diagnostics, code } = outcome;
      this.remembered.set(key, { diagnostics, code, withPython: options.python });
      const oldest = this.remembered.keys().next().value;
      if (this.remembered.size > REMEMBERED_CHECKS && oldest !== undefined) this.remembered.delete(oldest);
    }
    return outcome;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.resolve({ status: 'failed', message: 'The server is shutting down' });
    }
    this.finish({ status: 'failed', message: 'The server is shutting down' });
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
      // A synchronous compile cannot be interrupted from inside: the thread goes.
      const worker = this.worker;
      this.worker = null;
      void worker?.terminate();
      this.finish({ status: 'timed-out' });
    }, this.timeLimitMs);
    this.worker.postMessage(next.message);
  }

  private startWorker(): Worker {
    const worker = new Worker(ENTRY, { workerData: { module: this.workerModule.href } });
    worker.unref();
    worker.on('message', (answer: CheckAnswer) => {
      if (answer.id !== this.current?.message.id) return;
      this.finish(
        answer.ok
          ? { status: 'checked', diagnostics: answer.diagnostics, code: answer.code }
          : { status: 'failed', message: answer.message },
      );
    });
    worker.on('error', (error) => {
      if (this.worker === worker) this.worker = null;
      this.finish({ status: 'failed', message: error.message });
    });
    worker.on('exit', () => {
      if (this.worker === worker) {
        this.worker = null;
        this.finish({ status: 'failed', message: 'The strategy checker stopped' });
      }
    });
    return worker;
  }

  private finish(outcome: CheckOutcome): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const current = this.current;
    this.current = null;
    current?.resolve(outcome);
    this.pump();
  }
}
