import { BarsResponseSchema } from '@stratblocks/contracts';
import { sourceInterval, type StrategyInput } from '@stratblocks/engine';
import { apiRequest, errorMessage, query } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import type { BarRows, ResearchJob, ResearchMessage } from '../worker/messages';
import { IDLE_JOB, type ResearchJobState } from './job-state';

/** The bars a strategy runs on, from the market endpoint (the signed-in user's uploads included). */
export async function fetchStrategyBars(strategy: StrategyInput, signal?: AbortSignal): Promise<BarRows> {
  return fetchSymbolBars(strategy, strategy.generalSetting.tickerSymbol, signal);
}

/**
 * The bars a study runs on: the strategy's one series, or every portfolio symbol's (in list order,
 * fetched side by side), as the engine's research takes them.
 */
export async function fetchStudyBars(
  strategy: StrategyInput,
  signal?: AbortSignal,
): Promise<BarRows | BarRows[]> {
  const { portfolio } = strategy as StrategyInput & { portfolio?: { symbols: readonly string[] } };
  if (!portfolio) return fetchStrategyBars(strategy, signal);
  return Promise.all(portfolio.symbols.map((symbol) => fetchSymbolBars(strategy, symbol, signal)));
}

async function fetchSymbolBars(
  strategy: StrategyInput,
  symbol: string,
  signal?: AbortSignal,
): Promise<BarRows> {
  const general = strategy.generalSetting;
  const interval = sourceInterval(general.timeInterval);
  const answer = await apiRequest(
    `/api/market/bars${query({ symbol, interval, start: general.startDate, end: general.endDate })}`,
    BarsResponseSchema,
    {
      token: getSession()?.token ?? null,
      fallback: 'Failed to load the market data',
      ...(signal && { signal }),
    },
  );
  return { symbol: answer.symbol, interval, rows: answer.bars };
}

/** One research job at a time in a Web Worker; a new run or `cancel()` ends the one under way. */
export interface BrowserJob {
  run: (job: ResearchJob) => void;
  /** Fetches the strategy's bars (every portfolio symbol's), then runs the job `build` makes of them. */
  runWithBars: (strategy: StrategyInput, build: (bars: BarRows | BarRows[]) => ResearchJob) => Promise<void>;
  /** Terminates the worker (or stops the bars' fetch) and goes back to idle. */
  cancel: () => void;
}

/**
 * A Web Worker job with no React in it: whoever holds it (a hook, or a store that outlives the
 * panels) decides how long it lives. `onState` receives every change; a stopped job never writes.
 */
export function createBrowserJob(onState: (state: ResearchJobState) => void): BrowserJob {
  let worker: Worker | null = null;
  let abort: AbortController | null = null;

  const stop = () => {
    worker?.terminate();
    worker = null;
    abort?.abort();
    abort = null;
  };

  const start = (job: ResearchJob) => {
    const instance = new Worker(new URL('../worker/research-worker.ts', import.meta.url), { type: 'module' });
    worker = instance;
    let state: ResearchJobState = { ...IDLE_JOB, status: 'running' };
    onState(state);
    const finish = (next: ResearchJobState) => {
      instance.terminate();
      worker = null;
      onState(next);
    };
    instance.onmessage = (event: MessageEvent<ResearchMessage>) => {
      if (worker !== instance) return;
      const message = event.data;
      if (message.type === 'progress') {
        state = {
          ...state,
          progress: message.total > 0 ? message.done / message.total : 0,
          best: message.best,
        };
        onState(state);
        return;
      }
      finish(
        message.type === 'result'
          ? { status: 'done', progress: 1, best: null, result: message.payload, error: null }
          : { ...IDLE_JOB, status: 'error', error: message.message },
      );
    };
    instance.onerror = (event) => {
      if (worker !== instance) return;
      finish({ ...IDLE_JOB, status: 'error', error: event.message || 'The research job failed' });
    };
    instance.postMessage(job);
  };

  return {
    run: (job) => {
      stop();
      start(job);
    },
    runWithBars: async (strategy, build) => {
      stop();
      const controller = new AbortController();
      abort = controller;
      onState({ ...IDLE_JOB, status: 'loading-bars' });
      try {
        const bars = await fetchStudyBars(strategy, controller.signal);
        if (controller.signal.aborted) return;
        abort = null;
        start(build(bars));
      } catch (error) {
        if (controller.signal.aborted) return;
        abort = null;
        onState({
          ...IDLE_JOB,
          status: 'error',
          error: errorMessage(error, 'Failed to load the market data'),
        });
      }
    },
    cancel: () => {
      stop();
      onState(IDLE_JOB);
    },
  };
}
