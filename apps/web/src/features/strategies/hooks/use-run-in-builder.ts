import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** docs/product.md#business-constants-and-limits: the dashboard-to-builder transition lasts 1.2 s. */
export const BUILDER_TRANSITION_MS = 1200;

/**
 * The builder's address that loads a strategy and runs it as saved, its own dates included: a run
 * from the dashboard changes nothing of the strategy and saves nothing until the user presses Save
 * (docs/builder.md, "Saving and results").
 */
export function builderRunPath(id: number): string {
  return `/builder?id=${id}&autoRun=true`;
}

/**
 * Run Backtest from the dashboard: shows 'Initializing Strategy Builder...' for 1.2 s, then opens
 * the builder with autoRun.
 */
export function useRunInBuilder() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );
  const run = (id: number) => {
    setPending(id);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void navigate(builderRunPath(id));
    }, BUILDER_TRANSITION_MS);
  };
  return { pending, run };
}
