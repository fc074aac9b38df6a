/**
 * Figures read off the common-date curves (docs/comparison.md, "Yearly returns" and
 * "Correlation"), pure.
 */

/** Simple returns from one mark to the next, in percent: (v_t / v_(t-1) - 1) x 100. */
export function periodReturns(values: readonly number[]): number[] {
  const returns: number[] = [];
  for (let index = 1; index < values.length; index += 1) {
    const previous = values[index - 1] ?? Number.NaN;
    returns.push(((values[index] ?? Number.NaN) / previous - 1) * 100);
  }
  return returns;
}

/**
 * Pearson's correlation of two equally long lists; null when it is undefined (fewer than two
 * pairs, or a list that never moves, such as the equity of a strategy that never traded).
 */
export function correlation(a: readonly number[], b: readonly number[]): number | null {
  const count = Math.min(a.length, b.length);
  if (count < 2) return null;
  let sumA = 0;
  let sumB = 0;
  for (let index = 0; index < count; index += 1) {
    sumA += a[index] ?? 0;
    sumB += b[index] ?? 0;
  }
  const meanA = sumA / count;
  const meanB = sumB / count;
  let covariance = 0;
  let squaresA = 0;
  let squaresB = 0;
  for (let index = 0; index < count; index += 1) {
    const deviationA = (a[index] ?? 0) - meanA;
    const deviationB = (b[index] ?? 0) - meanB;
    covariance += deviationA * deviationB;
    squaresA += deviationA * deviationA;
    squaresB += deviationB * deviationB;
  }
  if (squaresA === 0 || squaresB === 0) return null;
  // Rounding can carry a perfect correlation a hair past 1.
  return Math.max(-1, Math.min(1, covariance / Math.sqrt(squaresA * squaresB)));
}

export interface YearReturn {
  year: string;
  /** Return over the year in percent, from the last mark of the year before (or the first mark). */
  returns: number[];
  /** The comparison does not cover the whole year (its first or last year). */
  partial: boolean;
}

/**
 * Each calendar year's return of every curve on the same days: from the last mark of the previous
 * year (the first mark, in the first year) to the last mark of the year. The first and last years
 * are partial unless the dates start on the year's first trading day and end on its last, which
 * cannot be told from the marks alone, so they are always flagged.
 */
export function yearlyReturns(
  dates: readonly string[],
  curves: ReadonlyArray<readonly number[]>,
): YearReturn[] {
  const years: YearReturn[] = [];
  let start = 0;
  for (let index = 0; index < dates.length; index += 1) {
    const year = (dates[index] ?? '').slice(0, 4);
    const next = (dates[index + 1] ?? '').slice(0, 4);
    if (next === year) continue;
    years.push({
      year,
      returns: curves.map(
        (values) => ((values[index] ?? Number.NaN) / (values[start] ?? Number.NaN) - 1) * 100,
      ),
      partial: years.length === 0 || index === dates.length - 1,
    });
    start = index;
  }
  return years;
}

export interface PairCorrelation {
  /** Positions of the two curves in the comparison, first < second. */
  first: number;
  second: number;
  value: number | null;
}

/** The correlation of the period returns of every pair of curves, in reading order. */
export function pairCorrelations(curves: ReadonlyArray<readonly number[]>): PairCorrelation[] {
  const returns = curves.map(periodReturns);
  const pairs: PairCorrelation[] = [];
  for (let first = 0; first < returns.length; first += 1) {
    for (let second = first + 1; second < returns.length; second += 1) {
      pairs.push({ first, second, value: correlation(returns[first] ?? [], returns[second] ?? []) });
    }
  }
  return pairs;
}
