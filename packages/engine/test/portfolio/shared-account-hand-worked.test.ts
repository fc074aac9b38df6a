import { describe, expect, it } from 'vitest';
import { element, weekdays } from '../sim/scenario';
import { brief, flatSeries, runShared } from './hand-worked';

const d = weekdays(12);
const closeAbove = (value: number) => [element('Close'), element('>'), element('Number', { value })];
const closeBelow = (value: number) => [element('Close'), element('<'), element('Number', { value })];

describe('shared account, worked by hand', () => {
  /*
   * Capital 10000, equity used 60%, no costs, whole units, at most 2 holdings; enter when
   * Close > 10, exit when Close < 10; rank by Price Change %(1), highest first. Flat bars:
   *   day  0   1   2   3   4  5  6  7  8   9
   *   A    5  20  20  20  20 20 20 20 25  25
   *   B    5  40  40  40   8  8  8  8  8   8
   *   C   10  80  80  80  80 80 80 80 80  90
   * Close 1: all three signal. Change % at close 1: A +300, B +700, C +700: B and C tie, B is
   * listed first, so B then C take the 2 slots; A is left out (no slot).
   * Open 2: B sized on equity 10000: 6000 / 40 = 150 units, cash 4000. C sized after it:
   * equity 4000 + 150 x 40 = 10000, target 6000, cash cap 4000 -> 4000 / 80 = 50 units, cash 0.
   * Close 4: B closes at 8 < 10: its exit is decided, freeing its slot at this close; A still
   * signals and takes it. Open 5: B sells 150 at 8 (cash 1200, P&L 150 x (8 - 40) = -4800); A
   * is sized after that exit: equity 1200 + C 50 x 80 = 5200, target 3120, cash cap 1200 ->
   * 1200 / 20 = 60 units, cash 0.
   * Last close (9): A 60 at 25 (+300), C 50 at 90 (+500). Final equity 10000 - 4800 + 300 + 500 = 6000.
   */
  it('takes candidates in rank order (ties in list order) up to the free slots, sizing each after the last', () => {
    const series = [
      flatSeries('A', [5, 20, 20, 20, 20, 20, 20, 20, 25, 25]),
      flatSeries('B', [5, 40, 40, 40, 8, 8, 8, 8, 8, 8]),
      flatSeries('C', [10, 80, 80, 80, 80, 80, 80, 80, 80, 90]),
    ];
    const results = runShared(
      {
        entryLong: closeAbove(10),
        exitLong: closeBelow(10),
        general: { initialCapital: 10000, equityUsed: 60 },
        risk: { maxOpenTrades: 2 },
      },
      series,
      { rankBy: { element: { name: 'Price Change %', properties: { period: 1 } }, order: 'highest' } },
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['B', d[2], 40, d[5], 8, 'signal', 150],
      // Trades closing at the same close are listed in list order.
      ['A', d[5], 20, d[9], 25, 'end_of_data', 60],
      ['C', d[2], 80, d[9], 90, 'end_of_data', 50],
    ]);
    expect(results.performance_metrics.final_nav).toBe(6000);
    const pnl = Object.fromEntries(
      results.portfolio.symbols.map((row) => [row.ticker, [row.trades, row.net_pnl, row.contribution]]),
    );
    expect(pnl).toEqual({ A: [1, 300, 3], B: [1, -4800, -48], C: [1, 500, 5] });
    // Exposure: A held at closes 5..9 (5 of 10 dates), B at 2..4 (3), C at 2..9 (8).
    expect(results.portfolio.symbols.map((row) => row.exposure)).toEqual([50, 30, 80]);
    // The benchmark: a third each in A, B, C from their first close: (25/5 + 8/5 + 90/10) / 3 - 1.
    expect(results.performance_metrics.buy_and_hold_return).toBeCloseTo(((5 + 1.6 + 9) / 3 - 1) * 100, 10);
  });

  /*
   * The same bars without a rank, at most 3 holdings and 1 entry per day: candidates go in list
   * order, one per close. Close 1: A, B, C signal; A enters at open 2 (6000 / 20 = 300, cash
   * 4000). Close 2: B, C; B enters at open 3: equity 4000 + 300 x 20 = 10000, cash cap 4000 ->
   * 100 units, cash 0. Close 3: C enters at open 4 with cash 0: 0 units, skipped. Close 4: C
   * signals again, cash still 0, skipped; B's exit frees cash at open 5 (100 x 8 = 800) and C,
   * decided at close 4 after B's exit, is sized after it: equity 800 + A 300 x 20 = 6800, target
   * 4080, cash cap 800 -> 10 units at 80.
   */
  it('takes at most maxTradesPerDay candidates per close, in list order without a rank', () => {
    const series = [
      flatSeries('A', [5, 20, 20, 20, 20, 20, 20, 20, 25, 25]),
      flatSeries('B', [5, 40, 40, 40, 8, 8, 8, 8, 8, 8]),
      flatSeries('C', [10, 80, 80, 80, 80, 80, 80, 80, 80, 90]),
    ];
    const results = runShared(
      {
        entryLong: closeAbove(10),
        exitLong: closeBelow(10),
        general: { initialCapital: 10000, equityUsed: 60 },
        risk: { maxOpenTrades: 3, maxTradesPerDay: 1 },
      },
      series,
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['B', d[3], 40, d[5], 8, 'signal', 100],
      ['A', d[2], 20, d[9], 25, 'end_of_data', 300],
      ['C', d[5], 80, d[9], 90, 'end_of_data', 10],
    ]);
    // 10000 + 300 x 5 - 100 x 32 + 10 x 10 = 8400.
    expect(results.performance_metrics.final_nav).toBe(8400);
  });

  /*
   * List order C, A, B; capital 10000, equity used 50%, at most 2 holdings; enter when Close > 10,
   * exit after a Fixed Holding Period of 3 bars; rank by SMA(3), highest first. Flat bars:
   *   date  0  1  2  3  4  5  6  7  8  9
   *   A     5  5 20 20 20 20 25 24 24 24
   *   B     5  5 30  - 30 30 30  - 36 36     (no bar on dates 3 and 7)
   *   C     -  -  -  -  - 50 50 50 50 50     (listed on date 5)
   * Close 2: A (SMA 10) and B (SMA 13.33) signal: B then A take both slots.
   * Open 3: B has no bar and waits (holding its slot); A: 5000 / 20 = 250 units, cash 5000.
   * Open 4: B fills at its next bar: equity 5000 + 250 x 20 = 10000 -> 5000 / 30 = 166 units, cash 20.
   * Close 5: A's 3rd bar held: exit decided. Candidates A (SMA 20) and C (its first bar: no SMA yet);
   * 1 free slot (B stays): A has a value, so A goes first although C is listed first.
   * Open 6: A sells 250 at 25 (cash 6270, +1250), then re-enters: equity 6270 + B 166 x 30 = 11250,
   * target 5625 -> 225 units at 25, cash 645.
   * Close 6: B's 3rd bar (B's bars 3, 4, 5): exit decided; candidates B (SMA 30) and C (SMA not yet):
   * B takes the free slot. Date 7: B has no bar: its exit and entry wait; equity at close 7 marks B
   * at its last close: 645 + A 225 x 24 + B 166 x 30 = 11025.
   * Open 8: B sells 166 at 36 (+996, cash 6621) and re-enters: equity 6621 + A 225 x 24 = 12021,
   * target 6010.5 -> 166 units at 36, cash 645.
   * Close 8: A's 3rd bar: exit decided; candidates C (SMA 50) and A (SMA 24.33): C takes the slot.
   * Open 9: A sells 225 at 24 (-225, cash 6045); C: equity 6045 + B 166 x 36 = 12021 -> 120 units
   * at 50, cash 45. Close 9 (the last): B and C close at 36 and 50. Final 10000 + 1250 + 996 - 225 = 12021.
   */
  it('waits for a symbol without a bar, marks it at its last close, and ranks a symbol listed mid-window after those with a value', () => {
    const series = [
      flatSeries('C', [null, null, null, null, null, 50, 50, 50, 50, 50]),
      flatSeries('A', [5, 5, 20, 20, 20, 20, 25, 24, 24, 24]),
      flatSeries('B', [5, 5, 30, null, 30, 30, 30, null, 36, 36]),
    ];
    const results = runShared(
      {
        entryLong: closeAbove(10),
        exitLong: [element('Fixed Holding Period', { bars: 3 })],
        general: { initialCapital: 10000, equityUsed: 50 },
        risk: { maxOpenTrades: 2 },
      },
      series,
      { rankBy: { element: { name: 'SMA', properties: { period: 3 } }, order: 'highest' } },
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['A', d[3], 20, d[6], 25, 'time_exit', 250],
      ['B', d[4], 30, d[8], 36, 'time_exit', 166],
      ['A', d[6], 25, d[9], 24, 'time_exit', 225],
      ['C', d[9], 50, d[9], 50, 'end_of_data', 120],
      ['B', d[8], 36, d[9], 36, 'end_of_data', 166],
    ]);
    expect(results.chart_data.dates).toEqual(d.slice(0, 10));
    expect(results.chart_data.equity[7]).toBe(11025);
    expect(results.performance_metrics.final_nav).toBe(12021);
  });

  /*
   * Capital 10000, equity used 30%, at most 3 holdings, daily loss limit 5%, max drawdown 10%;
   * enter when Close > 10, no exit rule. Flat bars:
   *   date  0  1  2  3  4  5  6  7  8  9
   *   A    20 20 20 16 16 16 16 16 16 16
   *   B    20 20 20 20 20 20 12 12 12 12
   *   C     5  5  5 20 20 20 20 20 20 20
   * Open 1: A 3000 / 20 = 150 units (cash 7000); B sized on 7000 + 3000 = 10000: 150 units, cash 4000.
   * Close 3: A at 16: equity 4000 + 2400 + 3000 = 9400, 6% below the previous date's 10000: no entry
   * at this close, so C (signalling for the first time, a slot free) waits. Close 4: 9400 vs 9400:
   * C enters at open 5: equity 9400, target 2820 -> 141 units, cash 1180.
   * Close 6: B at 12: equity 1180 + 2400 + 1800 + 2820 = 8200, more than 10% below the peak 10000:
   * every trade closes at open 7 (A -600, B -1200, C 0) and nothing enters again though all signal.
   */
  it('applies the daily loss limit and the drawdown halt to the portfolio equity', () => {
    const series = [
      flatSeries('A', [20, 20, 20, 16, 16, 16, 16, 16, 16, 16]),
      flatSeries('B', [20, 20, 20, 20, 20, 20, 12, 12, 12, 12]),
      flatSeries('C', [5, 5, 5, 20, 20, 20, 20, 20, 20, 20]),
    ];
    const results = runShared(
      {
        entryLong: closeAbove(10),
        general: { initialCapital: 10000, equityUsed: 30 },
        risk: { maxOpenTrades: 3, dailyLossLimit: 5, maxDrawdown: 10 },
      },
      series,
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['A', d[1], 20, d[7], 16, 'max_drawdown_halt', 150],
      ['B', d[1], 20, d[7], 12, 'max_drawdown_halt', 150],
      ['C', d[5], 20, d[7], 20, 'max_drawdown_halt', 141],
    ]);
    expect(results.chart_data.risk_events).toEqual([
      { date: d[3], kind: 'daily_loss_limit' },
      { date: d[6], kind: 'max_drawdown_halt' },
    ]);
    expect(results.performance_metrics.final_nav).toBe(8200);
  });

  // docs/engine.md, "Worked example 2": the numbers are worked there.
  it('fills an entry at its symbol next bar, holding its slot (docs example 2)', () => {
    const series = [
      flatSeries('A', [20, 20, 20, 16, 16, 16, 16, 16]),
      flatSeries('B', [20, null, 20, 20, 20, 20, 12, 12]),
      flatSeries('C', [5, 5, 5, 20, 20, 20, 20, 20]),
    ];
    const results = runShared(
      {
        entryLong: closeAbove(10),
        general: { initialCapital: 10000, equityUsed: 30 },
        risk: { maxOpenTrades: 3, dailyLossLimit: 5, maxDrawdown: 10 },
      },
      series,
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['A', d[1], 20, d[7], 16, 'max_drawdown_halt', 150],
      ['B', d[2], 20, d[7], 12, 'max_drawdown_halt', 150],
      ['C', d[5], 20, d[7], 20, 'max_drawdown_halt', 141],
    ]);
    expect(results.performance_metrics.final_nav).toBe(8200);
  });
});
