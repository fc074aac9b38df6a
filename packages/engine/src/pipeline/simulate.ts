import { simulate, type SimulationInput } from '../sim/run-loop';
import type { LogSink, SimulationResult } from '../sim/types';

/**
 * Stage 4 of a run (docs/engine.md, "The run pipeline"): the kernel (sim/run-loop.ts) replays the
 * bars under the execution model and returns the equity marks, the trades and the risk events.
 */
export function simulateRun(input: SimulationInput, log?: LogSink): SimulationResult {
  return simulate(log ? { ...input, log } : input);
}
