import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Spec section 9: the dashboard-to-builder transition lasts 1.2 s. */
export const BUILDER_TRANSITION_MS = 1200;

/** Today as YYYY-MM-DD in the visitor's calendar. */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The builder's address that loads a strategy and runs it to today (spec section 2). */
export function builderRunPath(id: number, endDate = todayIso()): string {
  return `/builder?id=${id}&autoRun=true&endDate=${endDate}`;
}

/**
 * Run Backtest from the dashboard: shows 'Initializing Strategy Builder...' for 1.2 s, then opens
 * the builder with autoRun and today's end date.
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
