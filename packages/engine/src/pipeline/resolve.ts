import type { Diagnostic } from '../logic/diagnostics';
import { resampleMonthly, resampleWeekly } from '../data/resample';
import type { BarSeries } from '../data/bars';
import { simulationSettings, type SimulationSettings } from '../sim/settings';
import type { StrategyInput, TimeInterval } from '../strategy/types';

/**
 * Stage 1 of a run (docs/engine.md, "The run pipeline"): the strategy as saved becomes the
 * strategy to run, its bars and its simulation settings.
 */

/**
 * The hook where a saved configuration becomes the strategy to run. Strategy inputs (`{"input":
 * name}` in a block's properties, docs/engine.md#strategy-inputs) are not written in here but by `compileStrategy`
 * (logic/compile.ts, `resolveInputs`), the one door that runs, the strategy checker, reports and
 * the Python export all go through; a configuration is otherwise already the strategy.
 */
export function resolveStrategy(config: StrategyInput): StrategyInput {
  return config;
}

/** Stored bar interval each builder interval is made from. */
export function sourceInterval(interval: TimeInterval): '1d' | '1h' {
  return interval === '1 Hour' ? '1h' : '1d';
}

/** The run's bars: daily or hourly as stored, weekly and monthly resampled from daily. */
export function barsForInterval(bars: BarSeries, interval: TimeInterval): BarSeries {
  if (interval === '1 Week') return resampleWeekly(bars);
  if (interval === '1 Month') return resampleMonthly(bars);
  return bars;
}

/**
 * The bars a strategy runs on, from the bars of its window (at the stored interval its time
 * interval needs), or why they do not fit.
 */
export function resolveBars(
  strategy: StrategyInput,
  windowBars: BarSeries,
): { ok: true; bars: BarSeries } | { ok: false; diagnostics: Diagnostic[] } {
  const interval = strategy.generalSetting.timeInterval;
  const needed = sourceInterval(interval);
  const stored = windowBars.interval === '1h' ? '1h' : '1d';
  if (needed !== stored) {
    return {
      ok: false,
      diagnostics: [
        {
          severity: 'error',
          message: `The ${interval} interval needs ${needed === '1h' ? 'hourly' : 'daily'} bars`,
          slot: 'settings',
        },
      ],
    };
  }
  return { ok: true, bars: barsForInterval(windowBars, interval) };
}

/** The simulator's settings (fractions, not percents) of a strategy. */
export function resolveSettings(strategy: StrategyInput): SimulationSettings {
  return simulationSettings(strategy.generalSetting, strategy.riskSetting);
}
