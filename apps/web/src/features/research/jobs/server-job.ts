import { ResearchJobSchema, type ResearchJob, type ResearchJobBody } from '@stratblocks/contracts';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, errorMessage } from '../../../lib/api';
import { queryClient } from '../../../lib/query-client';
import type { ResearchResult } from '../worker/messages';
import { IDLE_JOB, type ResearchJobState } from './job-state';

const POLL_MS = 500;
const FALLBACK = 'The research job failed';

/** One sweep or walk-forward at a time on the server; a new run or `cancel()` cancels it there. */
export interface ServerJob {
  run: (body: ResearchJobBody) => Promise<void>;
  cancel: () => void;
}

/** A finished job's result, typed by its kind (the contracts' schema read it with the answer). */
export function readJobResult(answer: ResearchJob): ResearchResult | null {
  if (answer.kind === 'sweep') return answer.result && { kind: 'sweep', result: answer.result };
  return answer.result && { kind: 'walk-forward', result: answer.result };
}

/** What a job that is no longer running shows. */
function endedState(answer: ResearchJob): ResearchJobState {
  if (answer.status === 'cancelled') return IDLE_JOB;
  const result = answer.status === 'done' ? readJobResult(answer) : null;
  if (result) return { status: 'done', progress: 1, best: null, result, error: null };
  return { ...IDLE_JOB, status: 'error', error: answer.error ?? FALLBACK };
}

/**
 * A server job (POST /api/research/jobs, then its progress polled twice a second by a TanStack
 * Query observer's refetchInterval) with no React in it: it keeps polling for whoever holds it until
 * it ends or is cancelled. A stopped job never writes. Each run has a query of its own, removed when
 * it stops, so a job id the server gives again never answers from an earlier run's cache.
 */
export function createServerJob(
  onState: (state: ResearchJobState) => void,
  client: QueryClient = queryClient,
): ServerJob {
  let current: { id: string | null; stopped: boolean; stopPolling: () => void } | null = null;
  let runs = 0;

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
    job.stopPolling();
    if (job.id) cancelOnServer(job.id);
  };

  /** Polls a created job until it ends; answers the function that stops polling. */
  const follow = (
    created: ResearchJob,
    onAnswer: (answer: ResearchJob) => void,
    onError: (error: unknown) => void,
  ) => {
    runs += 1;
    const queryKey = ['research', 'server-job', created.id, runs] as const;
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: ({ signal }) =>
        apiRequest(`/api/research/jobs/${created.id}`, ResearchJobSchema, {
          auth: true,
          fallback: FALLBACK,
          signal,
        }),
      initialData: created,
      staleTime: POLL_MS,
      retry: false,
      refetchOnWindowFocus: false,
      refetchIntervalInBackground: true,
      refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false),
    });
    // Told of every change (fetching, fetched); only a new answer is passed on.
    let seen = observer.getCurrentResult().dataUpdatedAt;
    const unsubscribe = observer.subscribe((result) => {
      if (result.isError) onError(result.error);
      else if (result.data && result.dataUpdatedAt !== seen) {
        seen = result.dataUpdatedAt;
        onAnswer(result.data);
      }
    });
    return () => {
      unsubscribe();
      client.removeQueries({ queryKey, exact: true });
    };
  };

  return {
    run: async (body) => {
      stop();
      const job: { id: string | null; stopped: boolean; stopPolling: () => void } = {
        id: null,
        stopped: false,
        stopPolling: () => undefined,
      };
      // Read through a function: the flag changes while this call awaits.
      const stopped = () => job.stopped;
      current = job;
      let state: ResearchJobState = { ...IDLE_JOB, status: 'running' };
      onState(state);
      const end = (next: ResearchJobState) => {
        if (stopped()) return;
        job.stopPolling();
        current = null;
        onState(next);
      };
      try {
        const created = await apiRequest('/api/research/jobs', ResearchJobSchema, {
          method: 'POST',
          auth: true,
          body,
          fallback: FALLBACK,
        });
        job.id = created.id;
        // Cancelled while the job was being created: cancel it on the server too.
        if (stopped()) {
          cancelOnServer(created.id);
          return;
        }
        if (created.status !== 'running') {
          end(endedState(created));
          return;
        }
        job.stopPolling = follow(
          created,
          (answer) => {
            if (stopped()) return;
            if (answer.status !== 'running') {
              end(endedState(answer));
              return;
            }
            state = { ...state, progress: answer.progress, best: answer.best };
            onState(state);
          },
          (error) => {
            end({ ...IDLE_JOB, status: 'error', error: errorMessage(error, FALLBACK) });
          },
        );
      } catch (error) {
        end({ ...IDLE_JOB, status: 'error', error: errorMessage(error, FALLBACK) });
      }
    },
    cancel: () => {
      stop();
      onState(IDLE_JOB);
    },
  };
}
