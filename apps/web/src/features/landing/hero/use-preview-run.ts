import { useCallback, useEffect, useRef, useState } from 'react';
import type { PreviewStrategy } from '../engine/strategies';
import type { RunSummary } from '../engine/types';

/** docs/product.md#business-constants-and-limits: start 800 ms after load, progress by 2 every 30 ms, 1 s pause, final flag 100 ms. */
export const PREVIEW_START_DELAY_MS = 800;
export const PROGRESS_STEP = 2;
export const PROGRESS_TICK_MS = 30;
export const CALCULATING_MS = 1000;
export const FINAL_DELAY_MS = 100;

export type PreviewPhase = 'idle' | 'running' | 'calculating' | 'results' | 'error';

export interface PreviewRun {
  phase: PreviewPhase;
  progress: number;
  summary: RunSummary | null;
  error: string | null;
  /** Set 100 ms after the results show: the trades and the save button appear then. */
  final: boolean;
  run: () => void;
  reset: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The hero preview's run: the engine works in the worker while the progress bar fills at the spec's
 * pace; the results show once both the bar and the 1 s 'Calculating Statistics...' pause are done
 * and the engine has answered..
 */
export function usePreviewRun(strategy: PreviewStrategy, autoRun: boolean): PreviewRun {
  const [phase, setPhase] = useState<PreviewPhase>('idle');
  const [progress, setProgress] = useState(0);
  const [summary, setSummary] = useState<RunSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [final, setFinal] = useState(false);
  const generation = useRef(0);

  const run = useCallback(() => {
    const mine = ++generation.current;
    const current = () => generation.current === mine;
    setPhase('running');
    setProgress(0);
    setSummary(null);
    setError(null);
    setFinal(false);
    const engineRun = import('../engine/run-in-worker').then(({ runInWorker }) =>
      runInWorker(strategy.symbol, strategy.strategy),
    );
    // Failures are shown once the bar is done; keep the promise from being reported unhandled.
    engineRun.catch(() => undefined);
    void (async () => {
      for (let value = PROGRESS_STEP; value <= 100; value += PROGRESS_STEP) {
        await wait(PROGRESS_TICK_MS);
        if (!current()) return;
        setProgress(value);
      }
      setPhase('calculating');
      await wait(CALCULATING_MS);
      try {
        const result = await engineRun;
        if (!current()) return;
        setSummary(result);
        setPhase('results');
        await wait(FINAL_DELAY_MS);
        if (current()) setFinal(true);
      } catch (failure) {
        if (!current()) return;
        setError(failure instanceof Error ? failure.message : String(failure));
        setPhase('error');
      }
    })();
  }, [strategy]);

  /** Back to idle, dropping a run under way (choosing another strategy resets the preview). */
  const reset = useCallback(() => {
    generation.current += 1;
    setPhase('idle');
    setProgress(0);
    setSummary(null);
    setError(null);
    setFinal(false);
  }, []);

  useEffect(() => {
    if (!autoRun) return;
    const timer = setTimeout(run, PREVIEW_START_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
    // Only the first strategy shown runs by itself, once after load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () => () => {
      generation.current += 1;
    },
    [],
  );

  return { phase, progress, summary, error, final, run, reset };
}
