import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ResearchResult } from '../worker/messages';
import {
  createResearchSession,
  type ResearchSession,
  type ResearchSessionState,
  type ResearchSlot,
} from './research-session';

/**
 * The session a panel reads and writes: the one it is given (which outlives it), or else its own,
 * whose jobs end when the panel unmounts.
 */
export function usePanelSession(given: ResearchSession | undefined): ResearchSession {
  // Creating a session starts nothing (no worker, no request): an unused one costs nothing.
  const [own] = useState(createResearchSession);
  useEffect(
    () => () => {
      own.getState().reset();
    },
    [own],
  );
  return given ?? own;
}

/** One slot of a session (its set-up, job and where it runs), re-rendering when it changes. */
export function useResearchSlot<Slot extends ResearchSlot>(
  session: ResearchSession,
  slot: Slot,
): ResearchSessionState[Slot] {
  return useStore(session, (state) => state[slot]);
}

/**
 * Calls `onResult` once per completed result of a slot, whenever it completed: while the caller
 * is mounted, or before (a result not yet reported is reported on mount). The session remembers
 * what it reported, so a remount does not report the same result again. One listener per slot.
 */
export function useCompletedResearch(
  session: ResearchSession,
  slot: ResearchSlot,
  onResult: ((result: ResearchResult) => void) | undefined,
): void {
  const callback = useRef(onResult);
  useEffect(() => {
    callback.current = onResult;
  });
  const listening = onResult !== undefined;
  useEffect(() => {
    if (!listening) return;
    const report = (state: ResearchSessionState) => {
      const { job } = state[slot];
      if (job.status !== 'done' || job.result === null || state.reported[slot] === job.result) return;
      state.markReported(slot, job.result);
      callback.current?.(job.result);
    };
    report(session.getState());
    return session.subscribe(report);
  }, [session, slot, listening]);
}
