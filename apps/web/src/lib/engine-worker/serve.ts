import {
  messageOf,
  type FromWorker,
  type JobMap,
  type KindOf,
  type ProgressOf,
  type RequestOf,
  type ResultOf,
  type ToWorker,
} from './protocol';

/** What a handler may use while it runs. */
export interface JobTools<Progress> {
  /** Reports progress to the page (as often as the handler decides). */
  progress: (progress: Progress) => void;
  /** True once the page cancelled the job (read between awaits: a synchronous run cannot see it). */
  cancelled: () => boolean;
}

/** A worker's handlers: one per kind it serves, answering the job's result (or throwing its error). */
export type JobHandlers<Jobs extends JobMap> = {
  [Kind in KindOf<Jobs>]: (
    request: RequestOf<Jobs, Kind>,
    tools: JobTools<ProgressOf<Jobs, Kind>>,
  ) => ResultOf<Jobs, Kind> | Promise<ResultOf<Jobs, Kind>>;
};

/** The part of a worker's global scope the protocol uses (the app's tsconfig has the DOM library, not the worker one). */
export interface WorkerScope<Jobs extends JobMap> {
  postMessage(message: FromWorker<Jobs>): void;
  onmessage: ((event: MessageEvent<ToWorker<Jobs>>) => void) | null;
}

/**
 * Serves the protocol in a worker with the handlers it registers, and only those (the landing
 * page's worker stays slim): runs each started job, answers its result or its error, and says
 * nothing more of a job once it is cancelled. A kind without a handler answers an error. Answers
 * the function that handles one message, done when its job has answered (for tests).
 */
export function serveEngineJobs<Jobs extends JobMap>(
  scope: WorkerScope<Jobs>,
  handlers: JobHandlers<Jobs>,
): (message: ToWorker<Jobs>) => Promise<void> {
  const cancelled = new Set<number>();
  const post = (id: number, message: FromWorker<Jobs>) => {
    if (!cancelled.has(id)) scope.postMessage(message);
  };
  const handle = async (message: ToWorker<Jobs>) => {
    if (message.type === 'cancel') {
      cancelled.add(message.id);
      return;
    }
    const { id, kind } = message;
    const handler = (handlers as Partial<Record<string, JobHandlers<Jobs>[KindOf<Jobs>]>>)[kind];
    try {
      if (!handler) throw new Error(`This worker runs no ${kind} jobs`);
      const result = await handler(message.request, {
        progress: (progress) => {
          post(id, { type: 'progress', id, progress });
        },
        cancelled: () => cancelled.has(id),
      });
      post(id, { type: 'result', id, result });
    } catch (error) {
      post(id, { type: 'error', id, message: messageOf(error) });
    }
    cancelled.delete(id);
  };
  scope.onmessage = (event) => {
    void handle(event.data);
  };
  return handle;
}
