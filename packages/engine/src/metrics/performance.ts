import type { TradeRecord } from '../sim/types';
import { mean, quantileInPlace, sampleStdDev } from './statistics';

/** The fields of performance_metrics (units and formulas: docs/metrics.md and contracts). */
export interface PerformanceMetrics {
  ticker: string;
  test_period: string;
  initial_nav: number;
  final_nav: number;
  cumulative_return: number;
  max_drawdown: number;
  annualized_return: number;
  daily_return: number;
  sharpe_ratio: number | null;
  calmar_ratio: number | null;
  win_ratio: number | null;
  annualized_std: number;
  var_95: number;
  days: number;
  profit_factor: number | null;
  total_return: number;
  win_rate: number | null;
  total_trades: number;
  sortino_ratio: number | null;
  exposure: number;
  expectancy: number | null;
  sqn: number | null;
  avg_trade_percent: number | null;
  best_trade: number | null;
  worst_trade: number | null;
  avg_bars_held: number | null;
  winning_trades: number;
  losing_trades: number;
  gross_profit: number;
  gross_loss: number;
  total_commission: number;
  buy_and_hold_return: number;
  periods_per_year: number;
}

export interface MetricsInput {
  ticker: string;
  firstDate: string;
  lastDate: string;
  initialCapital: number;
  /** E_0..E_n as equityPeriods() builds them. */
  periods: Float64Array;
  periodsPerYear: number;
  trades: readonly TradeRecord[];
  barCount: number;
  /** Trading days: bars on daily or longer bars, distinct dates on intraday bars. */
  days: number;
  exposedBars: number;
  firstClose: number;
  lastClose: number;
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

/** Annualisation: 365 for crypto, 252 otherwise, on daily equity; 52 weekly, 12 monthly. */
export function periodsPerYear(interval: '1h' | '1d' | '1w' | '1mo', crypto: boolean): number {
  if (interval === '1w') return 52;
  if (interval === '1mo') return 12;
  return crypto ? 365 : 252;
}

let scratch = new Float64Array(0);

/**
 * Work space for the period returns, reused from run to run (they never leave this module): a
 * sweep of thousands of runs does not allocate and collect a large buffer for each.
 */
function scratchReturns(count: number): Float64Array {
  if (scratch.length < count) scratch = new Float64Array(count);
  return scratch.subarray(0, count);
}

/** Computes every metric from the equity periods and the closed trades. */
export function performanceMetrics(input: MetricsInput): PerformanceMetrics {
  const { periods, trades, initialCapital, periodsPerYear: perYear } = input;
  const finalNav = periods[periods.length - 1] ?? initialCapital;
  const count = Math.max(0, periods.length - 1);
  const returns = scratchReturns(count);
  const totalReturn = (finalNav / initialCapital - 1) * 100;
  // A hot path in parameter sweeps: returns, their sum and the drawdown in one pass (the same
  // arithmetic as periodReturns and maximumDrawdown), then the deviations.
  let sum = 0;
  let peak = initialCapital;
  let maxDrawdown = 0;
  let previous = periods[0] ?? Number.NaN;
  for (let index = 0; index <= count; index += 1) {
    const value = periods[index] ?? Number.NaN;
    if (value > peak) peak = value;
    // Divisions only where they can matter (exactly the same figures): at or above the peak the
    // drawdown is 0, and an unchanged finite non-zero equity returns exactly 0 (flat bars of a sweep).
    if (!(value >= peak)) {
      const drawdown = (value / peak - 1) * 100;
      if (drawdown < maxDrawdown) maxDrawdown = drawdown;
    }
    if (index > 0) {
      const periodReturn =
        value === previous && value !== 0 && value - value === 0 ? 0 : (value / previous - 1) * 100;
      returns[index - 1] = periodReturn;
      sum += periodReturn;
      previous = value;
    }
  }
  const average = count > 0 ? sum / count : 0;
  let squares = 0;
  let downsideSquares = 0;
  for (let index = 0; index < count; index += 1) {
    const value = returns[index] ?? 0;
    const deviation = value - average;
    squares += deviation * deviation;
    if (value < 0) downsideSquares += value * value;
  }
  const deviation = count >= 2 ? Math.sqrt(squares / (count - 1)) : Number.NaN;
  const downside = count > 0 ? Math.sqrt(downsideSquares / count) : 0;
  const growth = finalNav / initialCapital;
  const annualizedReturn =
    count === 0 ? 0 : growth > 0 ? (Math.pow(growth, perYear / count) - 1) * 100 : -100;

  const pnls = trades.map((trade) => trade.pnl);
  const pnlPercents = trades.map((trade) => (trade.pnl / (trade.entryPrice * trade.size)) * 100);
  const winners = pnls.filter((pnl) => pnl > 0);
  const losers = pnls.filter((pnl) => pnl < 0);
  const grossProfit = winners.reduce((sum, pnl) => sum + pnl, 0);
  const grossLoss = -losers.reduce((sum, pnl) => sum + pnl, 0);
  const tradeCount = trades.length;
  const pnlDeviation = sampleStdDev(pnls);

  return {
    ticker: input.ticker,
    test_period: `${input.firstDate} to ${input.lastDate}`,
    initial_nav: initialCapital,
    final_nav: finalNav,
    cumulative_return: totalReturn,
    total_return: totalReturn,
    max_drawdown: maxDrawdown,
    annualized_return: annualizedReturn,
    daily_return: average,
    annualized_std: Number.isFinite(deviation) ? deviation * Math.sqrt(perYear) : 0,
    sharpe_ratio: deviation > 0 ? (average / deviation) * Math.sqrt(perYear) : null,
    sortino_ratio: downside > 0 ? (average / downside) * Math.sqrt(perYear) : null,
    calmar_ratio: maxDrawdown < 0 ? annualizedReturn / Math.abs(maxDrawdown) : null,
    // Last use of the returns: selected in place, without a copy.
    var_95: count > 0 ? quantileInPlace(returns, 0.05) : 0,
    days: input.days,
    periods_per_year: perYear,
    total_trades: tradeCount,
    win_ratio: tradeCount > 0 ? (winners.length / tradeCount) * 100 : null,
    win_rate: tradeCount > 0 ? (winners.length / tradeCount) * 100 : null,
    winning_trades: winners.length,
    losing_trades: losers.length,
    gross_profit: grossProfit,
    gross_loss: grossLoss,
    profit_factor: grossLoss > 0 ? grossProfit / grossLoss : null,
    expectancy: tradeCount > 0 ? mean(pnls) : null,
    avg_trade_percent: tradeCount > 0 ? mean(pnlPercents) : null,
    best_trade: tradeCount > 0 ? Math.max(...pnlPercents) : null,
    worst_trade: tradeCount > 0 ? Math.min(...pnlPercents) : null,
    sqn:
      tradeCount >= 2 && pnlDeviation > 0
        ? finiteOrNull((Math.sqrt(tradeCount) * mean(pnls)) / pnlDeviation)
        : null,
    avg_bars_held: tradeCount > 0 ? mean(trades.map((trade) => trade.barsHeld)) : null,
    exposure: input.barCount > 0 ? (input.exposedBars / input.barCount) * 100 : 0,
    total_commission: trades.reduce((sum, trade) => sum + trade.entryCommission + trade.exitCommission, 0),
    buy_and_hold_return: (input.lastClose / input.firstClose - 1) * 100,
  };
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
