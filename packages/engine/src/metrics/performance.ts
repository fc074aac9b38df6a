import type { TradeRecord } from '../sim/types';
import { returnStatistics, type ReturnsWorkspace } from './return-statistics';

export { maximumDrawdown } from './return-statistics';

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
  /** maximumDrawdown(periods, initialCapital) when the caller has it (drawdownOfMarks). */
  maxDrawdown?: number;
  periodsPerYear: number;
  trades: readonly TradeRecord[];
  barCount: number;
  /** Trading days: bars on daily or longer bars, distinct dates on intraday bars. */
  days: number;
  exposedBars: number;
  firstClose: number;
  lastClose: number;
  /** Scratch space reused by the runs of a sweep (a RunContext's); a new one when absent. */
  workspace?: ReturnsWorkspace;
  /** False when no one reads VaR 95 (a sweep's cells): var_95 is then NaN and costs nothing. */
  valueAtRisk?: boolean;
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

/** The figures of the closed trades, in one loop over them (in trade order, as the sums run). */
interface TradeStatistics {
  count: number;
  winners: number;
  losers: number;
  grossProfit: number;
  grossLoss: number;
  pnlSum: number;
  pnlDeviation: number;
  percentSum: number;
  bestPercent: number;
  worstPercent: number;
  barsHeldSum: number;
  commission: number;
}

function tradeStatistics(trades: readonly TradeRecord[]): TradeStatistics {
  const count = trades.length;
  let winners = 0;
  let losers = 0;
  let profit = 0;
  let loss = 0;
  let pnlSum = 0;
  let percentSum = 0;
  let best = Number.NEGATIVE_INFINITY;
  let worst = Number.POSITIVE_INFINITY;
  let barsHeldSum = 0;
  let commission = 0;
  for (let index = 0; index < count; index += 1) {
    const trade = trades[index] as TradeRecord;
    const pnl = trade.pnl;
    const percent = (pnl / (trade.entryPrice * trade.size)) * 100;
    if (pnl > 0) {
      winners += 1;
      profit += pnl;
    } else if (pnl < 0) {
      losers += 1;
      loss += pnl;
    }
    pnlSum += pnl;
    percentSum += percent;
    best = Math.max(best, percent);
    worst = Math.min(worst, percent);
    barsHeldSum += trade.barsHeld;
    // (sum + entry) + exit, in the order the figure has always been summed.
    commission = commission + trade.entryCommission + trade.exitCommission;
  }
  // The sample deviation of the P&Ls (divisor n - 1), around their mean as sampleStdDev() takes it.
  let pnlDeviation = Number.NaN;
  if (count >= 2) {
    const pnlMean = pnlSum / count;
    let squares = 0;
    for (let index = 0; index < count; index += 1) {
      const deviation = (trades[index] as TradeRecord).pnl - pnlMean;
      squares += deviation * deviation;
    }
    pnlDeviation = Math.sqrt(squares / (count - 1));
  }
  return {
    count,
    winners,
    losers,
    grossProfit: profit,
    grossLoss: -loss,
    pnlSum,
    pnlDeviation,
    percentSum,
    bestPercent: best,
    worstPercent: worst,
    barsHeldSum,
    commission,
  };
}

/** Computes every metric from the equity periods and the closed trades. */
export function performanceMetrics(input: MetricsInput): PerformanceMetrics {
  const { periods, trades, initialCapital, periodsPerYear: perYear } = input;
  const finalNav = periods[periods.length - 1] ?? initialCapital;
  const totalReturn = (finalNav / initialCapital - 1) * 100;
  const { count, average, deviation, downside, maxDrawdown, var95 } = returnStatistics(
    periods,
    initialCapital,
    input.maxDrawdown,
    input.workspace,
    input.valueAtRisk ?? true,
  );
  const growth = finalNav / initialCapital;
  const annualizedReturn =
    count === 0 ? 0 : growth > 0 ? (Math.pow(growth, perYear / count) - 1) * 100 : -100;

  const tradeStats = tradeStatistics(trades);
  const tradeCount = tradeStats.count;
  const { grossProfit, grossLoss, pnlDeviation } = tradeStats;
  const pnlMean = tradeCount > 0 ? tradeStats.pnlSum / tradeCount : Number.NaN;

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
    var_95: var95,
    days: input.days,
    periods_per_year: perYear,
    total_trades: tradeCount,
    win_ratio: tradeCount > 0 ? (tradeStats.winners / tradeCount) * 100 : null,
    win_rate: tradeCount > 0 ? (tradeStats.winners / tradeCount) * 100 : null,
    winning_trades: tradeStats.winners,
    losing_trades: tradeStats.losers,
    gross_profit: grossProfit,
    gross_loss: grossLoss,
    profit_factor: grossLoss > 0 ? grossProfit / grossLoss : null,
    expectancy: tradeCount > 0 ? pnlMean : null,
    avg_trade_percent: tradeCount > 0 ? tradeStats.percentSum / tradeCount : null,
    best_trade: tradeCount > 0 ? tradeStats.bestPercent : null,
    worst_trade: tradeCount > 0 ? tradeStats.worstPercent : null,
    sqn:
      tradeCount >= 2 && pnlDeviation > 0
        ? finiteOrNull((Math.sqrt(tradeCount) * pnlMean) / pnlDeviation)
        : null,
    avg_bars_held: tradeCount > 0 ? tradeStats.barsHeldSum / tradeCount : null,
    exposure: input.barCount > 0 ? (input.exposedBars / input.barCount) * 100 : 0,
    total_commission: tradeStats.commission,
    buy_and_hold_return: (input.lastClose / input.firstClose - 1) * 100,
  };
}
