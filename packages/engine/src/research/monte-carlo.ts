import type { PortfolioResults } from '../portfolio/types';
import { quantile } from '../metrics/statistics';
import { randomIndex, seededRandom } from './random';

export type MonteCarloMethod = 'reshuffle' | 'bootstrap';

/** The percentiles every Monte Carlo figure is summarised by. */
export const MONTE_CARLO_PERCENTILES = [5, 25, 50, 75, 95] as const;
export type Percentiles = Record<(typeof MONTE_CARLO_PERCENTILES)[number], number>;

export const MONTE_CARLO_DEFAULT_RUNS = 1000;
/** Bounds that keep a run within a second and a few megabytes in a browser. */
export const MONTE_CARLO_MAX_RUNS = 20_000;
export const MONTE_CARLO_MAX_TRADES = 5_000;

export interface MonteCarloOptions {
  method: MonteCarloMethod;
  /** Number of simulated trade sequences (default 1,000). */
  runs?: number;
  /** The seed the user sees; the same seed gives the same result. */
  seed: number;
  /** A drawdown, in percent (e.g. 20), whose probability of being exceeded is reported. */
  drawdownThreshold: number;
}

export interface MonteCarloResult {
  method: MonteCarloMethod;
  runs: number;
  seed: number;
  tradeCount: number;
  initialCapital: number;
  drawdownThreshold: number;
  /** Each trade's return on the equity it started from, in percent, in the order traded. */
  tradeReturns: number[];
  /** The strategy as it traded: final equity and max drawdown of its trade-by-trade equity. */
  actual: { finalEquity: number; maxDrawdown: number };
  /** Percentiles of the final equity over the runs (money). */
  finalEquity: Percentiles;
  /** Percentiles of the max drawdown over the runs (percent, zero or negative: p5 is the worst). */
  maxDrawdown: Percentiles;
  /** Share of runs that end below the initial capital (0..1). */
  probabilityOfLoss: number;
  /** Share of runs whose max drawdown is deeper than the threshold (0..1). */
  probabilityOfDrawdownBeyond: number;
  /** The fan chart: percentiles of equity after each trade (index 0 = before the first trade). */
  fan: Record<(typeof MONTE_CARLO_PERCENTILES)[number], number[]>;
}

export type MonteCarloOutcome = { ok: true; result: MonteCarloResult } | { ok: false; message: string };

/**
 * Each closed trade's return on the account it started from: r_i = pnl_i / E_(i-1), where E is the
 * realised equity (initial capital plus the P&L of the trades closed before), in percent.
 */
export function tradeReturns(pnls: ArrayLike<number>, initialCapital: number): Float64Array {
  const returns = new Float64Array(pnls.length);
  let equity = initialCapital;
  for (let index = 0; index < pnls.length; index += 1) {
    const pnl = pnls[index] ?? 0;
    returns[index] = equity > 0 ? (pnl / equity) * 100 : 0;
    equity += pnl;
  }
  return returns;
}

/**
 * Monte Carlo on a backtest's closed trades. Each run builds a new sequence of the trade returns,
 * by reshuffling their order (every trade once: the final equity is the same, only the path and its
 * drawdowns change) or by bootstrap (drawing trades with replacement: the final equity varies too),
 * and compounds it from the initial capital. Drawdowns are measured on the equity after each trade.
 */
export function monteCarlo(
  pnls: ArrayLike<number>,
  initialCapital: number,
  options: MonteCarloOptions,
): MonteCarloOutcome {
  const runs = options.runs ?? MONTE_CARLO_DEFAULT_RUNS;
  const count = pnls.length;
  if (!Number.isInteger(runs) || runs < 1 || runs > MONTE_CARLO_MAX_RUNS)
    return { ok: false, message: `Runs must be a whole number from 1 to ${MONTE_CARLO_MAX_RUNS}` };
  if (count < 2) return { ok: false, message: 'Monte Carlo needs at least 2 closed trades' };
  if (count > MONTE_CARLO_MAX_TRADES)
    return {
      ok: false,
      message: `Monte Carlo takes at most ${MONTE_CARLO_MAX_TRADES} trades (this run has ${count})`,
    };
  if (!(initialCapital > 0)) return { ok: false, message: 'The initial capital must be above 0' };
  if (!(options.drawdownThreshold >= 0 && options.drawdownThreshold <= 100))
    return { ok: false, message: 'The drawdown threshold is a percentage from 0 to 100' };

  const returns = tradeReturns(pnls, initialCapital);
  const growth = returns.map((value) => 1 + value / 100);
  const random = seededRandom(options.seed);
  const steps = count + 1;
  const paths = new Float64Array(runs * steps);
  const finals = new Float64Array(runs);
  const drawdowns = new Float64Array(runs);
  const order = new Int32Array(count);
  let losses = 0;
  let deepDrawdowns = 0;

  for (let run = 0; run < runs; run += 1) {
    if (options.method === 'reshuffle') {
      for (let index = 0; index < count; index += 1) order[index] = index;
      // Fisher-Yates, from the last position down.
      for (let index = count - 1; index > 0; index -= 1) {
        const swap = randomIndex(random, index + 1);
        const kept = order[index] ?? 0;
        order[index] = order[swap] ?? 0;
        order[swap] = kept;
      }
    } else {
      for (let index = 0; index < count; index += 1) order[index] = randomIndex(random, count);
    }
    const base = run * steps;
    let equity = initialCapital;
    let peak = equity;
    let worst = 0;
    paths[base] = equity;
    for (let step = 0; step < count; step += 1) {
      equity *= growth[order[step] ?? 0] ?? 1;
      paths[base + step + 1] = equity;
      if (equity > peak) peak = equity;
      const drawdown = (equity / peak - 1) * 100;
      if (drawdown < worst) worst = drawdown;
    }
    finals[run] = equity;
    drawdowns[run] = worst;
    if (equity < initialCapital) losses += 1;
    if (worst < -options.drawdownThreshold) deepDrawdowns += 1;
  }

  const column = new Float64Array(runs);
  const fan: MonteCarloResult['fan'] = { 5: [], 25: [], 50: [], 75: [], 95: [] };
  for (let step = 0; step < steps; step += 1) {
    for (let run = 0; run < runs; run += 1) column[run] = paths[run * steps + step] ?? 0;
    for (const p of MONTE_CARLO_PERCENTILES) fan[p].push(quantile(column, p / 100));
  }

  return {
    ok: true,
    result: {
      method: options.method,
      runs,
      seed: options.seed,
      tradeCount: count,
      initialCapital,
      drawdownThreshold: options.drawdownThreshold,
      tradeReturns: Array.from(returns),
      actual: actualPath(growth, initialCapital),
      finalEquity: percentiles(finals),
      maxDrawdown: percentiles(drawdowns),
      probabilityOfLoss: losses / runs,
      probabilityOfDrawdownBeyond: deepDrawdowns / runs,
      fan,
    },
  };
}

function percentiles(values: Float64Array): Percentiles {
  return {
    5: quantile(values, 0.05),
    25: quantile(values, 0.25),
    50: quantile(values, 0.5),
    75: quantile(values, 0.75),
    95: quantile(values, 0.95),
  };
}

function actualPath(
  growth: Float64Array,
  initialCapital: number,
): { finalEquity: number; maxDrawdown: number } {
  let equity = initialCapital;
  let peak = equity;
  let worst = 0;
  for (const factor of growth) {
    equity *= factor;
    if (equity > peak) peak = equity;
    worst = Math.min(worst, (equity / peak - 1) * 100);
  }
  return { finalEquity: equity, maxDrawdown: worst };
}

/**
 * Monte Carlo on a portfolio's run: a shared run's closed trades (every symbol's, in the order the
 * run lists them, as a single-symbol run's) resampled as monteCarlo does on one account. A scan has
 * no one account whose trades compound together: it is refused with a message (run the Monte Carlo
 * on one symbol's own result instead).
 */
export function portfolioMonteCarlo(
  results: PortfolioResults,
  initialCapital: number,
  options: MonteCarloOptions,
): MonteCarloOutcome {
  if (!('closed_trades' in results))
    return {
      ok: false,
      message:
        'A scan\'s symbols trade in separate accounts: run the Monte Carlo with one account ("shared"), or on one symbol\'s result',
    };
  return monteCarlo(
    results.closed_trades.map((trade) => trade.pnl),
    initialCapital,
    options,
  );
}
