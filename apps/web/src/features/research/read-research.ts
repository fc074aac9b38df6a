import {
  MonteCarloResultSchema,
  SweepResultSchema,
  WalkForwardResultSchema,
  type MonteCarloResult,
  type SweepResult,
  type WalkForwardResult,
} from '@stratblocks/contracts';
import type { z } from 'zod';

/**
 * A research result read with its contracts schema, or null when it does not fit: a view draws a
 * document only whole, never half-drawn or crashing the page. Saved results arrive already read
 * (the API's schemas check each part); these readers serve results from elsewhere (a file, a job).
 */
function readerOf<Result>(schema: z.ZodType<Result>): (value: unknown) => Result | null {
  return (value) => {
    const read = schema.safeParse(value);
    return read.success ? read.data : null;
  };
}

export const readMonteCarlo: (value: unknown) => MonteCarloResult | null = readerOf(MonteCarloResultSchema);
export const readWalkForward: (value: unknown) => WalkForwardResult | null =
  readerOf(WalkForwardResultSchema);
export const readSweep: (value: unknown) => SweepResult | null = readerOf(SweepResultSchema);
