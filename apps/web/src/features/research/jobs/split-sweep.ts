import type { EngineClient } from '../../../lib/engine-worker/client';
import type { ResearchJobs, ResearchProgress, ResearchResult, SweepJob } from '../worker/messages';

/** At most this many workers share a sweep: each holds the engine and a copy of the bars. */
export const MAX_SWEEP_WORKERS = 4;

/** The workers a sweep may use: one per core the browser reports, within MAX_SWEEP_WORKERS. */
export function sweepWorkerCount(cores: number = navigator.hardwareConcurrency): number {
  // A browser that keeps the figure to itself gives undefined: one worker.
  if (!Number.isFinite(cores) || cores < 1) return 1;
  return Math.min(MAX_SWEEP_WORKERS, Math.floor(cores));
}

/**
 * Runs a sweep over several engine workers, the wall time divided by their number: the first
 * checks the sweep and cuts its grid into one span per worker ('sweep-plan'), each worker runs its
 * span at once ('sweep-span'), then the first ranks the joined cells as one sweep ('sweep-merge';
 * each cell depends only on its own values, so the result is the whole grid's). A sweep too small
 * to pay for the extra workers' start runs whole in the first ('sweep'). Progress is every span's
 * runs added up, with the best objective any span has seen; a failing span fails the sweep.
 */
export async function runSplitSweep(
  workers: readonly EngineClient<ResearchJobs>[],
  job: SweepJob,
  onProgress: (progress: ResearchProgress) => void,
): Promise<ResearchResult> {
  const [first] = workers;
  if (!first) throw new Error('A sweep needs a worker');
  const plan = await first.run('sweep-plan', { ...job, parts: workers.length });
  if (plan.spans.length < 2) return first.run('sweep', job, { onProgress });

  const done = plan.spans.map(() => 0);
  const bests: Array<number | null> = plan.spans.map(() => null);
  const report = () => {
    const seen = bests.filter((best): best is number => best !== null);
    onProgress({
      done: done.reduce((sum, count) => sum + count, 0),
      total: plan.total,
      best: seen.length > 0 ? Math.max(...seen) : null,
    });
  };
  const spans = await Promise.all(
    plan.spans.map((span, index) => {
      const worker = workers[index % workers.length] ?? first;
      return worker.run(
        'sweep-span',
        { ...job, span },
        {
          onProgress: (progress) => {
            done[index] = progress.done;
            bests[index] = progress.best;
            report();
          },
        },
      );
    }),
  );
  const { strategy, parameters, objective } = job;
  return first.run('sweep-merge', {
    kind: 'sweep',
    strategy,
    parameters,
    objective,
    cells: spans.flatMap((span) => span.cells),
  });
}
