/**
 * The one message protocol of the app's engine Web Workers (the landing page's, the blog's charts',
 * the research lab's). The page sends `start` with a request id and a job kind, may send `cancel`;
 * the worker answers with `progress` as it goes, then one `result` or `error` for that id. Each
 * worker serves the kinds it registers (serve.ts) and a page talks to it through one client
 * (client.ts).
 */

/** Every job an engine worker can be asked for; a worker registers the ones it runs. */
export type EngineJobKind =
  'run' | 'chart' | 'sweep' | 'sweep-plan' | 'sweep-span' | 'sweep-merge' | 'walk-forward' | 'monte-carlo';

/** One kind of job: what it is sent, what it answers at the end and what it reports on the way. */
export interface JobSpec<Request, Result, Progress = never> {
  request: Request;
  result: Result;
  progress: Progress;
}

/** The jobs of one worker, by kind. */
export type JobMap = { [Kind in EngineJobKind]?: JobSpec<unknown, unknown, unknown> };

/** The kinds a job map names. */
export type KindOf<Jobs extends JobMap> = keyof Jobs & EngineJobKind;

type Spec<Jobs extends JobMap, Kind extends KindOf<Jobs>> = NonNullable<Jobs[Kind]>;
export type RequestOf<Jobs extends JobMap, Kind extends KindOf<Jobs>> = Spec<Jobs, Kind>['request'];
export type ResultOf<Jobs extends JobMap, Kind extends KindOf<Jobs>> = Spec<Jobs, Kind>['result'];
export type ProgressOf<Jobs extends JobMap, Kind extends KindOf<Jobs>> = Spec<Jobs, Kind>['progress'];

/** What the page posts to a worker. */
export type ToWorker<Jobs extends JobMap = JobMap> =
  | {
      [Kind in KindOf<Jobs>]: { type: 'start'; id: number; kind: Kind; request: RequestOf<Jobs, Kind> };
    }[KindOf<Jobs>]
  | { type: 'cancel'; id: number };

/** What a worker posts back about the job `id`: progress any number of times, then a result or an error. */
export type FromWorker<Jobs extends JobMap = JobMap> =
  | { type: 'progress'; id: number; progress: ProgressOf<Jobs, KindOf<Jobs>> }
  | { type: 'result'; id: number; result: ResultOf<Jobs, KindOf<Jobs>> }
  | { type: 'error'; id: number; message: string };

/** The rejection of a job cancelled by its caller (or ended with its worker). */
export class JobCancelledError extends Error {
  constructor(message = 'The job was cancelled') {
    super(message);
    this.name = 'JobCancelledError';
  }
}

/** An error's words, whatever was thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
