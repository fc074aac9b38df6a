import { useEffect, useState } from 'react';
import { createBrowserJob } from '../jobs/browser-job';
import { IDLE_JOB, type ResearchJobState } from '../jobs/job-state';

export { fetchStrategyBars } from '../jobs/browser-job';
export type { ResearchJobState, ResearchJobStatus } from '../jobs/job-state';

/**
 * Runs one research job (sweep, walk-forward, Monte Carlo) in a Web Worker, with progress, for the
 * life of the calling component: `cancel()` terminates the worker, unmounting too. Jobs that need
 * bars fetch them first. (The builder's panels keep theirs in a research lab instead, which
 * outlives them: `createResearchLab`.)
 */
export function useResearchJob() {
  const [state, setState] = useState<ResearchJobState>(IDLE_JOB);
  const [job] = useState(() => createBrowserJob(setState));
  useEffect(() => job.cancel, [job]);
  return { ...state, run: job.run, runWithBars: job.runWithBars, cancel: job.cancel };
}
