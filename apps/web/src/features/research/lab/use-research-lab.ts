import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { ResearchResult } from '../worker/messages';
import {
  createResearchLab,
  type ResearchLab,
  type ResearchLabState,
  type ResearchSlot,
} from './research-lab';

/**
 * The lab a panel reads and writes: the one it is given (which outlives it), or else its own,
 * whose jobs end when the panel unmounts.
 */
export function usePanelLab(given: ResearchLab | undefined): ResearchLab {
  // Creating a lab starts nothing (no worker, no request): an unused one costs nothing.
  const [own] = useState(createResearchLab);
  useEffect(
    () => () => {
      own.getState().reset();
    },
    [own],
  );
  return given ?? own;
}

/** One slot of a lab (its set-up, job and where it runs), re-rendering when it changes. */
export function useResearchSlot<Slot extends ResearchSlot>(
  lab: ResearchLab,
  slot: Slot,
): ResearchLabState[Slot] {
  return useStore(lab, (state) => state[slot]);
}

/**
 * Calls `onResult` once per completed result of a slot, whenever it completed: while the caller
 * is mounted, or before (a result not yet reported is reported on mount). The lab remembers
 * what it reported, so a remount does not report the same result again. One listener per slot.
 */
export function useCompletedResearch(
  lab: ResearchLab,
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
    const report = (state: ResearchLabState) => {
      const { job } = state[slot];
      if (job.status !== 'done' || job.result === null || state.reported[slot] === job.result) return;
      state.markReported(slot, job.result);
      callback.current?.(job.result);
    };
    report(lab.getState());
    return lab.subscribe(report);
  }, [lab, slot, listening]);
}
