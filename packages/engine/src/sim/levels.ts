import type { OpenTrade } from './open-trade';

/**
 * The stops and targets of the open trades, folded into the four numbers a quiet-bar loop reads
 * (quiet-bars.ts): the highest long stop, the lowest long target, the lowest short stop, the
 * highest short target. A level that is NaN (no such rule) never fills, so it is left out.
 */
export interface LevelBounds {
  longStop: number;
  longTarget: number;
  shortStop: number;
  shortTarget: number;
  /** Whether any open trade has a level (false: the loops skip the test). */
  any: boolean;
}

/** Bounds before any fold: no level (the loops skip the test). */
export function noLevels(): LevelBounds {
  return { longStop: 0, longTarget: 0, shortStop: 0, shortTarget: 0, any: false };
}

/**
 * Folds the open trades' levels into `bounds`; false when some trade's levels move from bar to bar
 * (trailing, support and resistance), which the quiet-bar loops cannot test against four numbers,
 * or when it may close at a bar's close (end of day or week).
 */
export function foldFixedLevels(open: readonly OpenTrade[], bounds: LevelBounds): boolean {
  let longStop = -Infinity;
  let longTarget = Infinity;
  let shortStop = Infinity;
  let shortTarget = -Infinity;
  let any = false;
  for (const trade of open) {
    // An end of day or week closes at a bar's close: such bars are never quiet.
    if (trade.plan.endOfDay || trade.plan.endOfWeek) return false;
    if (!trade.hasLevels) continue;
    if (trade.levelsMove) return false;
    // A trade with levels and none moving has a stop or a target (fixLevels).
    any = true;
    // Comparisons with NaN are false: a missing level changes nothing.
    if (trade.side === 'long') {
      if (trade.stop > longStop) longStop = trade.stop;
      if (trade.target < longTarget) longTarget = trade.target;
    } else {
      if (trade.stop < shortStop) shortStop = trade.stop;
      if (trade.target > shortTarget) shortTarget = trade.target;
    }
  }
  bounds.longStop = longStop;
  bounds.longTarget = longTarget;
  bounds.shortStop = shortStop;
  bounds.shortTarget = shortTarget;
  bounds.any = any;
  return true;
}

/**
 * Whether a bar reaches a level: exactly the tests of the full step (run-loop testLevels), against
 * the open first and then inside the bar, for the trades the bounds gather. A NaN price reaches
 * nothing, as there.
 */
export function levelTouched(bounds: LevelBounds, open: number, high: number, low: number): boolean {
  return (
    open <= bounds.longStop ||
    low <= bounds.longStop ||
    open >= bounds.longTarget ||
    high >= bounds.longTarget ||
    open >= bounds.shortStop ||
    high >= bounds.shortStop ||
    open <= bounds.shortTarget ||
    low <= bounds.shortTarget
  );
}
