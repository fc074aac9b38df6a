import type { BarsResponse } from '@stratblocks/contracts';
import { RunContext } from '@stratblocks/engine';
import { vi } from 'vitest';
import type {
  ResearchJob,
  ResearchJobs,
  ResearchProgress,
} from '../../src/features/research/worker/messages';
import { researchHandlers } from '../../src/features/research/worker/run-job';
import { bundledBars } from './engine-run';
import { InMemoryEngineWorker } from './engine-worker-double';

/**
 * A stand-in for the research Web Worker (jsdom has none): it keeps the job it was sent and
 * answers only when the test says so, with the real worker's handlers (`researchHandlers`) on the
 * real engine, through the engine protocol.
 */
export class FakeResearchWorker extends InMemoryEngineWorker<ResearchJobs> {
  static started: FakeResearchWorker[] = [];

  constructor() {
    super(researchHandlers(new RunContext()));
    FakeResearchWorker.started.push(this);
  }

  /** The message that started the last job. */
  private lastStart() {
    const starts = this.received.flatMap((message) => (message.type === 'start' ? [message] : []));
    return starts.at(-1) ?? null;
  }

  /** The job the page started last (one core: a sweep is one job, see fakeResearchWorkers). */
  get job(): ResearchJob | null {
    return (this.lastStart()?.request as ResearchJob | undefined) ?? null;
  }

  /** Reports progress on the job started last, as the worker would while it runs. */
  progress(progress: ResearchProgress): void {
    const start = this.lastStart();
    if (!start) throw new Error('The worker was sent no job');
    this.answer({ type: 'progress', id: start.id, progress });
  }

  /** Runs the jobs sent so far to their end as the worker would, delivering every message it posts. */
  finish(): Promise<void> {
    if (!this.job) throw new Error('The worker was sent no job');
    return this.release();
  }
}

/** Replaces `Worker` with the fake; answers the list of workers started from now on. */
export function fakeResearchWorkers(): FakeResearchWorker[] {
  FakeResearchWorker.started = [];
  vi.stubGlobal('Worker', FakeResearchWorker);
  // One core: a sweep is one job in one worker, held until the test finishes it (split-sweep's
  // own test covers sweeps over several workers).
  vi.spyOn(Navigator.prototype, 'hardwareConcurrency', 'get').mockReturnValue(1);
  return FakeResearchWorker.started;
}

/** GET /api/market/bars as the server answers it, from the bundled daily bars. */
export function barsAnswer(symbol: string, start: string, end: string): BarsResponse {
  const series = bundledBars(symbol, '1d', start, end);
  return {
    symbol,
    name: symbol,
    assetClass: 'US Stocks',
    interval: '1d',
    source: 'bundled',
    notes: [],
    bars: series.times.map((time, index) => ({
      time,
      open: series.open[index] ?? 0,
      high: series.high[index] ?? 0,
      low: series.low[index] ?? 0,
      close: series.close[index] ?? 0,
      volume: series.volume[index] ?? 0,
    })),
  };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Route = (call: ApiCall) => unknown;

/**
 * `fetch` answering JSON from the routes (`'METHOD /path'`, the query string left off), 404 with a
 * detail for anything else; every call is recorded.
 */
export function stubApi(routes: Record<string, Route>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    // The app calls fetch with a path (a string), never a Request.
    vi.fn((input: string, init?: RequestInit) => {
      const path = input.split('?')[0] ?? '';
      const method = init?.method ?? 'GET';
      const call = {
        method,
        path,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      const answer = route
        ? new Response(JSON.stringify(route(call) ?? null), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response(JSON.stringify({ detail: `No route for ${method} ${path}` }), { status: 404 });
      return Promise.resolve(answer);
    }),
  );
  return calls;
}
