import { barsFromRows, monteCarlo, runParameterStudy, type ResearchBars } from '@stratblocks/engine';
import type { BarRows, ResearchJob, ResearchMessage } from './messages';

function series(bars: BarRows | BarRows[]): ResearchBars {
  const one = (each: BarRows) => barsFromRows(each.symbol, each.interval, each.rows);
  return Array.isArray(bars) ? bars.map(one) : one(bars);
}

/**
 * Runs one research job with the engine and posts what the worker answers: progress at most every
 * 100 ms, then the result or the error. The worker's whole job; a function so that it can be run
 * (and tested) without a worker.
 */
export function runResearchJob(job: ResearchJob, post: (message: ResearchMessage) => void): void {
  let lastPost = 0;
  const progress = (done: number, total: number, best: number | null) => {
    const now = performance.now();
    if (done < total && now - lastPost < 100) return;
    lastPost = now;
    post({ type: 'progress', done, total, best });
  };
  try {
    if (job.kind !== 'monte-carlo') {
      const outcome = runParameterStudy(job, series(job.bars), progress);
      post(
        outcome.ok
          ? { type: 'result', payload: outcome.result }
          : { type: 'error', message: outcome.message },
      );
    } else {
      const outcome = monteCarlo(job.pnls, job.initialCapital, job.options);
      post(
        outcome.ok
          ? { type: 'result', payload: { kind: 'monte-carlo', result: outcome.result } }
          : { type: 'error', message: outcome.message },
      );
    }
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}
