import { BarsResponseSchema } from '@stratblocks/contracts';
import { sourceInterval, type StrategyInput } from '@stratblocks/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiRequest, errorMessage, query } from '../../../lib/api';
import { getSession } from '../../../lib/session';
import type { BarRows, ResearchJob, ResearchMessage, ResearchResult } from '../worker/messages';

export type ResearchJobStatus = 'idle' | 'loading-bars' | 'running' | 'done' | 'error';

export interface ResearchJobState {
  status: ResearchJobStatus;
  /** 0..1 while running. */
  progress: number;
  /** The best objective value so far (sweeps). */
  best: number | null;
  result: ResearchResult | null;
  error: string | null;
}

const IDLE: ResearchJobState = { status: 'idle', progress: 0, best: null, result: null, error: null };

/** The bars a strategy runs on, from the market endpoint (the signed-in user's uploads included). */
export async function fetchStrategyBars(strategy: StrategyInput, signal?: AbortSignal): Promise<BarRows> {
  const general = strategy.generalSetting;
  const interval = sourceInterval(general.timeInterval);
  const answer = await apiRequest(
    `/api/market/bars${query({ symbol: general.tickerSymbol, interval, start: general.startDate, end: general.endDate })}`,
    BarsResponseSchema,
    {
      token: getSession()?.token ?? null,
      fallback: 'Failed to load the market data',
      ...(signal && { signal }),
    },
  );
  return { symbol: answer.symbol, interval, rows: answer.bars };
}

/**
 * Runs one research job (sweep, walk-forward, Monte Carlo) in a Web Worker, with progress;
 * `cancel()` terminates the worker, unmounting too. Jobs that need bars fetch them first.
 */
export function useResearchJob() {
  const [state, setState] = useState<ResearchJobState>(IDLE);
  const worker = useRef<Worker | null>(null);
  const abort = useRef<AbortController | null>(null);

  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
    abort.current?.abort();
    abort.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback((job: ResearchJob) => {
    const instance = new Worker(new URL('../worker/research-worker.ts', import.meta.url), { type: 'module' });
    worker.current = instance;
    setState({ ...IDLE, status: 'running' });
    instance.onmessage = (event: MessageEvent<ResearchMessage>) => {
      const message = event.data;
      if (message.type === 'progress') {
        setState((current) => ({
          ...current,
          progress: message.total > 0 ? message.done / message.total : 0,
          best: message.best,
        }));
        return;
      }
      instance.terminate();
      if (worker.current === instance) worker.current = null;
      setState(
        message.type === 'result'
          ? { status: 'done', progress: 1, best: null, result: message.payload, error: null }
          : { ...IDLE, status: 'error', error: message.message },
      );
    };
    instance.onerror = (event) => {
      instance.terminate();
      setState({ ...IDLE, status: 'error', error: event.message || 'The research job failed' });
    };
    instance.postMessage(job);
  }, []);

  /** Runs a job that needs the strategy's bars: fetches them, then starts the worker. */
  const runWithBars = useCallback(
    async (strategy: StrategyInput, build: (bars: BarRows) => ResearchJob) => {
      stop();
      const controller = new AbortController();
      abort.current = controller;
      setState({ ...IDLE, status: 'loading-bars' });
      try {
        const bars = await fetchStrategyBars(strategy, controller.signal);
        if (controller.signal.aborted) return;
        abort.current = null;
        start(build(bars));
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ ...IDLE, status: 'error', error: errorMessage(error, 'Failed to load the market data') });
      }
    },
    [start, stop],
  );

  const run = useCallback(
    (job: ResearchJob) => {
      stop();
      start(job);
    },
    [start, stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, run, runWithBars, cancel };
}
