import type { EngineWorker } from '../../src/lib/engine-worker/client';
import type { FromWorker, JobMap, ToWorker } from '../../src/lib/engine-worker/protocol';
import { serveEngineJobs, type JobHandlers, type WorkerScope } from '../../src/lib/engine-worker/serve';

/**
 * A Web Worker in memory (jsdom and node have none) speaking the engine protocol: the page's
 * messages are kept until the test releases them to the real worker side (`serveEngineJobs` with
 * the handlers given), whose answers reach the page as a worker's would. A terminated worker
 * answers nothing, as a real one.
 */
export class InMemoryEngineWorker<Jobs extends JobMap> implements EngineWorker<Jobs> {
  onmessage: ((event: MessageEvent<FromWorker<Jobs>>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  /** Every message the page posted, in order. */
  readonly received: ToWorker<Jobs>[] = [];
  /** Every message the worker side posted, in order (delivered or not). */
  readonly answered: FromWorker<Jobs>[] = [];
  private held: ToWorker<Jobs>[] = [];
  private readonly handle: (message: ToWorker<Jobs>) => Promise<void>;
  private readonly scope: WorkerScope<Jobs> = {
    onmessage: null,
    postMessage: (message) => {
      this.answered.push(message);
      this.answer(message);
    },
  };

  constructor(handlers: JobHandlers<Jobs>) {
    this.handle = serveEngineJobs(this.scope, handlers);
  }

  postMessage(message: ToWorker<Jobs>): void {
    this.received.push(message);
    this.held.push(message);
  }

  terminate(): void {
    this.terminated = true;
  }

  /** Hands the messages posted so far to the worker side; resolves when the jobs they start have answered. */
  async release(): Promise<void> {
    const messages = this.held;
    this.held = [];
    await Promise.all(messages.map(this.handle));
  }

  /** Delivers an answer to the page as if the worker side had posted it. */
  answer(message: FromWorker<Jobs>): void {
    if (this.terminated) return;
    this.onmessage?.({ data: message } as MessageEvent<FromWorker<Jobs>>);
  }

  /** The worker fails as a script error would (a failed load, an uncaught error). */
  fail(message: string): void {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
}
