import { barsFromRows, monteCarlo, runSweep, runWalkForward } from '@stratblocks/engine';
import type { BarRows, ResearchJob, ResearchMessage } from './messages';

/**
 * Runs sweeps, walk-forwards and Monte Carlo off the page's thread: the page stays responsive and
 * can cancel by terminating the worker. Progress is posted at most every 100 ms.
 */
// Typed by hand: the app's tsconfig has the DOM library, which cannot sit beside the worker one.
const scope = self as unknown as {
  postMessage(message: ResearchMessage): void;
  onmessage: ((event: MessageEvent<ResearchJob>) => void) | null;
};

function post(message: ResearchMessage): void {
  scope.postMessage(message);
}

function series(bars: BarRows) {
  return barsFromRows(bars.symbol, bars.interval, bars.rows);
}

let lastPost = 0;
function progress(done: number, total: number, best: number | null): void {
  const now = performance.now();
  if (done < total && now - lastPost < 100) return;
  lastPost = now;
  post({ type: 'progress', done, total, best });
}

scope.onmessage = (event: MessageEvent<ResearchJob>) => {
  const job = event.data;
  try {
    if (job.kind === 'sweep') {
      const outcome = runSweep(job.strategy, series(job.bars), {
        parameters: job.parameters,
        objective: job.objective,
        onProgress: ({ done, total, best }) => {
          progress(done, total, best?.objective ?? null);
        },
      });
      post(
        outcome.ok
          ? { type: 'result', payload: { kind: 'sweep', result: outcome.result } }
          : { type: 'error', message: outcome.message },
      );
    } else if (job.kind === 'walk-forward') {
      const outcome = runWalkForward(job.strategy, series(job.bars), {
        mode: job.mode,
        inSampleBars: job.inSampleBars,
        outOfSampleBars: job.outOfSampleBars,
        parameters: job.parameters,
        objective: job.objective,
        onProgress: ({ done, total }) => {
          progress(done, total, null);
        },
      });
      post(
        outcome.ok
          ? { type: 'result', payload: { kind: 'walk-forward', result: outcome.result } }
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
};
