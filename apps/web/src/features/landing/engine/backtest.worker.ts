/// <reference lib="webworker" />
import { RunContext, runBacktest, sliceByDate } from '@stratblocks/engine';
import { loadDemoBars } from '../../../lib/demo-bars';
import { serveEngineJobs } from '../../../lib/engine-worker/serve';
import type { LandingJobs } from './types';
import { summarize } from './summarize';

/** The scratch buffers of this worker's runs, one after another. */
const context = new RunContext();

/**
 * The landing page's engine: runs the real backtest engine off the main thread on the bundled
 * daily slices (lib/demo-bars.ts: each fetched and parsed once per page view). It serves runs
 * only, so that its bundle stays slim (build/landing-engine-plugin.ts).
 */
serveEngineJobs<LandingJobs>(self, {
  run: async ({ symbol, strategy }) => {
    const general = strategy.generalSetting;
    const bars = sliceByDate(await loadDemoBars(symbol), general.startDate, general.endDate);
    const outcome = runBacktest(strategy, bars, { context });
    if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
    return summarize(outcome.results, bars);
  },
});
