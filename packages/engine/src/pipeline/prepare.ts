import type { BarSeries } from '../data/bars';
import type { Program } from '../logic/compile';
import { buildExitPlan, emptyExitPlan, type ExitPlan } from '../sim/exit-plan';
import type { SimulationInput } from '../sim/run-loop';
import type { SimulationSettings } from '../sim/settings';
import type { PreparedRun } from './compile';
import type { RunContext } from './context';

/**
 * Stage 3 of a run (docs/engine.md, "The run pipeline"): what the kernel reads, made ready: the
 * exit plans of both sides on the run's bars, and the context's buffers to write into.
 */

/** Each side's exit blocks worked out on the bars (stops, targets, trails, time exits). */
export function exitPlans(
  program: Program,
  bars: BarSeries,
  settings: SimulationSettings,
): { long: ExitPlan; short: ExitPlan } {
  return {
    long: program.exitLong
      ? buildExitPlan(program.exitLong.exits, bars, settings.riskRewardRatio)
      : emptyExitPlan(),
    short: program.exitShort
      ? buildExitPlan(program.exitShort.exits, bars, settings.riskRewardRatio)
      : emptyExitPlan(),
  };
}

/** The kernel's input for a compiled run, writing into the context's equity and stretches. */
export function simulationInput(
  run: PreparedRun,
  settings: SimulationSettings,
  context: RunContext,
): SimulationInput {
  const { bars, program, signals } = run;
  return {
    bars,
    settings,
    signals,
    equity: context.equity(bars.times.length),
    stretches: context.stretches,
    exitPlans: exitPlans(program, bars, settings),
  };
}
