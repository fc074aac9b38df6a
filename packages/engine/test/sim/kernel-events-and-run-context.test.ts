import { describe, expect, it } from 'vitest';
import {
  runBacktest,
  runBacktestMetrics,
  RunContext,
  type BacktestOutcome,
  type MetricsOutcome,
} from '../../src/index';
import { simulationEventLine, type RunLogView } from '../../src/pipeline/run-log';
import type { SimulationEvent } from '../../src/sim/events';
import { PARITY_CASES } from '../codegen/parity-strategies';
import { engineBars, marketFile } from '../codegen/python-harness';

const times = ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05'];
const stocks: RunLogView = { times, symbol: 'SPY', wholeUnits: true };
const crypto: RunLogView = { times, symbol: 'BTC-USD', wholeUnits: false };

/**
 * The kernel reports what happens as data (sim/events.ts) and the run log writes the lines;
 * these are the lines the builder's console has always shown, written out by hand.
 */
describe('the lines of the kernel events', () => {
  const cases: Array<[string, SimulationEvent, RunLogView, string]> = [
    [
      'long entry',
      { kind: 'entry', bar: 1, side: 'long', price: 101.5, size: 12 },
      stocks,
      '2024-01-03 BUY 12 SPY @ 101.50',
    ],
    [
      'short entry, fractional units and a price under 1',
      { kind: 'entry', bar: 0, side: 'short', price: 0.5, size: 0.123456789 },
      crypto,
      '2024-01-02 SELL SHORT 0.12345679 BTC-USD @ 0.5000',
    ],
    [
      'long exit by a block',
      {
        kind: 'exit',
        bar: 2,
        side: 'long',
        price: 95,
        size: 12,
        reason: 'stop_loss',
        block: 'Stop Loss %',
        pnl: -78.25,
      },
      stocks,
      '2024-01-04 SELL 12 SPY @ 95.00 (stop loss: Stop Loss %) P&L -78.25',
    ],
    [
      'short exit by a signal',
      { kind: 'exit', bar: 3, side: 'short', price: 90, size: 4, reason: 'signal', block: null, pnl: 40 },
      stocks,
      '2024-01-05 BUY TO COVER 4 SPY @ 90.00 (signal) P&L +40.00',
    ],
    [
      'entry not affordable',
      { kind: 'entry_skipped', reason: 'afford', bar: 1, side: 'long', cash: 50, price: 101.5 },
      stocks,
      '2024-01-03 long entry skipped: cash 50.00 cannot buy one unit at 101.50',
    ],
    [
      'entry on a blocked day',
      { kind: 'entry_skipped', reason: 'daily-loss', bar: 1, side: 'short' },
      stocks,
      '2024-01-03 short entry skipped: daily loss limit reached',
    ],
    [
      'entry against an open trade',
      { kind: 'entry_skipped', reason: 'opposite', bar: 2, side: 'long' },
      stocks,
      '2024-01-04 long entry skipped: a short trade is open',
    ],
    [
      'entry over max open trades',
      { kind: 'entry_skipped', reason: 'max-open', bar: 2, side: 'long', limit: 3 },
      stocks,
      '2024-01-04 long entry skipped: 3 trades already open (max open trades)',
    ],
    [
      'entry over max trades per day (the day of the next bar)',
      { kind: 'entry_skipped', reason: 'per-day', bar: 2, side: 'long', limit: 2 },
      stocks,
      '2024-01-04 long entry skipped: 2 entries already on 2024-01-05 (max trades per day)',
    ],
    [
      'skips past the reported ones',
      { kind: 'skips_not_reported', reason: 'max-open', count: 7 },
      stocks,
      '... and 7 more entries skipped (max open trades)',
    ],
    [
      'daily loss limit',
      { kind: 'daily_loss_limit', bar: 1, limit: 0.05 },
      stocks,
      '2024-01-03 Daily loss limit of 5.00% reached: no new entries today',
    ],
    [
      'max drawdown halt',
      { kind: 'max_drawdown_halt', bar: 3, limit: 0.2, equity: 7900, peak: 10000.5 },
      stocks,
      '2024-01-05 Max drawdown of 20.00% reached (equity 7900.00, peak 10000.50): closing every trade at the next open, no new entries',
    ],
  ];
  for (const [name, event, view, line] of cases) {
    it(name, () => {
      expect(simulationEventLine(event, view)).toBe(line);
    });
  }
});

/**
 * A RunContext holds scratch buffers only: runs sharing one, one after another, give what runs
 * with fresh contexts give, and nothing a run returns changes when the next run reuses them.
 */
describe('runs sharing one RunContext', () => {
  const cases = PARITY_CASES.map((testCase) => {
    const interval = testCase.strategy.generalSetting.timeInterval === '1 Hour' ? '1h' : '1d';
    return {
      strategy: testCase.strategy,
      bars: engineBars(marketFile(interval, testCase.file), testCase.strategy),
    };
  });

  it('give the results and metrics of fresh contexts, on strategies of every block, interval and rule', () => {
    const context = new RunContext();
    const shared: Array<[BacktestOutcome, MetricsOutcome]> = cases.map(({ strategy, bars }) => [
      runBacktest(strategy, bars, { context }),
      runBacktestMetrics(strategy, bars, undefined, context),
    ]);
    cases.forEach(({ strategy, bars }, index) => {
      const [full, metrics] = shared[index] ?? [];
      expect(full?.ok).toBe(true);
      expect(full).toEqual(runBacktest(strategy, bars, { context: new RunContext() }));
      expect(metrics).toEqual(runBacktestMetrics(strategy, bars, undefined, new RunContext()));
    });
    // Every parity case run four times: a few seconds on a machine busy with other work.
  }, 60_000);
});
