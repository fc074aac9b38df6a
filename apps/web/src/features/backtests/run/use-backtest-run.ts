import type { RunRequestInput } from '@stratblocks/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FrameBatcher } from './frame-batcher';
import { runBacktestStream, type BacktestStreamOutcome } from './stream-client';
import type { RunResults } from './stream-parts';
import type { PartialResults } from './stream-parts';

export type BacktestRunStatus = 'idle' | 'running' | 'done' | 'error';

/** What a streamed run has shown so far. */
export interface BacktestRunState {
  /** idle (never run, or cancelled), running, done (results complete) or error. */
  status: BacktestRunStatus;
  /** Log lines in arrival order, 'Stream error: ...' lines included. */
  logs: readonly string[];
  /** The parts parsed so far: chart_data, then performance_metrics, then closed_trades. */
  results: PartialResults;
  /** Why the run failed, in words (the server's detail when it gave one); null unless status is error. */
  error: string | null;
}

export interface UseBacktestRunOptions {
  /** Called once per run when its results are complete (the backtest-complete event (docs/product.md#states-and-transitions)). */
  onComplete?: (results: RunResults) => void;
}

export interface BacktestRun extends BacktestRunState {
  /** Starts a run, cancelling the one under way. Resolves when it ends; never rejects. */
  run: (body: RunRequestInput) => Promise<BacktestStreamOutcome>;
  /** Cancels the run under way (its logs and results stay; status goes back to idle). */
  cancel: () => void;
  /** Cancels any run and clears logs and results. */
  reset: () => void;
}

const IDLE: BacktestRunState = { status: 'idle', logs: [], results: {}, error: null };

/**
 * A streamed backtest run as React state. Log lines are applied once per animation frame; a second
 * run, cancel(), reset() or unmounting cancels the run under way.
 */
export function useBacktestRun(options: UseBacktestRunOptions = {}): BacktestRun {
  const [state, setState] = useState<BacktestRunState>(IDLE);
  const current = useRef<{ controller: AbortController; logs: FrameBatcher<string> } | null>(null);
  const onComplete = useRef(options.onComplete);
  useEffect(() => {
    onComplete.current = options.onComplete;
  });

  const stop = useCallback(() => {
    const active = current.current;
    if (!active) return false;
    active.logs.flush();
    current.current = null;
    active.controller.abort();
    return true;
  }, []);

  useEffect(
    () => () => {
      stop();
    },
    [stop],
  );

  const run = useCallback(
    async (body: RunRequestInput) => {
      stop();
      const controller = new AbortController();
      const isCurrent = () => current.current?.controller === controller;
      const logs = new FrameBatcher<string>((lines) => {
        if (isCurrent()) setState((previous) => ({ ...previous, logs: [...previous.logs, ...lines] }));
      });
      current.current = { controller, logs };
      setState({ status: 'running', logs: [], results: {}, error: null });

      const outcome = await runBacktestStream(body, {
        signal: controller.signal,
        onLogs: (lines) => {
          logs.push(lines);
        },
        onResults: (results) => {
          if (isCurrent()) setState((previous) => ({ ...previous, results }));
        },
      });
      if (!isCurrent()) return outcome;
      logs.flush();
      current.current = null;
      if (outcome.status === 'done') {
        setState((previous) => ({ ...previous, status: 'done', results: outcome.results, error: null }));
        onComplete.current?.(outcome.results);
      } else if (outcome.status === 'error') {
        setState((previous) => ({ ...previous, status: 'error', error: outcome.error }));
      } else {
        setState((previous) => ({ ...previous, status: 'idle' }));
      }
      return outcome;
    },
    [stop],
  );

  const cancel = useCallback(() => {
    if (stop()) setState((previous) => ({ ...previous, status: 'idle' }));
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, run, cancel, reset };
}
