import { nanColumn } from '../primitives';

/** Wilder-smoothed directional movement and true range, as TA-Lib's ADX / PLUS_DI / MINUS_DI keep them. */
export interface SmoothedMovement {
  readonly plusDm: Float64Array;
  readonly minusDm: Float64Array;
  readonly trueRange: Float64Array;
}

/**
 * One-bar +DM / -DM (TA-Lib: +DM = up move when it is positive and larger than the down move, -DM =
 * down move when positive and larger than the up move, both 0 on a tie) and true range, smoothed the
 * TA-Lib way: the sums of the first period - 1 bars (bars 1..period-1), then from bar `period` on
 * s = s - s / period + today's value. Values from index `period`; NaN before.
 */
export function smoothedMovement(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): SmoothedMovement {
  const length = Math.min(high.length, low.length, close.length);
  const plusDm = nanColumn(high.length);
  const minusDm = nanColumn(high.length);
  const trueRange = nanColumn(high.length);
  let plus = 0;
  let minus = 0;
  let range = 0;
  for (let index = 1; index < length; index += 1) {
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    const previousClose = close[index - 1] ?? Number.NaN;
    const upMove = barHigh - (high[index - 1] ?? Number.NaN);
    const downMove = (low[index - 1] ?? Number.NaN) - barLow;
    const barPlus = upMove > 0 && upMove > downMove ? upMove : 0;
    const barMinus = downMove > 0 && upMove < downMove ? downMove : 0;
    const barRange = Math.max(
      barHigh - barLow,
      Math.abs(barHigh - previousClose),
      Math.abs(barLow - previousClose),
    );
    if (index < period) {
      plus += barPlus;
      minus += barMinus;
      range += barRange;
      continue;
    }
    plus = plus - plus / period + barPlus;
    minus = minus - minus / period + barMinus;
    range = range - range / period + barRange;
    plusDm[index] = plus;
    minusDm[index] = minus;
    trueRange[index] = range;
  }
  return { plusDm, minusDm, trueRange };
}
