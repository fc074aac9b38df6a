import {
  barsFromRows,
  monteCarlo,
  planSweep,
  resolveSweepParameters,
  runParameterStudy,
  runSweepCells,
  sweepResultOf,
  sweepSpans,
  type OtherSeries,
  type ResearchBars,
  type RunContext,
} from '@stratblocks/engine';
import type { JobHandlers, JobTools } from '../../../lib/engine-worker/serve';
import type {
  BarRows,
  OtherBarRows,
  ResearchJobs,
  ResearchProgress,
  ResearchResult,
  SweepJob,
  WalkForwardJob,
} from './messages';

/**
 * A sweep is split over several workers from this many combinations: a worker's start (loading
 * the engine, its first runs before the JIT warms) costs about as much as a few hundred runs.
 */
export const MIN_SPLIT_COMBINATIONS = 1_000;

/** Progress passed on at most every 100 ms, and always when the study is done. */
const PROGRESS_EVERY_MS = 100;

/** A study's progress passed on to the page at most every PROGRESS_EVERY_MS, and always at the end. */
function throttledProgress(tools: JobTools<ResearchProgress>) {
  let lastPost = 0;
  return (done: number, total: number, best: number | null) => {
    const now = performance.now();
    if (done < total && now - lastPost < PROGRESS_EVERY_MS) return;
    lastPost = now;
    tools.progress({ done, total, best });
  };
}

/** The bars of a job: one series, or every symbol's in list order for a portfolio. */
function series(bars: BarRows | BarRows[]): ResearchBars {
  const one = (each: BarRows) => barsFromRows(each.symbol, each.interval, each.rows);
  return Array.isArray(bars) ? bars.map(one) : one(bars);
}

/** The other symbols of a job as the engine reads them (none when the strategy reads none). */
function otherSeries(others: OtherBarRows | undefined): OtherSeries | undefined {
  if (others === undefined) return undefined;
  return Object.fromEntries(
    Object.entries(others).map(([symbol, { bars, assetClass }]) => [
      symbol,
      { bars: barsFromRows(bars.symbol, bars.interval, bars.rows), assetClass },
    ]),
  );
}

/**
 * The research worker's handlers: sweeps and walk-forwards on the bars they are sent, Monte Carlo
 * on trade results, each run by the engine with the worker's RunContext. Functions, so that they
 * can be run (and tested) without a worker.
 */
export function researchHandlers(context: RunContext): JobHandlers<ResearchJobs> {
  const study = (job: SweepJob | WalkForwardJob, tools: JobTools<ResearchProgress>): ResearchResult => {
    const progress = throttledProgress(tools);
    const outcome = runParameterStudy(job, series(job.bars), progress, context, otherSeries(job.others));
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.result;
  };
  return {
    sweep: study,
    // A sweep over several workers (jobs/split-sweep.ts): checked and cut into spans, each span run
    // by one worker (with the job's other symbols), then every span's cells ranked as one sweep.
    // Each cell depends only on its own values, so the result is runSweep's over the whole grid.
    'sweep-plan': (job) => {
      const plan = planSweep(job.strategy, series(job.bars), job.parameters);
      if (!plan.ok) throw new Error(plan.message);
      const split = plan.total >= MIN_SPLIT_COMBINATIONS && job.parts >= 2;
      return { total: plan.total, spans: split ? sweepSpans(plan.total, job.parts) : [] };
    },
    'sweep-span': (job, tools) => {
      const bars = series(job.bars);
      const plan = planSweep(job.strategy, bars, job.parameters);
      if (!plan.ok) throw new Error(plan.message);
      const progress = throttledProgress(tools);
      const others = otherSeries(job.others);
      const cells = runSweepCells(job.strategy, bars, plan.parameters, job.span, {
        objective: job.objective,
        context,
        ...(others && { others }),
        onProgress: ({ done, total, best }) => {
          progress(done, total, best?.objective ?? null);
        },
      });
      if (cells === null) throw new Error('The sweep was cancelled');
      return { cells };
    },
    'sweep-merge': (job) => {
      const resolved = resolveSweepParameters(job.strategy, job.parameters);
      if (!resolved.ok) throw new Error(resolved.message);
      return { kind: 'sweep', result: sweepResultOf(job.objective, resolved.parameters, job.cells) };
    },
    'walk-forward': study,
    'monte-carlo': (job) => {
      const outcome = monteCarlo(job.pnls, job.initialCapital, job.options);
      if (!outcome.ok) throw new Error(outcome.message);
      return { kind: 'monte-carlo', result: outcome.result };
    },
  };
}
