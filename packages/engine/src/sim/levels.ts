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

export function noLevels(): LevelBounds {
  return {
    longStop: -Infinity,
    longTarget: Infinity,
    shortStop: Infinity,
    shortTarget: -Infinity,
    any: false,
  };
}

/**
 * Folds the open trades' levels into `bounds`; false when some trade's levels move from bar to bar
 * (trailing, support and resistance), which the quiet-bar loops cannot test against four numbers.
 */
export function foldFixedLevels(open: readonly OpenTrade[], bounds: LevelBounds): boolean {
  let longStop = -Infinity;
  let longTarget = Infinity;
  let shortStop = Infinity;
  let shortTarget = -Infinity;
  for (const trade of open) {
    if (!trade.hasLevels) continue;
    if (trade.levelsMove) return false;
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
  bounds.any =
    longStop !== -Infinity || longTarget !== Infinity || shortStop !== Infinity || shortTarget !== -Infinity;
  return true;
}

/**
 * Whether a bar reaches a level: exactly the tests of the full step (run-loop testLevels), against
 * the open first and then inside the bar, for the trades the bounds gather. A NaN price reaches
 * nothing, as there.
 */
export function levelTouched(
  bounds: LevelBounds,
  open: number | undefined,
  high: number | undefined,
  low: number | undefined,
): boolean {
  const o = open as number;
  const h = high as number;
  const l = low as number;
  return (
    o <= bounds.longStop ||
    l <= bounds.longStop ||
    o >= bounds.longTarget ||
    h >= bounds.longTarget ||
    o >= bounds.shortStop ||
    h >= bounds.shortStop ||
    o <= bounds.shortTarget ||
    l <= bounds.shortTarget
  );
}
