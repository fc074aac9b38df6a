import {
  barsFromRows,
  monteCarlo,
  runParameterStudy,
  type ResearchBars,
  type RunContext,
} from '@stratblocks/engine';
import type { JobHandlers, JobTools } from '../../../lib/engine-worker/serve';
import type {
  BarRows,
  ResearchJobs,
  ResearchProgress,
  ResearchResult,
  SweepJob,
  WalkForwardJob,
} from './messages';

/** Progress passed on at most every 100 ms, and always when the study is done. */
const PROGRESS_EVERY_MS = 100;

/** The bars of a job: one series, or every symbol's in list order for a portfolio. */
function series(bars: BarRows | BarRows[]): ResearchBars {
  const one = (each: BarRows) => barsFromRows(each.symbol, each.interval, each.rows);
  return Array.isArray(bars) ? bars.map(one) : one(bars);
}

/**
 * The research worker's handlers: sweeps and walk-forwards on the bars they are sent, Monte Carlo
 * on trade results, each run by the engine with the worker's RunContext. Functions, so that they
 * can be run (and tested) without a worker.
 */
export function researchHandlers(context: RunContext): JobHandlers<ResearchJobs> {
  const study = (job: SweepJob | WalkForwardJob, tools: JobTools<ResearchProgress>): ResearchResult => {
    let lastPost = 0;
    const progress = (done: number, total: number, best: number | null) => {
      const now = performance.now();
      if (done < total && now - lastPost < PROGRESS_EVERY_MS) return;
      lastPost = now;
      tools.progress({ done, total, best });
    };
    const outcome = runParameterStudy(job, series(job.bars), progress, context);
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  };
  return {
    sweep: study,
    'walk-forward': study,
    'monte-carlo': (job) => {
      const outcome = monteCarlo(job.pnls, job.initialCapital, job.options);
      if (!outcome.ok) throw new Error(outcome.message);
      return { kind: 'monte-carlo', result: outcome.result };
    },
  };
}
