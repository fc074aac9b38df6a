import type { ResearchJob, ResearchMessage } from './messages';
import { runResearchJob } from './run-job';

/**
 * Runs sweeps, walk-forwards and Monte Carlo off the page's thread: the page stays responsive and
 * can cancel by terminating the worker.
 */
// Typed by hand: the app's tsconfig has the DOM library, which cannot sit beside the worker one.
const scope = self as unknown as {
  postMessage(message: ResearchMessage): void;
  onmessage: ((event: MessageEvent<ResearchJob>) => void) | null;
};

scope.onmessage = (event: MessageEvent<ResearchJob>) => {
  runResearchJob(event.data, (message) => {
    scope.postMessage(message);
  });
};
