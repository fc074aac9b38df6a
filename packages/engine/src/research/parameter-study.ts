import type { RunContext } from '../pipeline/context';
import type { OtherSeries } from '../sources/library';
import type { ResearchBars } from './study-bars';
import type { StrategyInput } from '../strategy/types';
import { runSweep, type SweepObjective, type SweepParameterInput, type SweepResult } from './sweep';
import { runWalkForward, type WalkForwardMode, type WalkForwardResult } from './walk-forward';

/**
 * A study over a strategy's parameters, as the research lab asks for one (in the browser's worker
 * and on the server alike), without its bars: a sweep of the grid, or a walk-forward.
 */
export type ParameterStudy =
  | {
      kind: 'sweep';
      strategy: StrategyInput;
      parameters: SweepParameterInput[];
      objective: SweepObjective;
    }
  | {
      kind: 'walk-forward';
      strategy: StrategyInput;
      parameters: SweepParameterInput[];
      objective: SweepObjective;
      mode: WalkForwardMode;
      inSampleBars: number;
      outOfSampleBars: number;
    };

export type ParameterStudyResult =
  { kind: 'sweep'; result: SweepResult } | { kind: 'walk-forward'; result: WalkForwardResult };

export type ParameterStudyOutcome =
  { ok: true; result: ParameterStudyResult } | { ok: false; message: string };

/**
 * Runs a study on its bars, reporting progress as it goes (runs done, runs in all, and for a sweep
 * the best objective so far); the caller decides how often to pass it on. A caller that runs
 * studies one after another (a Web Worker) passes its RunContext so that they share their buffers.
 */
export function runParameterStudy(
  study: ParameterStudy,
  bars: ResearchBars,
  onProgress: (done: number, total: number, best: number | null) => void,
  context?: RunContext,
  /** Other symbols' bars the blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries,
): ParameterStudyOutcome {
  if (study.kind === 'sweep') {
    const outcome = runSweep(study.strategy, bars, {
      parameters: study.parameters,
      objective: study.objective,
      ...(context && { context }),
      ...(others && { others }),
      onProgress: ({ done, total, best }) => {
        onProgress(done, total, best?.objective ?? null);
      },
    });
    return outcome.ok ? { ok: true, result: { kind: 'sweep', result: outcome.result } } : outcome;
  }
  const outcome = runWalkForward(study.strategy, bars, {
    mode: study.mode,
    inSampleBars: study.inSampleBars,
    outOfSampleBars: study.outOfSampleBars,
    parameters: study.parameters,
    objective: study.objective,
    ...(context && { context }),
    ...(others && { others }),
    onProgress: ({ done, total }) => {
      onProgress(done, total, null);
    },
  });
  return outcome.ok ? { ok: true, result: { kind: 'walk-forward', result: outcome.result } } : outcome;
}
