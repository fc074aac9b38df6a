import type { SimulationEventSink } from '../sim/events';
import { simulate, type SimulationInput } from '../sim/run-loop';
import type { SimulationResult } from '../sim/types';

/**
 * Stage 4 of a run (docs/engine.md, "The run pipeline"): the kernel (sim/run-loop.ts) replays the
 * bars under the execution model and returns the equity marks, the trades and the risk events,
 * reporting what happens to `events` (sim/events.ts) when given.
 */
export function simulateRun(input: SimulationInput, events?: SimulationEventSink): SimulationResult {
  return simulate(events ? { ...input, events } : input);
}
