import { createEngineClient } from '../../../lib/engine-worker/client';
import type { ChartId } from '../posts';
import type { ChartJobs, ChartModel } from './chart-data';

/** The blog's chart worker, created with the first chart a page draws and shared by its charts. */
const engine = createEngineClient<ChartJobs>(
  () => new Worker(new URL('./chart.worker.ts', import.meta.url), { type: 'module', name: 'blog-charts' }),
  'The chart engine failed to start',
);

/** An article chart, computed in the blog's worker. */
export function chartInWorker(id: ChartId): Promise<ChartModel> {
  return engine.run('chart', id);
}
