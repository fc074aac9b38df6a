import type { StrategyInput } from '@stratblocks/engine';
import { createEngineClient } from '../../../lib/engine-worker/client';
import type { DemoSymbol, LandingJobs, RunSummary } from './types';

/**
 * The landing page's engine worker, created on the first run, so the page's first load carries
 * none of it. The hero preview and the demo share it.
 */
const engine = createEngineClient<LandingJobs>(
  () => new Worker(new URL('./backtest.worker.ts', import.meta.url), { type: 'module', name: 'backtest' }),
  'The backtest engine failed to start',
);

/** Runs a strategy on a bundled slice in the landing page's Web Worker. */
export function runInWorker(symbol: DemoSymbol, strategy: StrategyInput): Promise<RunSummary> {
  return engine.run('run', { symbol, strategy });
}
