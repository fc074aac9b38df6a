import { describe, expect, it } from 'vitest';
import {
  ColumnCache,
  runBacktest,
  runBacktestMetrics,
  type BarSeries,
  type StrategyInput,
} from '../../src/index';
import { drawdownOfMarks } from '../../src/metrics/drawdown';
import { RangeExtremes } from '../../src/metrics/range-extremes';
import { QuietStretches } from '../../src/sim/quiet-stretches';
import { bundledDailyBars } from '../research/real-bars';

/** The definition: the deepest fall below the running peak (from the initial capital), in percent. */
function plainDrawdown(marks: ArrayLike<number>, initialCapital: number): number {
  let peak = initialCapital;
  let deepest = 0;
  for (let index = 0; index < marks.length; index += 1) {
    const value = marks[index] as number;
    if (value > peak) peak = value;
    const drawdown = (value / peak - 1) * 100;
    if (drawdown < deepest) deepest = drawdown;
  }
  return deepest;
}

/** Marks a trade's stretch as the quiet-bar loop does: cash + size x (offset + direction x close). */
function markTrade(
  equity: Float64Array,
  closes: Float64Array,
  from: number,
  to: number,
  trade: { cash: number; size: number; offset: number; direction: number },
): void {
  for (let bar = from; bar < to; bar += 1)
    equity[bar] = trade.cash + trade.size * (trade.offset + trade.direction * (closes[bar] as number));
}

describe('drawdown read off the quiet stretches', () => {
  it('equals the definition on hand-made stretches: deepening, recovering, short, with a gap', () => {
    // A long walk of closes: up, a deep fall in the middle of a trade, a recovery, new highs.
    const closes = Float64Array.from({ length: 400 }, (_, bar) => 100 + 30 * Math.sin(bar / 23) + bar / 5);
    closes[333] = Number.NaN;
    const equity = new Float64Array(closes.length);
    const stretches = new QuietStretches();
    const long = { cash: 50, size: 95, offset: 0, direction: 1 };
    const short = { cash: 40, size: 80, offset: 2 * 130, direction: -1 };
    equity.fill(10_000, 0, 20);
    stretches.flat(1, 20, 10_000);
    markTrade(equity, closes, 20, 180, long);
    stretches.oneTrade(21, 180, long.cash, long.size, long.offset, long.direction);
    // A flat stretch after a loss: the cash, below every mark so far.
    equity[180] = 9_000;
    equity.fill(5_000, 181, 200);
    stretches.flat(181, 200, 5_000);
    markTrade(equity, closes, 200, 300, short);
    stretches.oneTrade(200, 300, short.cash, short.size, short.offset, short.direction);
    markTrade(equity, closes, 300, 400, long);
    stretches.oneTrade(301, 399, long.cash, long.size, long.offset, long.direction);
    const expected = plainDrawdown(equity, 10_000);
    expect(expected).toBeLessThan(-10);
    expect(drawdownOfMarks(equity, 10_000, stretches, new RangeExtremes(closes))).toBe(expected);
    expect(drawdownOfMarks(equity, 10_000, stretches, null)).toBe(expected);
    // Without the gap the stretch from 301 is read through its extremes only.
    closes[333] = 150;
    markTrade(equity, closes, 300, 400, long);
    const smooth = plainDrawdown(equity, 10_000);
    expect(drawdownOfMarks(equity, 10_000, stretches, new RangeExtremes(closes))).toBe(smooth);
  });

  it('gives every run of a sweep the drawdown of its marks, bit for bit', () => {
    const spy = bundledDailyBars('SPY', '2005-01-01', '2025-12-31');
    const cache = new ColumnCache(spy);
    const runs: StrategyInput[] = [];
    for (const [fast, slow] of [
      [5, 20],
      [10, 77],
      [20, 50],
      [50, 200],
      [3, 7],
    ] as const) {
      for (const sides of ['long', 'short', 'both'] as const) runs.push(crossover(spy, fast, slow, sides));
    }
    for (const strategy of runs) {
      const full = runBacktest(strategy, spy);
      const swept = runBacktestMetrics(strategy, spy, cache);
      if (!full.ok || !swept.ok) throw new Error('the run failed');
      const trades = full.results.closed_trades;
      if (strategy.entryLogic.short) expect(trades.some((trade) => trade.type === 'short')).toBe(true);
      if (strategy.entryLogic.long) expect(trades.some((trade) => trade.type === 'long')).toBe(true);
      const marks = full.results.chart_data.equity;
      const expected = plainDrawdown(marks, strategy.generalSetting.initialCapital);
      expect(full.results.performance_metrics.max_drawdown).toBe(expected);
      expect(swept.metrics.max_drawdown).toBe(expected);
    }
  });
});

const element = (name: string, properties?: Record<string, number>) =>
  properties ? { name, properties } : { name };

function crossover(
  bars: BarSeries,
  fast: number,
  slow: number,
  /** Long only, short only (Long/Short without long rows) or both (stop and reverse). */
  sides: 'long' | 'short' | 'both',
): StrategyInput {
  const cross = (operator: string) => ({
    elements: [element('SMA', { period: fast }), element(operator), element('SMA', { period: slow })],
  });
  return {
    generalSetting: {
      strategyType: sides === 'long' ? 'Long Only' : 'Long/Short',
      timeInterval: '1 Day',
      assetClass: 'US Stocks',
      tickerSymbol: bars.symbol,
      startDate: '2005-01-01',
      endDate: '2025-12-31',
      initialCapital: 10_000,
      equityUsed: 100,
      commission: 0.1,
      slippage: 0.05,
    },
    entryLogic: {
      long: sides === 'short' ? null : cross('Cross Above'),
      short: sides === 'long' ? null : cross('Cross Below'),
    },
    exitLogic: {
      exit_long: sides === 'short' ? null : cross('Cross Below'),
      exit_short: sides === 'long' ? null : cross('Cross Above'),
    },
    riskSetting: {
      maxOpenTrades: 1,
      fixedPositionSize: 1000,
      maxTradesPerDay: 10,
      maxDrawdown: 100,
      dailyLossLimit: 100,
      riskRewardRatio: 2,
    },
  };
}
