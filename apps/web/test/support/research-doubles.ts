import type { BarsResponse } from '@stratblocks/contracts';
import { vi } from 'vitest';
import type { ResearchJob, ResearchMessage } from '../../src/features/research/worker/messages';
import { runResearchJob } from '../../src/features/research/worker/run-job';
import { bundledBars } from './engine-run';

/**
 * A stand-in for the research Web Worker (jsdom has none): it keeps the job it was sent and
 * answers only when the test says so, with the real worker's code (`runResearchJob`) on the real
 * engine. A terminated worker answers nothing, as a real one.
 */
export class FakeResearchWorker {
  static started: FakeResearchWorker[] = [];
  onmessage: ((event: MessageEvent<ResearchMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  job: ResearchJob | null = null;
  terminated = false;

  constructor() {
    FakeResearchWorker.started.push(this);
  }

  postMessage(job: ResearchJob): void {
    this.job = job;
  }

  terminate(): void {
    this.terminated = true;
  }

  send(message: ResearchMessage): void {
    if (this.terminated) return;
    this.onmessage?.({ data: message } as MessageEvent<ResearchMessage>);
  }

  /** Runs the job to its end as the worker would, delivering every message it posts. */
  finish(): void {
    const job = this.job;
    if (!job) throw new Error('The worker was sent no job');
    runResearchJob(job, (message) => {
      this.send(message);
    });
  }
}

/** Replaces `Worker` with the fake; answers the list of workers started from now on. */
export function fakeResearchWorkers(): FakeResearchWorker[] {
  FakeResearchWorker.started = [];
  vi.stubGlobal('Worker', FakeResearchWorker);
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
