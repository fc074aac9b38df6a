import { describe, expect, it } from 'vitest';
import { runBacktest, runBacktestMetrics } from '../../src/index';
import { brief, flatSeries, runShared } from '../portfolio/hand-worked';
import { bars, closeVs, element, flat, run, strategy, weekdays, type ScenarioOptions } from '../sim/scenario';

const always = closeVs('>', 0);
const d = weekdays(12);

/** The same run without a listener (as a saved run or the command line makes it). */
function quietRun(options: ScenarioOptions, series: ReturnType<typeof bars>) {
  const outcome = runBacktest(strategy(options), series);
  if (!outcome.ok) throw new Error('the scenario did not run');
  return outcome.results;
}

describe('the risk summary at the top of a run’s results', () => {
  it('reports the drawdown halt with its date and the limit that decided it', () => {
    // 10 units at 100 take all the cash; the close of 89 on the fourth bar is 11% below the 1000
    // peak (limit 10%). Before it, the entries decided at closes 1 and 2 found no cash.
    const series = bars([
      flat(100),
      flat(100),
      [100, 100, 95, 95],
      [95, 95, 89, 89],
      [88, 90, 88, 90],
      flat(91),
    ]);
    const results = run({ entryLong: always, risk: { maxDrawdown: 10 } }, series);
    expect(results.chart_data.risk_events).toEqual([{ date: '2024-01-04', kind: 'max_drawdown_halt' }]);
    expect(results.chart_data.risk_summary).toEqual({
      max_drawdown: 10,
      daily_loss_limit: 0,
      max_open_trades: 5,
      max_trades_per_day: 10,
      skipped_entries: [{ reason: 'cash', count: 2, first_date: d[2] }],
    });
  });

  it('counts the entries skipped because every slot was taken, from the first date, listener or not', () => {
    // An entry signal at every close, 10% of equity each, at most 3 open: closes 0-2 enter, closes
    // 3-6 find the 3 slots taken (the last bar decides nothing).
    const options: ScenarioOptions = {
      entryLong: always,
      general: { equityUsed: 10 },
      risk: { maxOpenTrades: 3 },
    };
    const series = bars(Array.from({ length: 8 }, () => flat(10)));
    const logged = run(options, series);
    const expected = [{ reason: 'max_open_trades', count: 4, first_date: d[3] }];
    expect(logged.chart_data.risk_summary?.skipped_entries).toEqual(expected);
    const quiet = quietRun(options, series);
    expect(quiet.chart_data.risk_summary?.skipped_entries).toEqual(expected);
    // Counting the skips changes no trade and no figure.
    expect(quiet.closed_trades).toEqual(logged.closed_trades);
    const metrics = runBacktestMetrics(strategy(options), series);
    expect(metrics.ok && metrics.metrics).toEqual(quiet.performance_metrics);
  });

  it('counts the entries skipped because the cash left could not buy one unit', () => {
    // 100% of equity: the first trade takes all 1000 in cash (10 units at 100). With 2 slots the
    // entries decided at closes 1-4 each find 0 cash at the next open (bars 2-5).
    const options: ScenarioOptions = { entryLong: always, risk: { maxOpenTrades: 2 } };
    const series = bars(Array.from({ length: 6 }, () => flat(100)));
    const expected = [{ reason: 'cash', count: 4, first_date: d[2] }];
    expect(run(options, series).chart_data.risk_summary?.skipped_entries).toEqual(expected);
    expect(quietRun(options, series).chart_data.risk_summary?.skipped_entries).toEqual(expected);
  });

  it('counts a shared portfolio’s candidates left without a slot, trades unchanged', () => {
    // The hand-worked shared account (portfolio/shared-account-hand-worked.test.ts): A signals at
    // closes 1, 2 and 3 while B and C hold both slots, and takes B's slot at close 4.
    const results = runShared(
      {
        entryLong: [element('Close'), element('>'), element('Number', { value: 10 })],
        exitLong: [element('Close'), element('<'), element('Number', { value: 10 })],
        general: { initialCapital: 10000, equityUsed: 60 },
        risk: { maxOpenTrades: 2 },
      },
      [
        flatSeries('A', [5, 20, 20, 20, 20, 20, 20, 20, 25, 25]),
        flatSeries('B', [5, 40, 40, 40, 8, 8, 8, 8, 8, 8]),
        flatSeries('C', [10, 80, 80, 80, 80, 80, 80, 80, 80, 90]),
      ],
      { rankBy: { element: { name: 'Price Change %', properties: { period: 1 } }, order: 'highest' } },
    );
    expect(results.closed_trades.map(brief)).toEqual([
      ['B', d[2], 40, d[5], 8, 'signal', 150],
      ['A', d[5], 20, d[9], 25, 'end_of_data', 60],
      ['C', d[2], 80, d[9], 90, 'end_of_data', 50],
    ]);
    expect(results.chart_data.risk_summary).toEqual({
      max_drawdown: 0,
      daily_loss_limit: 0,
      max_open_trades: 2,
      max_trades_per_day: 10,
      skipped_entries: [{ reason: 'max_open_trades', count: 3, first_date: d[1] }],
    });
  });
});
