import type { ResearchResult } from '../worker/messages';

export type ResearchJobStatus = 'idle' | 'loading-bars' | 'running' | 'done' | 'error';

/** What a research job shows: its status, progress, best so far, and its result or error. */
export interface ResearchJobState {
  status: ResearchJobStatus;
  /** 0..1 while running. */
  progress: number;
  /** The best objective value so far (sweeps). */
  best: number | null;
  result: ResearchResult | null;
  error: string | null;
}

export const IDLE_JOB: ResearchJobState = {
  status: 'idle',
  progress: 0,
  best: null,
  result: null,
  error: null,
};

/** A job under way: the bars are loading or the job runs. */
export const isJobActive = (job: ResearchJobState): boolean =>
  job.status === 'running' || job.status === 'loading-bars';
