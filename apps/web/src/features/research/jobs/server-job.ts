import { ResearchJobSchema, type ResearchJobBody } from '@stratblocks/contracts';
import type { SweepResult, WalkForwardResult } from '@stratblocks/engine';
import { z } from 'zod';
import { apiRequest, errorMessage } from '../../../lib/api';
import type { ResearchResult } from '../worker/messages';
import { IDLE_JOB, type ResearchJobState } from './job-state';

const POLL_MS = 500;
const FALLBACK = 'The research job failed';

/** One sweep or walk-forward at a time on the server; a new run or `cancel()` cancels it there. */
export interface ServerJob {
  run: (body: ResearchJobBody) => Promise<void>;
  cancel: () => void;
}

/**
 * A server job (POST /api/research/jobs, then its progress polled twice a second) with no React in
 * it: it keeps polling for whoever holds it until it ends or is cancelled. A stopped job never writes.
 */
export function createServerJob(onState: (state: ResearchJobState) => void): ServerJob {
  let current: { id: string | null; stopped: boolean } | null = null;

  const cancelOnServer = (id: string) => {
    void apiRequest(`/api/research/jobs/${id}`, z.null(), { method: 'DELETE', auth: true }).catch(
      () => undefined,
    );
  };

  const stop = () => {
    const job = current;
    current = null;
    if (!job) return;
    job.stopped = true;
    if (job.id) cancelOnServer(job.id);
  };

  return {
    run: async (body) => {
      stop();
      const job = { id: null as string | null, stopped: false };
      // Read through a function: the flag changes while this call awaits.
      const stopped = () => job.stopped;
      current = job;
      let state: ResearchJobState = { ...IDLE_JOB, status: 'running' };
      onState(state);
      try {
        let answer = await apiRequest('/api/research/jobs', ResearchJobSchema, {
          method: 'POST',
          auth: true,
          body,
          fallback: FALLBACK,
        });
        job.id = answer.id;
        // Cancelled while the job was being created: cancel it on the server too.
        if (stopped()) {
          cancelOnServer(answer.id);
          return;
        }
        while (answer.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (stopped()) return;
          answer = await apiRequest(`/api/research/jobs/${answer.id}`, ResearchJobSchema, {
            auth: true,
            fallback: FALLBACK,
          });
          if (stopped()) return;
          state = { ...state, progress: answer.progress, best: answer.best };
          onState(state);
        }
        current = null;
        if (answer.status === 'done' && answer.result) {
          const result: ResearchResult =
            answer.kind === 'sweep'
              ? { kind: 'sweep', result: answer.result as unknown as SweepResult }
              : { kind: 'walk-forward', result: answer.result as unknown as WalkForwardResult };
          onState({ status: 'done', progress: 1, best: null, result, error: null });
        } else if (answer.status === 'cancelled') onState(IDLE_JOB);
        else onState({ ...IDLE_JOB, status: 'error', error: answer.error ?? FALLBACK });
      } catch (error) {
        if (stopped()) return;
        current = null;
        onState({ ...IDLE_JOB, status: 'error', error: errorMessage(error, FALLBACK) });
      }
    },
    cancel: () => {
      stop();
      onState(IDLE_JOB);
    },
  };
}
