import { describe, expect, it } from 'vitest';
import { type TradeRecord } from '../../src/index';
import { performanceMetrics } from '../../src/metrics/performance';
import { quantile } from '../../src/metrics/statistics';

function trade(pnl: number, entryPrice: number, size: number, barsHeld: number, commission = 0): TradeRecord {
  return {
    side: 'long',
    size,
    entryBar: 0,
    exitBar: barsHeld,
    entryPrice,
    exitPrice: entryPrice + pnl / size,
    entryCommission: commission / 2,
    exitCommission: commission / 2,
    pnl,
    exitReason: 'signal',
    exitBlock: null,
    ambiguous: false,
    closedAtEnd: false,
    barsHeld,
  };
}

// Equity 100 -> 110 -> 99 -> 108.9: returns +10%, -10%, +10% (worked by hand):
// mean 3.3333%, sample std 11.5470%, Sharpe = 3.3333 / 11.5470 x sqrt(252) = 4.582576,
// downside deviation sqrt(100 / 3) = 5.773503, Sortino = 9.165151, max drawdown 99/110 - 1 = -10%,
// VaR 95: sorted (-10, 10, 10), position 0.05 x 2 = 0.1 -> -10 + 0.1 x 20 = -8.
describe('performance metrics on a hand-worked equity curve', () => {
  const metrics = performanceMetrics({
    ticker: 'TEST',
    firstDate: '2024-01-01',
    lastDate: '2024-01-04',
    initialCapital: 100,
    periods: Float64Array.from([100, 110, 99, 108.9]),
    periodsPerYear: 252,
    trades: [trade(12, 100, 1, 2, 1), trade(-4, 50, 2, 3, 1), trade(0.9, 10, 3, 1)],
    barCount: 4,
    days: 4,
    exposedBars: 3,
    firstClose: 20,
    lastClose: 25,
  });

  it('computes the return metrics', () => {
    expect(metrics.cumulative_return).toBeCloseTo(8.9, 10);
    expect(metrics.total_return).toBeCloseTo(8.9, 10);
    expect(metrics.final_nav).toBeCloseTo(108.9, 10);
    expect(metrics.daily_return).toBeCloseTo(3.333333333, 8);
    expect(metrics.annualized_std).toBeCloseTo(183.30302779823367, 8);
    expect(metrics.sharpe_ratio).toBeCloseTo(4.582575694955847, 10);
    expect(metrics.sortino_ratio).toBeCloseTo(9.1651513899117, 10);
    expect(metrics.max_drawdown).toBeCloseTo(-10, 10);
    expect(metrics.annualized_return).toBeCloseTo(128826.41288883594, 4);
    expect(metrics.calmar_ratio).toBeCloseTo(12882.641288883595, 5);
    expect(metrics.var_95).toBeCloseTo(-8, 10);
    expect(metrics.test_period).toBe('2024-01-01 to 2024-01-04');
    expect(metrics.days).toBe(4);
  });

  it('computes the trade metrics per closed trade', () => {
    expect(metrics.total_trades).toBe(3);
    expect(metrics.winning_trades).toBe(2);
    expect(metrics.losing_trades).toBe(1);
    expect(metrics.win_rate).toBeCloseTo(66.6666667, 6);
    expect(metrics.win_ratio).toBeCloseTo(66.6666667, 6);
    expect(metrics.gross_profit).toBeCloseTo(12.9, 10);
    expect(metrics.gross_loss).toBeCloseTo(4, 10);
    expect(metrics.profit_factor).toBeCloseTo(3.225, 10);
    expect(metrics.expectancy).toBeCloseTo(2.966666667, 8);
    // pnl percents: 12 / 100 = 12%, -4 / 100 = -4%, 0.9 / 30 = 3%.
    expect(metrics.avg_trade_percent).toBeCloseTo(11 / 3, 10);
    expect(metrics.best_trade).toBeCloseTo(12, 10);
    expect(metrics.worst_trade).toBeCloseTo(-4, 10);
    expect(metrics.avg_bars_held).toBeCloseTo(2, 10);
    expect(metrics.total_commission).toBeCloseTo(2, 10);
    // SQN = sqrt(3) x mean / sample std of (12, -4, 0.9) = 1.732051 x 2.966667 / 8.197764 = 0.626807
    expect(metrics.sqn).toBeCloseTo(0.6268072, 6);
    expect(metrics.exposure).toBeCloseTo(75, 10);
    expect(metrics.buy_and_hold_return).toBeCloseTo(25, 10);
  });

  it('reports figures that do not exist as null', () => {
    const flat = performanceMetrics({
      ticker: 'TEST',
      firstDate: '2024-01-01',
      lastDate: '2024-01-02',
      initialCapital: 100,
      periods: Float64Array.from([100, 100]),
      periodsPerYear: 365,
      trades: [],
      barCount: 2,
      days: 2,
      exposedBars: 0,
      firstClose: 1,
      lastClose: 1,
    });
    expect([
      flat.sharpe_ratio,
      flat.sortino_ratio,
      flat.calmar_ratio,
      flat.profit_factor,
      flat.win_rate,
    ]).toEqual([null, null, null, null, null]);
    expect(flat.total_trades).toBe(0);
    expect(flat.max_drawdown).toBe(0);
  });
});

describe('quantile', () => {
  it('interpolates linearly between order statistics like numpy.percentile', () => {
    // numpy.percentile([1, 2, 3, 4], 5) = 1.15; numpy.percentile([3, 1, 2], 50) = 2
    expect(quantile([1, 2, 3, 4], 0.05)).toBeCloseTo(1.15, 12);
    expect(quantile([3, 1, 2], 0.5)).toBe(2);
  });
});
