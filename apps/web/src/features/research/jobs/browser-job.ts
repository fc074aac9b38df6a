import type { StrategyInput } from '@stratblocks/engine';
import { errorMessage } from '../../../lib/api';
import { createEngineClient, type EngineClient } from '../../../lib/engine-worker/client';
import { JobCancelledError } from '../../../lib/engine-worker/protocol';
import type { BarRows, OtherBarRows, ResearchJob, ResearchJobs, ResearchProgress } from '../worker/messages';
import { IDLE_JOB, type ResearchJobState } from './job-state';
import { fetchMarketBars, fetchOtherBars } from './market-bars';
import { runSplitSweep, sweepWorkerCount } from './split-sweep';

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
  const { portfolio } = strategy;
  if (!portfolio) return fetchStrategyBars(strategy, signal);
  return Promise.all(portfolio.symbols.map((symbol) => fetchSymbolBars(strategy, symbol, signal)));
}

async function fetchSymbolBars(
  strategy: StrategyInput,
  symbol: string,
  signal?: AbortSignal,
): Promise<BarRows> {
  return (await fetchMarketBars(strategy, symbol, signal)).bars;
}

/** One research job at a time in a Web Worker; a new run or `cancel()` ends the one under way. */
export interface BrowserJob {
  run: (job: ResearchJob) => void;
  /**
   * Fetches the strategy's bars (every portfolio symbol's) and those of the other symbols its blocks
   * read, then runs the job `build` makes of them.
   */
  runWithBars: (
    strategy: StrategyInput,
    build: (bars: BarRows | BarRows[], others: OtherBarRows) => ResearchJob,
  ) => Promise<void>;
  /** Terminates the worker (or stops the bars' fetch) and goes back to idle. */
  cancel: () => void;
}

/** A client of a research worker of its own, started on its first job. */
function researchWorker(): EngineClient<ResearchJobs> {
  return createEngineClient<ResearchJobs>(
    () => new Worker(new URL('../worker/research-worker.ts', import.meta.url), { type: 'module' }),
    'The research job failed',
  );
}

/**
 * A Web Worker job with no React in it: whoever holds it (a hook, or a store that outlives the
 * panels) decides how long it lives. `onState` receives every change; a stopped job never writes.
 * A sweep runs over one worker per core (split-sweep.ts), any other job in the first. The workers
 * outlive a finished job (their next runs reuse their buffers) and end with a job under way (a
 * synchronous run hears no cancel message) or on `cancel()`.
 */
export function createBrowserJob(onState: (state: ResearchJobState) => void): BrowserJob {
  const engine = researchWorker();
  /** The sweeps' other workers, started with the first sweep that splits. */
  const helpers: EngineClient<ResearchJobs>[] = [];
  const sweepWorkers = (count: number) => {
    while (helpers.length < count - 1) helpers.push(researchWorker());
    return [engine, ...helpers.slice(0, count - 1)];
  };
  /** The current job's number: answers of an older one are dropped. */
  let current = 0;
  let running = false;
  let abort: AbortController | null = null;

  const stop = (endWorker: boolean) => {
    current += 1;
    if (running || endWorker) for (const worker of [engine, ...helpers]) worker.terminate();
    running = false;
    abort?.abort();
    abort = null;
  };

  const start = (job: ResearchJob) => {
    const mine = ++current;
    running = true;
    let state: ResearchJobState = { ...IDLE_JOB, status: 'running' };
    onState(state);
    const settle = (next: ResearchJobState) => {
      if (mine !== current) return;
      running = false;
      onState(next);
    };
    const onProgress = ({ done, total, best }: ResearchProgress) => {
      if (mine !== current) return;
      state = { ...state, progress: total > 0 ? done / total : 0, best };
      onState(state);
    };
    const workers = job.kind === 'sweep' ? sweepWorkerCount() : 1;
    const outcome =
      job.kind === 'sweep' && workers > 1
        ? runSplitSweep(sweepWorkers(workers), job, onProgress)
        : engine.run(job.kind, job, { onProgress });
    outcome.then(
      (result) => {
        settle({ status: 'done', progress: 1, best: null, result, error: null });
      },
      (error: unknown) => {
        if (error instanceof JobCancelledError) return;
        settle({ ...IDLE_JOB, status: 'error', error: errorMessage(error, 'The research job failed') });
      },
    );
  };

  return {
    run: (job) => {
      stop(false);
      start(job);
    },
    runWithBars: async (strategy, build) => {
      stop(false);
      const controller = new AbortController();
      abort = controller;
      onState({ ...IDLE_JOB, status: 'loading-bars' });
      try {
        const [bars, others] = await Promise.all([
          fetchStudyBars(strategy, controller.signal),
          fetchOtherBars(strategy, controller.signal),
        ]);
        if (controller.signal.aborted) return;
        abort = null;
        start(build(bars, others));
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
      stop(true);
      onState(IDLE_JOB);
    },
  };
}
