import {
  JobCancelledError,
  type FromWorker,
  type JobMap,
  type KindOf,
  type ProgressOf,
  type RequestOf,
  type ResultOf,
  type ToWorker,
} from './protocol';

/** The part of a Web Worker the client uses (tests give a stand-in). */
export interface EngineWorker<Jobs extends JobMap> {
  postMessage(message: ToWorker<Jobs>): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<FromWorker<Jobs>>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

export interface JobOptions<Progress> {
  onProgress?: (progress: Progress) => void;
  /** Aborting it cancels the job: its promise rejects with JobCancelledError and the worker is told. */
  signal?: AbortSignal;
}

/** A page's side of an engine worker. */
export interface EngineClient<Jobs extends JobMap> {
  /** Runs a job in the worker (started on the first job): its result, or its error as a rejection. */
  run<Kind extends KindOf<Jobs>>(
    kind: Kind,
    request: RequestOf<Jobs, Kind>,
    options?: JobOptions<ProgressOf<Jobs, Kind>>,
  ): Promise<ResultOf<Jobs, Kind>>;
  /**
   * Ends the worker at once, whatever it is running (a synchronous run never reads a cancel
   * message): its jobs reject with JobCancelledError, and the next job starts a new worker.
   */
  terminate(): void;
}

interface Pending {
  resolve: (result: never) => void;
  reject: (error: Error) => void;
  onProgress: ((progress: never) => void) | undefined;
}

/**
 * The one client of the engine workers: request ids, a promise per job, progress, cancel and
 * terminate. `start` makes the worker (`new Worker(new URL(...), { type: 'module' })`, which the
 * bundler needs written at its call site); it is called on the first job, so a page carries no
 * engine until it runs one. A worker that fails (to load, or later) rejects every job under way
 * with its message, or `failure`, and is replaced on the next job.
 */
export function createEngineClient<Jobs extends JobMap>(
  start: () => EngineWorker<Jobs>,
  failure = 'The engine failed to start',
): EngineClient<Jobs> {
  let worker: EngineWorker<Jobs> | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const rejectAll = (error: Error) => {
    const waiting = [...pending.values()];
    pending.clear();
    for (const job of waiting) job.reject(error);
  };

  const end = () => {
    worker?.terminate();
    worker = null;
  };

  const started = (): EngineWorker<Jobs> => {
    if (worker) return worker;
    const instance = start();
    instance.onmessage = (event) => {
      const answer = event.data;
      const job = pending.get(answer.id);
      if (!job) return;
      if (answer.type === 'progress') {
        job.onProgress?.(answer.progress as never);
        return;
      }
      pending.delete(answer.id);
      if (answer.type === 'result') job.resolve(answer.result as never);
      else job.reject(new Error(answer.message));
    };
    instance.onerror = (event) => {
      event.preventDefault();
      if (worker !== instance) return;
      end();
      rejectAll(new Error(event.message || failure));
    };
    worker = instance;
    return instance;
  };

  return {
    run(kind, request, options = {}) {
      const { signal, onProgress } = options;
      if (signal?.aborted) return Promise.reject(new JobCancelledError());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          if (!pending.delete(id)) return;
          worker?.postMessage({ type: 'cancel', id });
          reject(new JobCancelledError());
        };
        pending.set(id, {
          resolve: (result) => {
            signal?.removeEventListener('abort', onAbort);
            resolve(result);
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort);
            reject(error);
          },
          onProgress: onProgress,
        });
        signal?.addEventListener('abort', onAbort);
        started().postMessage({ type: 'start', id, kind, request } as unknown as ToWorker<Jobs>);
      });
    },
    terminate() {
      end();
      rejectAll(new JobCancelledError());
    },
  };
}
