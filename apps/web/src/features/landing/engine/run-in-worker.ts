import type { StrategyInput } from '@stratblocks/engine';
import type { DemoSymbol, RunResponse, RunSummary } from './types';

/**
 * Runs a strategy on a bundled slice in the landing page's Web Worker. The worker (and with it the
 * engine) is created on the first run, so the page's first load carries none of it.
 */
let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (summary: RunSummary) => void; reject: (error: Error) => void }>();

function engineWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./backtest.worker.ts', import.meta.url), {
      type: 'module',
      name: 'backtest',
    });
    worker.onmessage = (event: MessageEvent<RunResponse>) => {
      const answer = event.data;
      const waiting = pending.get(answer.id);
      pending.delete(answer.id);
      if (!waiting) return;
      if (answer.ok) waiting.resolve(answer.summary);
      else waiting.reject(new Error(answer.error));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      for (const waiting of pending.values())
        waiting.reject(new Error('The backtest engine failed to start'));
      pending.clear();
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

export function runInWorker(symbol: DemoSymbol, strategy: StrategyInput): Promise<RunSummary> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    engineWorker().postMessage({ id, symbol, strategy });
  });
}
