import { quantileInPlace, quantileOfNegatives } from './statistics';

/**
 * The figures read off the equity periods E_0..E_n: period returns, their mean and deviations, the
 * maximum drawdown and VaR 95. This runs on every bar of every run of a parameter sweep, so it is
 * written as two passes without unpredictable branches (a mispredicted branch per bar costs more
 * than the arithmetic), over buffers reused from run to run. The figures are exactly, bit for
 * bit, those of the plain definitions: periodReturns(), maximumDrawdown(), sampleStdDev() and
 * quantile(returns, 0.05).
 */
export interface ReturnStatistics {
  /** Number of period returns (periods - 1). */
  count: number;
  /** Mean period return, in percent. */
  average: number;
  /** Sample standard deviation of the returns (divisor n - 1); NaN with fewer than 2. */
  deviation: number;
  /** Downside deviation: sqrt(sum of squared negative returns / n); 0 without returns. */
  downside: number;
  /** Largest fall below the running peak (which starts at the initial capital), in percent. */
  maxDrawdown: number;
  /**
   * 5th percentile of the returns (numpy's linear interpolation); 0 without returns; NaN when the
   * caller did not ask for it (a sweep's cells keep no VaR).
   */
  var95: number;
}

/**
 * Work space of returnStatistics, reused from run to run (a RunContext holds one): a sweep of
 * thousands of runs does not allocate and collect two large buffers for each. The buffers are used
 * with explicit lengths, not through views (subarray): loops over a view run markedly slower.
 */
export class ReturnsWorkspace {
  returns = new Float64Array(0);
  lowest = new Float64Array(0);
  /** Two slots to pick the larger of two numbers by index (see pass 1). */
  readonly pick = new Float64Array(2);
  /** Where the previous run's VaR puts the bar for gathering the lowest returns (valueAtRisk). */
  varGatherBar = 0;

  reserve(count: number): void {
    if (this.returns.length < count) {
      this.returns = new Float64Array(count);
      this.lowest = new Float64Array(count);
    }
  }
}

export function returnStatistics(
  periods: Float64Array,
  initialCapital: number,
  /** maximumDrawdown(periods, initialCapital) when the caller already has it (drawdownOfMarks). */
  knownMaxDrawdown?: number,
  workspace: ReturnsWorkspace = new ReturnsWorkspace(),
  /** False skips VaR 95 (var95 is then NaN) and the gathering of the lowest returns it needs. */
  withValueAtRisk = true,
): ReturnStatistics {
  const count = Math.max(0, periods.length - 1);
  workspace.reserve(count);
  const returns = workspace.returns;
  const lowest = workspace.lowest;
  let sum = 0;
  let maxDrawdown = knownMaxDrawdown ?? 0;
  if (knownMaxDrawdown === undefined) {
    // Pass 1: r_t = (E_t / E_{t-1} - 1) x 100, their sum, and the drawdown. The drawdown
    // (E / peak - 1) x 100 only grows with E / peak, rounding included, so the deepest one comes
    // from the lowest ratio. The running peak is picked without a branch: a new peak comes
    // unpredictably, and a mispredicted branch on every few bars costs more than the pick.
    const pick = workspace.pick;
    let peak = initialCapital;
    let lowestRatio = 1;
    let previous = periods[0] as number;
    for (let index = 0; index <= count; index += 1) {
      const value = periods[index] as number;
      if (index > 0) {
        // An unchanged equity (a flat stretch: long runs, a predictable test) returns exactly 0,
        // which leaves the sum as it is, and makes neither a new peak nor a lower ratio.
        if (value === previous && value !== 0 && value - value === 0) {
          returns[index - 1] = 0;
          continue;
        }
        const periodReturn = (value / previous - 1) * 100;
        returns[index - 1] = periodReturn;
        sum += periodReturn;
        previous = value;
      }
      pick[0] = peak;
      pick[1] = value;
      peak = pick[Number(value > peak)] as number;
      const ratio = value / peak;
      if (ratio < lowestRatio) lowestRatio = ratio;
    }
    maxDrawdown = (lowestRatio - 1) * 100;
  } else {
    // Pass 1 without the drawdown: the returns alone, without a branch (an unchanged equity
    // returns exactly 0 here too, and adding 0 leaves the sum as it is).
    let previous = periods[0] as number;
    for (let index = 1; index <= count; index += 1) {
      const value = periods[index] as number;
      const periodReturn = (value / previous - 1) * 100;
      returns[index - 1] = periodReturn;
      sum += periodReturn;
      previous = value;
    }
  }
  const average = count > 0 ? sum / count : 0;
  // Without VaR nothing is gathered: no return lies below a bar of minus infinity.
  const squares = squaresGatheringLowest(
    returns,
    count,
    average,
    lowest,
    withValueAtRisk ? workspace.varGatherBar : Number.NEGATIVE_INFINITY,
  );
  // An infinite or NaN return (a zero or NaN equity) leaves the sum not finite: the squares of the
  // negative returns are then summed by the definition.
  if (!Number.isFinite(sum)) squares.downside = negativeSquares(returns, count);
  let var95 = Number.NaN;
  if (withValueAtRisk) {
    var95 = count > 0 ? valueAtRisk(returns, count, lowest, squares.gathered) : 0;
    workspace.varGatherBar = var95 < 0 && Number.isFinite(var95) ? var95 * VAR_BAR_MARGIN : 0;
  }
  return {
    count,
    average,
    deviation: count >= 2 ? Math.sqrt(squares.deviation / (count - 1)) : Number.NaN,
    downside: count > 0 ? Math.sqrt(squares.downside / count) : 0,
    maxDrawdown,
    var95,
  };
}

/** The sums of pass 2: squared deviations, squared negative returns, returns gathered for VaR. */
interface SquareSums {
  deviation: number;
  downside: number;
  gathered: number;
}

/**
 * Pass 2: squared deviations, squared negative returns, and the lowest returns gathered for VaR,
 * all without a branch on the sign: a negative r is (r - |r|) / 2 exactly and a positive one gives
 * 0, and the gathering index moves by the comparison's 0 or 1. (An infinite or NaN return breaks
 * the first trick: the caller handles it.)
 */
function squaresGatheringLowest(
  returns: Float64Array,
  count: number,
  average: number,
  lowest: Float64Array,
  bar: number,
): SquareSums {
  let squares = 0;
  let downsideSquares = 0;
  let gathered = 0;
  for (let index = 0; index < count; index += 1) {
    const value = returns[index] as number;
    const deviation = value - average;
    squares += deviation * deviation;
    const negativePart = (value - Math.abs(value)) * 0.5;
    downsideSquares += negativePart * negativePart;
    lowest[gathered] = value;
    gathered += Number(value < bar);
  }
  return { deviation: squares, downside: downsideSquares, gathered };
}

/**
 * VaR 95 (the 5th percentile of the returns) lies among the lowest returns, and only those below
 * a bar are gathered for its selection. The bar is the previous run's VaR (in the workspace) with a margin (the runs
 * of a sweep are alike) or 0 (the negative returns) after a run without one. The bar decides
 * only how much work the selection does, never its result: when at least lower + 2 returns lie
 * below the bar, both order statistics the percentile needs are among them; otherwise the
 * selection runs on all the returns.
 */
const VAR_BAR_MARGIN = 0.6;

function valueAtRisk(returns: Float64Array, count: number, lowest: Float64Array, gathered: number): number {
  const lower = Math.floor(0.05 * (count - 1));
  if (lower + 1 < gathered) return quantileOfNegatives(returns, count, lowest, gathered, 0.05);
  return quantileInPlace(returns.subarray(0, count), 0.05);
}

function negativeSquares(returns: Float64Array, count: number): number {
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    const value = returns[index] as number;
    if (value < 0) total += value * value;
  }
  return total;
}

/** Largest fall below the running peak, in percent (0 or negative); the peak starts at `startPeak`. */
export function maximumDrawdown(equity: Float64Array, startPeak: number): number {
  let peak = startPeak;
  let worst = 0;
  for (let index = 0; index < equity.length; index += 1) {
    const value = equity[index] ?? Number.NaN;
    if (value > peak) peak = value;
    const drawdown = (value / peak - 1) * 100;
    if (drawdown < worst) worst = drawdown;
  }
  return worst;
}
