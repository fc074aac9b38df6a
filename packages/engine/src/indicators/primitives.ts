/**
 * Building blocks shared by the indicators. Every function takes whole columns and returns a new
 * column of the same length, NaN where no value exists yet. Inputs may start with NaN (an
 * indicator of an indicator): computation starts at the first finite value, as TA-Lib's nested
 * calls do.
 */

export function nanColumn(length: number): Float64Array {
  return new Float64Array(length).fill(Number.NaN);
}

/** Index of the first finite value, or the length when there is none. */
export function firstFinite(values: Float64Array): number {
  let index = 0;
  while (index < values.length && !Number.isFinite(values[index] ?? Number.NaN)) index += 1;
  return index;
}

/** Simple moving average; first value at firstFinite + period - 1. */
export function sma(values: Float64Array, period: number): Float64Array {
  const count = values.length;
  const start = firstFinite(values);
  const first = start + period - 1;
  // Every bar from `first` on is written below: only the warm-up before it is filled with NaN.
  const out = new Float64Array(count);
  out.fill(Number.NaN, 0, Math.min(Math.max(first, start), count));
  // The running sum adds each value and, from `first` on, drops the one leaving the window: the
  // same additions in the same order as one loop with tests, in three loops without them.
  let sum = 0;
  let index = start;
  for (; index < first && index < count; index += 1) sum += values[index] as number;
  if (index === first && index < count) {
    sum += values[index] as number;
    out[index] = sum / period;
    index += 1;
  }
  for (; index < count; index += 1) {
    sum += values[index] as number;
    sum -= values[index - period] as number;
    out[index] = sum / period;
  }
  return out;
}

/**
 * Exponential moving average with weight k, TA-Lib style: the first value, at seedEnd (by default
 * firstFinite + period - 1), is the SMA of the period values ending there; then
 * ema = ema_prev + k (x - ema_prev).
 */
export function emaWithWeight(
  values: Float64Array,
  period: number,
  k: number,
  seedEnd?: number,
): Float64Array {
  const out = nanColumn(values.length);
  const seedAt = seedEnd ?? firstFinite(values) + period - 1;
  if (seedAt >= values.length || seedAt - period + 1 < 0) return out;
  let sum = 0;
  for (let index = seedAt - period + 1; index <= seedAt; index += 1) sum += values[index] ?? Number.NaN;
  let previous = sum / period;
  out[seedAt] = previous;
  for (let index = seedAt + 1; index < values.length; index += 1) {
    previous += k * ((values[index] ?? Number.NaN) - previous);
    out[index] = previous;
  }
  return out;
}

/** TA-Lib's EMA: k = 2 / (period + 1), seeded with an SMA. */
export function ema(values: Float64Array, period: number, seedEnd?: number): Float64Array {
  return emaWithWeight(values, period, 2 / (period + 1), seedEnd);
}

/** Wilder's smoothing (RMA/SMMA): k = 1 / period, seeded with an SMA. */
export function wilder(values: Float64Array, period: number, seedEnd?: number): Float64Array {
  return emaWithWeight(values, period, 1 / period, seedEnd);
}

/** Linearly weighted moving average, weights 1..period (newest heaviest). */
export function wma(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  const divisor = (period * (period + 1)) / 2;
  for (let index = start + period - 1; index < values.length; index += 1) {
    let sum = 0;
    for (let offset = 0; offset < period; offset += 1) {
      sum += (values[index - offset] ?? Number.NaN) * (period - offset);
    }
    out[index] = sum / divisor;
  }
  return out;
}

/** Sum over the last `period` values. */
export function rollingSum(values: Float64Array, period: number): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  let sum = 0;
  for (let index = start; index < values.length; index += 1) {
    sum += values[index] ?? 0;
    if (index >= start + period) sum -= values[index - period] ?? 0;
    if (index >= start + period - 1) out[index] = sum;
  }
  return out;
}

function rollingExtreme(
  values: Float64Array,
  period: number,
  better: (a: number, b: number) => boolean,
): Float64Array {
  const out = nanColumn(values.length);
  const start = firstFinite(values);
  const window = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  for (let index = start; index < values.length; index += 1) {
    const value = values[index] ?? Number.NaN;
    while (tail > head && !better(values[window[tail - 1] ?? 0] ?? Number.NaN, value)) tail -= 1;
    window[tail] = index;
    tail += 1;
    if ((window[head] ?? 0) <= index - period) head += 1;
    if (index >= start + period - 1) out[index] = values[window[head] ?? 0] ?? Number.NaN;
  }
  return out;
}

/** Highest value of the last `period` values, the current one included. */
export function rollingMax(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, (a, b) => a > b);
}

/** Lowest value of the last `period` values, the current one included. */
export function rollingMin(values: Float64Array, period: number): Float64Array {
  return rollingExtreme(values, period, (a, b) => a < b);
}

/** TA-Lib's TA_IS_ZERO_OR_NEG threshold: a smaller variance is reported as a deviation of 0. */
export const TALIB_VARIANCE_EPSILON = 1e-14;

/** sqrt of a variance, 0 for a (numerically) zero or negative one, as TA-Lib does. */
export function talibSqrt(variance: number): number {
  if (Number.isNaN(variance)) return Number.NaN;
  return variance < TALIB_VARIANCE_EPSILON ? 0 : Math.sqrt(variance);
}

export interface RollingMoments {
  /** Mean of the window (TA-Lib SMA). */
  mean: Float64Array;
  /** Mean of the squares of the window. */
  meanSquare: Float64Array;
}

/**
 * Window mean and mean of squares with running sums in TA-Lib's order (INT_SMA, INT_VAR and the
 * BBANDS deviation): add the new value, divide, then drop the trailing one. The variance
 * mean(x^2) - mean(x)^2 cancels most of its digits on prices (about 1e6 relative for a 5-bar
 * window of SPY), so the summation order must be TA-Lib's for deviations to agree to 1e-9.
 */
export function rollingMoments(values: Float64Array, period: number): RollingMoments {
  const mean = nanColumn(values.length);
  const meanSquare = nanColumn(values.length);
  const start = firstFinite(values);
  let sum = 0;
  let sumSquares = 0;
  for (let index = start; index < values.length; index += 1) {
    const value = values[index] ?? 0;
    sum += value;
    sumSquares += value * value;
    if (index < start + period - 1) continue;
    mean[index] = sum / period;
    meanSquare[index] = sumSquares / period;
    const trailing = values[index - period + 1] ?? 0;
    sum -= trailing;
    sumSquares -= trailing * trailing;
  }
  return { mean, meanSquare };
}

/** Population standard deviation of the last `period` values (TA-Lib STDDEV with nbdev 1). */
export function rollingStdDev(values: Float64Array, period: number): Float64Array {
  const { mean, meanSquare } = rollingMoments(values, period);
  return mean.map((average, index) => talibSqrt((meanSquare[index] ?? Number.NaN) - average * average));
}

/** True range; the first bar has none (TA-Lib TRANGE starts at index 1). */
export function trueRange(high: Float64Array, low: Float64Array, close: Float64Array): Float64Array {
  const out = nanColumn(close.length);
  for (let index = 1; index < close.length; index += 1) {
    const previousClose = close[index - 1] ?? Number.NaN;
    const barHigh = high[index] ?? Number.NaN;
    const barLow = low[index] ?? Number.NaN;
    out[index] = Math.max(barHigh, previousClose) - Math.min(barLow, previousClose);
  }
  return out;
}

/** values[t] - values[t - lag]. */
export function difference(values: Float64Array, lag = 1): Float64Array {
  const out = nanColumn(values.length);
  for (let index = lag; index < values.length; index += 1) {
    out[index] = (values[index] ?? Number.NaN) - (values[index - lag] ?? Number.NaN);
  }
  return out;
}

/** values shifted forward by `bars` (out[t] = values[t - bars]); NaN where nothing shifts in. */
export function shift(values: Float64Array, bars: number): Float64Array {
  const out = nanColumn(values.length);
  for (let index = bars; index < values.length; index += 1) out[index] = values[index - bars] ?? Number.NaN;
  return out;
}

/**
 * Average true range exactly as TA-Lib's ATR: the first value, at index `period`, is the plain mean
 * of TR[1..period] (TR has no value at index 0); then atr = (atr_prev x (period - 1) + TR) / period,
 * in that operation order. Period 1 is the true range itself (TA-Lib returns TRANGE).
 */
export function atr(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period: number,
): Float64Array {
  const range = trueRange(high, low, close);
  if (period <= 1) return range;
  const out = nanColumn(close.length);
  if (period >= close.length) return out;
  let sum = 0;
  for (let index = 1; index <= period; index += 1) sum += range[index] ?? Number.NaN;
  let previous = sum / period;
  out[period] = previous;
  for (let index = period + 1; index < close.length; index += 1) {
    previous *= period - 1;
    previous += range[index] ?? Number.NaN;
    previous /= period;
    out[index] = previous;
  }
  return out;
}
