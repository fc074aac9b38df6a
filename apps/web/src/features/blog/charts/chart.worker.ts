import { RunContext } from '@stratblocks/engine';
import { serveEngineJobs } from '../../../lib/engine-worker/serve';
import { chartModel, type ChartJobs } from './chart-data';

/** The scratch buffers of this worker's runs, one after another. */
const context = new RunContext();

/** The blog's engine: computes article charts off the page's thread (the engine is its bulk). */
serveEngineJobs<ChartJobs>(self, {
  chart: (id) => chartModel(id, context),
});
