import { describe, expect, it } from 'vitest';
import { bars, closeVs, element, flat, run } from './scenario';

describe('signal exits', () => {
  it('fill at the next open, before any stop of that bar', () => {
    // Long at 100 (bar 2). Bar 2 closes 98.5 < 99: exit decided; bar 3 opens at 94, below the 95 stop:
    // the signal exit fills at the open and is reported as a signal exit.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [...closeVs('<', 99), element('Or'), element('Stop Loss %', { percentage: 5 })],
      },
      bars([flat(100), [100, 101, 99, 101], [100, 100, 98, 98.5], [94, 95, 90, 92], flat(92)]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.exit_date, trade?.exit_price, trade?.exit_reason]).toEqual(['2024-01-04', 94, 'signal']);
  });
});

describe('at a close, exits are decided before entries', () => {
  it('reverses a long into a short at the same open in Long/Short', () => {
    // Bar 1 closes 101: long at bar 2's open (100, 10 units). Bar 2 closes 99: exit long and enter
    // short both fill at bar 3's open (99.5); the short is sized on the cash after the long's exit:
    // 10 x 99.5 = 995 of cash buys floor(995 / 99.5) = 10 units.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: closeVs('<', 99.5),
        entryShort: closeVs('<', 99.5),
        exitShort: closeVs('>', 100.5),
      },
      bars([flat(100), [100, 101, 99, 101], [100, 100, 98.5, 99], [99.5, 99.5, 99, 99], flat(99)]),
    );
    const [long, short] = results.closed_trades;
    expect([long?.type, long?.exit_date, long?.exit_price]).toEqual(['long', '2024-01-04', 99.5]);
    expect([short?.type, short?.entry_date, short?.entry_price, short?.size]).toEqual([
      'short',
      '2024-01-04',
      99.5,
      10,
    ]);
  });

  it('checks entries on the bar whose stop closed the previous trade', () => {
    // Bar 3 stops the trade at 95 and closes at 101: a new entry fills at bar 4's open.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Stop Loss %', { percentage: 5 })] },
      bars([flat(100), [100, 101, 99, 101], [100, 100, 99, 99], [97, 101, 94, 101], [102, 102, 101, 101]]),
    );
    expect(results.closed_trades.map((trade) => [trade.entry_date, trade.exit_date])).toEqual([
      ['2024-01-03', '2024-01-04'],
      ['2024-01-05', '2024-01-05'],
    ]);
  });

  it('sizes an entry after a stop that fills at the same open (docs/engine.md#4-fills-costs-and-sizing)', () => {
    // Bar 2: 10 units at 100 take all the cash (stop 95); bar 2 closes 102, a second entry is decided
    // (2 trades may be open). Bar 3 opens at 90, past the stop. Sized before the stop, the entry
    // would find no cash and be skipped; sized after it, the 900 returned buy 10 units at 90.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [element('Stop Loss %', { percentage: 5 })],
        risk: { maxOpenTrades: 2 },
      },
      bars([flat(100), [100, 101, 99, 101], [100, 102, 99, 102], [90, 91, 89, 90], flat(90)]),
    );
    expect(
      results.closed_trades.map((trade) => [
        trade.entry_date,
        trade.entry_price,
        trade.size,
        trade.exit_date,
        trade.exit_price,
        trade.exit_reason,
      ]),
    ).toEqual([
      ['2024-01-03', 100, 10, '2024-01-04', 90, 'stop_loss'],
      ['2024-01-04', 90, 10, '2024-01-05', 90, 'end_of_data'],
    ]);
    expect(results.logs.some((line) => line.includes('cannot buy one unit'))).toBe(false);
  });

  it('gives the long side priority when long and short entries fire together', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), entryShort: closeVs('>', 100.5) },
      bars([flat(100), [100, 101, 99, 101], flat(100), flat(100)]),
    );
    expect(results.closed_trades.map((trade) => trade.type)).toEqual(['long']);
  });

  it('ignores the short sides of a Long Only strategy', () => {
    const results = run(
      { entryLong: closeVs('>', 1000), general: { strategyType: 'Long Only' } },
      bars([flat(100), [100, 101, 99, 99], flat(100), flat(100)]),
    );
    expect(results.closed_trades).toHaveLength(0);
  });
});

describe('short trades', () => {
  it('profit when the price falls, set their notional aside like a long, and mark at 2 x entry - price', () => {
    // Short 10 at 100 (bar 2), bar 2 closes 95: equity = 0 + 10 x (200 - 95) = 1050; closes at 90 at the end.
    const results = run(
      { entryShort: closeVs('<', 99.5), exitShort: closeVs('>', 1000) },
      bars([flat(100), [100, 100, 98, 99], [100, 100, 94, 95], [92, 92, 89, 90]]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.type, trade?.size, trade?.entry_price, trade?.exit_price]).toEqual(['short', 10, 100, 90]);
    expect(trade?.pnl).toBeCloseTo(100, 10);
    expect(results.chart_data.equity[2]).toBeCloseTo(1050, 10);
    expect(results.performance_metrics.final_nav).toBeCloseTo(1100, 10);
  });

  it('puts a short stop above the entry and buys it back with slippage', () => {
    // Short fill 100 x 0.99 = 99; stop 5% above = 103.95, bought back at 103.95 x 1.01 = 104.9895.
    const results = run(
      {
        entryShort: closeVs('<', 99.5),
        exitShort: [element('Stop Loss %', { percentage: 5 })],
        general: { slippage: 1 },
      },
      bars([flat(100), [100, 100, 98, 99], [100, 101, 99, 100], [102, 104, 101, 103], flat(103)]),
    );
    const trade = results.closed_trades[0];
    expect(trade?.entry_price).toBeCloseTo(99, 10);
    expect(trade?.exit_price).toBeCloseTo(104.9895, 10);
  });
});
