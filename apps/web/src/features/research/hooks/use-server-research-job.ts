import { ResearchJobSchema, type ResearchJobBody } from '@stratblocks/contracts';
import type { SweepResult, WalkForwardResult } from '@stratblocks/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { apiRequest, errorMessage } from '../../../lib/api';
import type { ResearchResult } from '../worker/messages';
import type { ResearchJobState } from './use-research-job';

const IDLE: ResearchJobState = { status: 'idle', progress: 0, best: null, result: null, error: null };
const POLL_MS = 500;
const FALLBACK = 'The research job failed';

/**
 * Runs a sweep or walk-forward on the server (POST /api/research/jobs), polling its progress twice
 * a second; `cancel()` and unmounting cancel it there. Same state as useResearchJob.
 */
export function useServerResearchJob() {
  const [state, setState] = useState<ResearchJobState>(IDLE);
  const current = useRef<{ id: string | null; stopped: boolean } | null>(null);

  const stop = useCallback(() => {
    const job = current.current;
    current.current = null;
    if (!job) return;
    job.stopped = true;
    if (job.id)
      void apiRequest(`/api/research/jobs/${job.id}`, z.null(), {
        method: 'DELETE',
        auth: true,
      }).catch(() => undefined);
  }, []);

  useEffect(() => stop, [stop]);

  const run = useCallback(
    async (body: ResearchJobBody) => {
      stop();
      const job = { id: null as string | null, stopped: false };
      // Read through a function: the flag changes while this call awaits.
      const stopped = () => job.stopped;
      current.current = job;
      setState({ ...IDLE, status: 'running' });
      try {
        let answer = await apiRequest('/api/research/jobs', ResearchJobSchema, {
          method: 'POST',
          auth: true,
          body,
          fallback: FALLBACK,
        });
        job.id = answer.id;
        while (answer.status === 'running') {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (stopped()) return;
          answer = await apiRequest(`/api/research/jobs/${answer.id}`, ResearchJobSchema, {
            auth: true,
            fallback: FALLBACK,
          });
          if (stopped()) return;
          setState((previous) => ({ ...previous, progress: answer.progress, best: answer.best }));
        }
        current.current = null;
        if (answer.status === 'done' && answer.result) {
          const result: ResearchResult =
            answer.kind === 'sweep'
              ? { kind: 'sweep', result: answer.result as unknown as SweepResult }
              : { kind: 'walk-forward', result: answer.result as unknown as WalkForwardResult };
          setState({ status: 'done', progress: 1, best: null, result, error: null });
        } else if (answer.status === 'cancelled') setState(IDLE);
        else setState({ ...IDLE, status: 'error', error: answer.error ?? FALLBACK });
      } catch (error) {
        if (stopped()) return;
        current.current = null;
        setState({ ...IDLE, status: 'error', error: errorMessage(error, FALLBACK) });
      }
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState(IDLE);
  }, [stop]);

  return { ...state, run, cancel };
}
