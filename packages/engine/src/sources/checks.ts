import type { Timeframe } from '../blocks/source-properties';
import type { ValueRef } from '../logic/expressions';
import type { TimeInterval } from '../strategy/types';
import { sourceOf } from './sourced-columns';

/**
 * What a run refuses of the symbol and timeframe of its blocks
 * (docs/engine.md#11-other-symbols-and-timeframes): a timeframe its interval may not read, a
 * symbol the market data does not have, a symbol without bars in the window.
 */

/** Whether the market data has a symbol, and bars of it in the run's window. */
export type SymbolStatus = 'ok' | 'unknown' | 'empty';

export interface SourceRules {
  interval: TimeInterval;
  /** Absent: symbols are not checked (nothing was loaded yet, e.g. the builder's diagnostics). */
  symbolStatus?: ((symbol: string) => SymbolStatus) | undefined;
}

/** The timeframes each run interval may read: longer ones from daily runs, the day from hourly runs. */
export const ALLOWED_TIMEFRAMES: Readonly<Record<TimeInterval, readonly Timeframe[]>> = {
  '1 Day': ['1D', '1W', '1M'],
  '1 Hour': ['1D'],
  '1 Week': ['1W'],
  '1 Month': ['1M'],
};

/** The problems of one block reading another symbol or timeframe, as sentences. */
export function sourceProblems(ref: ValueRef, rules: SourceRules): string[] {
  const read = sourceOf(ref.block, ref.params);
  if (read === null) return [];
  const problems: string[] = [];
  const allowed = ALLOWED_TIMEFRAMES[rules.interval];
  if (read.timeframe !== null && !allowed.includes(read.timeframe)) {
    problems.push(
      `timeframe "${read.timeframe}" is not allowed on ${rules.interval} runs (${rules.interval} runs may read ${allowed.join(', ')})`,
    );
  }
  if (read.symbol !== null && rules.symbolStatus) {
    const status = rules.symbolStatus(read.symbol);
    if (status === 'unknown') problems.push(`symbol "${read.symbol}" is not in the market data`);
    else if (status === 'empty')
      problems.push(
        `symbol "${read.symbol}" has no ${rules.interval === '1 Hour' ? 'hourly ' : ''}bars in the window`,
      );
  }
  return problems;
}
