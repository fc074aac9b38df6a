import { describe, expect, it } from 'vitest';
import { bars, closeVs, run } from './scenario';

// A signal at bar 1's close (close 10.5 > 10.2) fills at bar 2's open (11), with 1% slippage and
// 0.1% commission, on 1000 of capital, whole units. Worked by hand:
//   fill = 11 x 1.01 = 11.11; notional = min(1000, 1000 / 1.001) = 999.000999...; units = floor(89.919) = 89
//   entry commission = 89 x 11.11 x 0.001 = 0.98879; cash = 1000 - 988.79 - 0.98879 = 10.22121
//   the trade is still open after the last bar: it closes at the last close 12 x 0.99 = 11.88,
//   exit commission = 89 x 11.88 x 0.001 = 1.05732, pnl = 89 x 0.77 - 0.98879 - 1.05732 = 66.48389
const series = bars([
  [10, 10, 10, 10],
  [10, 11, 9, 10.5],
  [11, 12, 10.5, 11.5],
  [11.5, 12, 11, 12],
]);

describe('next-open fills with slippage and commission', () => {
  const results = run({ entryLong: closeVs('>', 10.2), general: { commission: 0.1, slippage: 1 } }, series);
  const [trade] = results.closed_trades;

  it('fills the signal of bar t at the open of bar t+1 with adverse slippage', () => {
    expect(results.closed_trades).toHaveLength(1);
    expect(trade?.entry_date).toBe('2024-01-03');
    expect(trade?.entry_price).toBeCloseTo(11.11, 10);
  });

  it('sizes whole units on equity, capped by cash after commission', () => {
    expect(trade?.size).toBe(89);
  });

  it('closes a trade still open at the last close, as a normal fill, flagged', () => {
    expect(trade?.exit_date).toBe('2024-01-04');
    expect(trade?.exit_price).toBeCloseTo(11.88, 10);
    expect(trade?.closed_at_end).toBe(true);
    expect(trade?.exit_reason).toBe('end_of_data');
    expect(trade?.bars_held).toBe(2);
  });

  it('charges commission on both fills and nets it out of the P&L', () => {
    expect(trade?.commission).toBeCloseTo(0.98879 + 1.05732, 10);
    expect(trade?.pnl).toBeCloseTo(66.48389, 8);
    expect(trade?.pnl_percent).toBeCloseTo((66.48389 / 988.79) * 100, 8);
  });

  it('marks equity at each close and ends on the cash after the final fill', () => {
    expect(results.chart_data.equity[0]).toBe(1000);
    expect(results.chart_data.equity[1]).toBe(1000);
    expect(results.chart_data.equity[2]).toBeCloseTo(10.22121 + 89 * 11.5, 8);
    expect(results.chart_data.equity[3]).toBeCloseTo(1066.48389, 8);
    expect(results.performance_metrics.final_nav).toBeCloseTo(1066.48389, 8);
  });

  it('skips an entry that cannot afford one unit, with a log line', () => {
    // Bar 2 also closes above 10.2, but the cash left (10.22) cannot buy one unit at 11.5 x 1.01.
    expect(
      results.logs.some((line) => line.includes('entry skipped') && line.includes('cannot buy one unit')),
    ).toBe(true);
  });

  it('opens nothing on a signal of the last bar', () => {
    const lastOnly = run({ entryLong: closeVs('>', 11.9) }, series);
    expect(lastOnly.closed_trades).toHaveLength(0);
  });
});

describe('sizing modes', () => {
  const series100 = bars([
    [100, 100, 100, 100],
    [100, 101, 99, 101],
    [100, 100, 100, 100],
    [100, 100, 100, 100],
  ]);

  it('uses equityUsed percent of equity in percent mode', () => {
    const results = run({ entryLong: closeVs('>', 100.5), general: { equityUsed: 25 } }, series100);
    expect(results.closed_trades[0]?.size).toBe(2);
  });

  it('uses fixedPositionSize dollars in fixed mode', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), risk: { sizingMode: 'fixed', fixedPositionSize: 550 } },
      series100,
    );
    expect(results.closed_trades[0]?.size).toBe(5);
  });

  it('trades fractional units for crypto', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), general: { assetClass: 'Cryptocurrency', equityUsed: 50 } },
      series100,
    );
    expect(results.closed_trades[0]?.size).toBeCloseTo(5, 12);
    const all = run(
      { entryLong: closeVs('>', 100.5), general: { assetClass: 'Cryptocurrency', commission: 0.1 } },
      series100,
    );
    // min(1000, 1000 / 1.001) / 100 = 9.99000999...
    expect(all.closed_trades[0]?.size).toBeCloseTo(1000 / 1.001 / 100, 12);
  });
});
