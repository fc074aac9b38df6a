import { describe, expect, it } from 'vitest';
import { runBacktest, runPortfolio, sliceBars, type BarSeries } from '../../src/index';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from './scenario';

/** The bars with everything after index `cut` replaced by a different (reversed, rescaled) future. */
function withOtherFuture(series: BarSeries, cut: number): BarSeries {
  const copy = sliceBars(series, 0, series.times.length);
  const count = copy.times.length;
  for (let index = cut + 1; index < count; index += 1) {
    const mirror = count - 1 - (index - cut - 1);
    const factor = 0.7 + (index % 7) * 0.1;
    copy.open[index] = (series.open[mirror] ?? 0) * factor;
    copy.high[index] = (series.high[mirror] ?? 0) * factor * 1.02;
    copy.low[index] = (series.low[mirror] ?? 0) * factor * 0.98;
    copy.close[index] = (series.close[mirror] ?? 0) * factor;
    copy.volume[index] = (series.volume[mirror] ?? 0) * 2;
  }
  return copy;
}

describe('no look-ahead', () => {
  const spy = dailyBars('SPY', '2015-01-01', '2024-12-31');
  const options = {
    entryLong: [
      element('EMA', { period: 10 }),
      element('Cross Above'),
      element('SMA', { period: 30 }),
      element('And'),
      element('RSI', { period: 14 }),
      element('<'),
      element('Number', { value: 75 }),
    ],
    exitLong: [
      element('EMA', { period: 10 }),
      element('Cross Below'),
      element('SMA', { period: 30 }),
      element('Or'),
      element('Trailing Stop %', { percentage: 4 }),
      element('Or'),
      element('Take Profit %', { percentage: 8 }),
    ],
    general: { commission: 0.1, slippage: 0.05, initialCapital: 10000 },
    risk: { maxDrawdown: 25, dailyLossLimit: 3 },
  };

  it.each([300, 1000, 1800])(
    'keeps every fill and equity mark up to bar %i when later bars change',
    (cut) => {
      const original = runBacktest(strategy(options), spy);
      const altered = runBacktest(strategy(options), withOtherFuture(spy, cut));
      if (!original.ok || !altered.ok) throw new Error('the strategy should compile');
      const cutDate = spy.times[cut] ?? '';
      const before = (trades: typeof original.results.closed_trades) =>
        trades
          .filter((trade) => trade.entry_date <= cutDate)
          .map((trade) => [trade.entry_date, trade.entry_price, trade.size]);
      const closedBefore = (trades: typeof original.results.closed_trades) =>
        trades.filter((trade) => trade.exit_date <= cutDate);
      expect(before(original.results.closed_trades).length).toBeGreaterThan(2);
      expect(before(altered.results.closed_trades)).toEqual(before(original.results.closed_trades));
      expect(closedBefore(altered.results.closed_trades)).toEqual(
        closedBefore(original.results.closed_trades),
      );
      expect(altered.results.chart_data.equity.slice(0, cut + 1)).toEqual(
        original.results.chart_data.equity.slice(0, cut + 1),
      );
      // The future really did change the results after the cut.
      expect(altered.results.performance_metrics.final_nav).not.toBe(
        original.results.performance_metrics.final_nav,
      );
    },
  );
});

describe('no look-ahead in a shared portfolio', () => {
  const symbols = ['SPY', 'QQQ', 'IWM', 'GLD'];
  const series = symbols.map((symbol) => dailyBars(symbol, '2015-01-01', '2024-12-31'));
  const options = {
    entryLong: [element('RSI', { period: 14 }), element('<'), element('Number', { value: 45 })],
    exitLong: [
      element('RSI', { period: 14 }),
      element('>'),
      element('Number', { value: 60 }),
      element('Or'),
      element('Trailing Stop %', { percentage: 5 }),
      element('Or'),
      element('Fixed Holding Period', { bars: 15 }),
    ],
    general: { commission: 0.1, slippage: 0.05, initialCapital: 10000, equityUsed: 40 },
    risk: { maxOpenTrades: 2, maxDrawdown: 30, dailyLossLimit: 2 },
  };
  const portfolio = {
    symbols,
    rankBy: { element: { name: 'Price Change %', properties: { period: 5 } }, order: 'lowest' as const },
  };
  const run = (bars: BarSeries[]) => {
    const outcome = runPortfolio(
      { ...strategy(options), portfolio },
      Object.fromEntries(bars.map((each) => [each.symbol, each])),
    );
    if (!outcome.ok || !('closed_trades' in outcome.results)) throw new Error('the portfolio should run');
    return outcome.results;
  };

  it.each([400, 1200, 2000])(
    "keeps every fill and equity mark up to date %i when any symbol's later bars change",
    (cut) => {
      const original = run(series);
      // Only one symbol's future changes: the others' trades must not see it either.
      const altered = run(series.map((bars, index) => (index === 1 ? withOtherFuture(bars, cut) : bars)));
      const cutDate = original.chart_data.dates[cut] ?? '';
      const entered = (trades: typeof original.closed_trades) =>
        trades
          .filter((trade) => trade.entry_date <= cutDate)
          .map((trade) => [trade.ticker, trade.entry_date, trade.entry_price, trade.size]);
      const closed = (trades: typeof original.closed_trades) =>
        trades.filter((trade) => trade.exit_date <= cutDate);
      expect(new Set(entered(original.closed_trades).map((trade) => trade[0])).size).toBeGreaterThan(2);
      expect(entered(altered.closed_trades)).toEqual(entered(original.closed_trades));
      expect(closed(altered.closed_trades)).toEqual(closed(original.closed_trades));
      expect(altered.chart_data.equity.slice(0, cut + 1)).toEqual(
        original.chart_data.equity.slice(0, cut + 1),
      );
      expect(altered.performance_metrics.final_nav).not.toBe(original.performance_metrics.final_nav);
    },
  );
});
