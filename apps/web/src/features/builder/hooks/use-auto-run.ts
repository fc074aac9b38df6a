import { useEffect, useRef } from 'react';

/** docs/product.md#states-and-transitions: with autoRun, after the load and with no modal open, run once 1 s later. */
export const AUTO_RUN_DELAY_MS = 1000;

export function useAutoRun({
  ready,
  autoRun,
  modalOpen,
  run,
}: {
  ready: boolean;
  autoRun: boolean;
  modalOpen: boolean;
  run: () => void;
}): void {
  const done = useRef(false);
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });
  useEffect(() => {
    if (!ready || !autoRun || modalOpen || done.current) return;
    const timer = setTimeout(() => {
      done.current = true;
      runRef.current();
    }, AUTO_RUN_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [ready, autoRun, modalOpen]);
}
