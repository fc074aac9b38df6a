import { RunContext } from '@stratblocks/engine';
import { serveEngineJobs } from '../../../lib/engine-worker/serve';
import type { ResearchJobs } from './messages';
import { researchHandlers } from './run-job';

/**
 * Runs sweeps, walk-forwards and Monte Carlo off the page's thread: the page stays responsive and
 * can cancel by terminating the worker. Its runs, one after another, share one RunContext.
 */
serveEngineJobs<ResearchJobs>(self, researchHandlers(new RunContext()));
