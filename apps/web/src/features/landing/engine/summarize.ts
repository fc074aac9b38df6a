import type { BacktestResults, BarSeries } from '@stratblocks/engine';
import type { RunSummary } from './types';

/** Points of the equity curve sent to the page: plenty for a 400 px wide sparkline. */
export const EQUITY_POINTS = 160;

/** Evenly spaced samples of a series, its first and last values included. */
export function sampleEvenly(values: readonly number[], count: number): number[] {
  if (values.length <= count) return [...values];
  const step = (values.length - 1) / (count - 1);
  return Array.from({ length: count }, (_, index) => values[Math.round(index * step)] ?? 0);
}

/** The figures the landing page shows of a run, straight from the engine's results. */
export function summarize(results: BacktestResults, bars: BarSeries): RunSummary {
  const metrics = results.performance_metrics;
  return {
    symbol: bars.symbol,
    firstDate: bars.times[0] ?? '',
    lastDate: bars.times.at(-1) ?? '',
    bars: bars.times.length,
    totalReturn: metrics.total_return,
    sharpe: metrics.sharpe_ratio,
    maxDrawdown: metrics.max_drawdown,
    winRate: metrics.win_rate,
    totalTrades: metrics.total_trades,
    finalBalance: metrics.final_nav,
    buyAndHoldReturn: metrics.buy_and_hold_return,
    trades: results.closed_trades.map((trade) => ({
      entryDate: trade.entry_date,
      exitDate: trade.exit_date,
      type: trade.type,
      entryPrice: trade.entry_price,
      exitPrice: trade.exit_price,
      pnlPercent: trade.pnl_percent,
    })),
    equity: sampleEvenly(results.chart_data.equity, EQUITY_POINTS),
  };
}
