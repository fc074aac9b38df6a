/** Plain statistics over numeric arrays (percent returns, P&Ls). */

export function mean(values: ArrayLike<number>): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (let index = 0; index < values.length; index += 1) sum += values[index] ?? 0;
  return sum / values.length;
}

/** Sample standard deviation (divisor n - 1); NaN with fewer than 2 values. */
export function sampleStdDev(values: ArrayLike<number>): number {
  const count = values.length;
  if (count < 2) return Number.NaN;
  const average = mean(values);
  let sum = 0;
  for (let index = 0; index < count; index += 1) {
    const deviation = (values[index] ?? 0) - average;
    sum += deviation * deviation;
  }
  return Math.sqrt(sum / (count - 1));
}

/**
 * The q-quantile (0..1) with linear interpolation between order statistics, as numpy.percentile
 * does by default: position q x (n - 1) in the sorted values.
 */
export function quantile(values: ArrayLike<number>, q: number): number {
  return quantileInPlace(Float64Array.from(values), q);
}

/** quantile() on a work array it may reorder (no copy). */
export function quantileInPlace(work: Float64Array, q: number): number {
  if (q >= 0.5 || work.length === 0) return quantileOfNegatives(work, work.length, null, 0, q);
  // A low quantile (VaR 95) usually lies among the negative values: gather them at the front.
  let negatives = 0;
  for (let index = 0; index < work.length; index += 1) {
    const value = work[index] as number;
    if (value < 0) {
      work[index] = work[negatives] as number;
      work[negatives] = value;
      negatives += 1;
    }
  }
  return quantileOfNegatives(work, work.length, work, negatives, q);
}

/**
 * quantile() of the first `count` values, given the negative values among them (gathered by the
 * caller, the first `negativeCount` of `negatives`): the selection runs among those when both
 * order statistics needed are there (the same values), else among all values. Both arrays may be
 * reordered. (Lengths are passed rather than views made: loops over a view run slower.)
 */
export function quantileOfNegatives(
  values: Float64Array,
  count: number,
  negatives: Float64Array | null,
  negativeCount: number,
  q: number,
): number {
  if (count === 0) return Number.NaN;
  const position = q * (count - 1);
  const lower = Math.floor(position);
  const fraction = position - lower;
  if (negatives && lower + 1 < negativeCount) return interpolate(negatives, negativeCount, lower, fraction);
  return interpolate(values, count, lower, fraction);
}

/** Order statistic `lower` of the first `count` values, interpolated towards the next one by `fraction`. */
function interpolate(work: Float64Array, count: number, lower: number, fraction: number): number {
  const low = selectInPlace(work, count, lower);
  if (fraction === 0 || lower + 1 >= count) return low;
  // After selection every value right of `lower` is >= low: the next order statistic is their minimum.
  let next = Infinity;
  for (let index = lower + 1; index < count; index += 1) next = Math.min(next, work[index] as number);
  return low + fraction * (next - low);
}

/**
 * Quickselect (Hoare partition, middle pivot): puts the k-th smallest value at index k, smaller or
 * equal values left of it and greater or equal right of it; O(n) on average, without sorting.
 */
function selectInPlace(values: Float64Array, count: number, k: number): number {
  let left = 0;
  let right = count - 1;
  while (left < right) {
    const pivot = values[(left + right) >>> 1] ?? 0;
    let i = left;
    let j = right;
    while (i <= j) {
      while ((values[i] ?? 0) < pivot) i += 1;
      while ((values[j] ?? 0) > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i] ?? 0;
        values[i] = values[j] ?? 0;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else break;
  }
  return values[k] ?? Number.NaN;
}
