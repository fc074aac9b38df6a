import { useEffect, useState } from 'react';
import { IDLE_JOB, type ResearchJobState } from '../jobs/job-state';
import { createServerJob } from '../jobs/server-job';

/**
 * Runs a sweep or walk-forward on the server (POST /api/research/jobs), polling its progress twice
 * a second, for the life of the calling component: `cancel()` and unmounting cancel it there. Same
 * state as useResearchJob.
 */
export function useServerResearchJob() {
  const [state, setState] = useState<ResearchJobState>(IDLE_JOB);
  const [job] = useState(() => createServerJob(setState));
  useEffect(() => job.cancel, [job]);
  return { ...state, run: job.run, cancel: job.cancel };
}
