import { describe, expect, it } from 'vitest';
import { bars, closeVs, element, flat, run } from './scenario';

// Entry: close > 100.5 at bar 1 -> long 10 units at bar 2's open (100), no costs.
const lead: Array<[number, number, number, number]> = [flat(100), [100, 101, 99, 101]];
const stopLoss = [element('Stop Loss %', { percentage: 5 })];
const stopAndTarget = [
  element('Stop Loss %', { percentage: 5 }),
  element('Or'),
  element('Take Profit %', { percentage: 3 }),
];

/** The first trade; a close above 100.5 after an exit opens the next one (entries are re-checked). */
function only<T>(items: T[]): T {
  expect(items.length).toBeGreaterThanOrEqual(1);
  return items[0] as T;
}

describe('stop loss %', () => {
  it('fills at the stop level when the low touches it', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopLoss },
      bars([...lead, [100, 102, 97, 98], [97, 98, 94, 95], flat(95)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.exit_date, trade.exit_price, trade.exit_reason, trade.exit_block]).toEqual([
      '2024-01-04',
      95,
      'stop_loss',
      'Stop Loss %',
    ]);
    expect(trade.pnl).toBeCloseTo(-50, 10);
    expect(trade.bars_held).toBe(2);
  });

  it('fills at the open when the bar gaps past the stop', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopLoss },
      bars([...lead, [100, 102, 97, 98], [93, 94, 90, 92], flat(92)]),
    );
    expect(only(results.closed_trades).exit_price).toBe(93);
  });

  it('takes the stop first when a bar touches both stop and target, and flags the trade', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopAndTarget },
      bars([...lead, [100, 102, 97, 98], [98, 104, 94, 100], flat(100)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.exit_price, trade.exit_reason, trade.ambiguous]).toEqual([95, 'stop_loss', true]);
  });

  it('tests the entry bar itself, from the entry open to its low', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopLoss },
      bars([...lead, [100, 100, 94, 96], flat(96)]),
    );
    expect([only(results.closed_trades).exit_date, only(results.closed_trades).exit_price]).toEqual([
      '2024-01-03',
      95,
    ]);
  });

  it('sets the level from the entry fill price, slippage included, and slips the stop fill too', () => {
    // fill = 100 x 1.01 = 101; stop = 101 x 0.95 = 95.95; stop fill = 95.95 x 0.99 = 94.9905
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopLoss, general: { slippage: 1 } },
      bars([...lead, [100, 102, 97, 98], [97, 98, 95, 96], flat(96)]),
    );
    const trade = only(results.closed_trades);
    expect(trade.entry_price).toBeCloseTo(101, 10);
    expect(trade.exit_price).toBeCloseTo(94.9905, 10);
  });
});

describe('take profit %', () => {
  it('fills at the target level inside the bar', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopAndTarget },
      bars([...lead, [100, 102, 99, 101], [101, 103.5, 100, 103], flat(103)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.exit_date, trade.exit_price, trade.exit_reason, trade.ambiguous]).toEqual([
      '2024-01-04',
      103,
      'take_profit',
      false,
    ]);
  });

  it('fills at the open when the bar opens beyond the target', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: stopAndTarget },
      bars([...lead, [100, 102, 99, 101], [105, 106, 104, 105], flat(105)]),
    );
    expect(only(results.closed_trades).exit_price).toBe(105);
  });
});

describe('dollar stops and targets', () => {
  it('puts the level where the P&L reaches the amount: entry -/+ amount / size', () => {
    // 10 units at 100: Stop Loss $ 20 -> 98; Take Profit $ 30 -> 103.
    const exits = [
      element('Stop Loss $', { amount: 20 }),
      element('Or'),
      element('Take Profit $', { amount: 30 }),
    ];
    const stopped = run(
      { entryLong: closeVs('>', 100.5), exitLong: exits },
      bars([...lead, [100, 101, 97.5, 99], flat(99)]),
    );
    expect(only(stopped.closed_trades).exit_price).toBe(98);
    expect(only(stopped.closed_trades).pnl).toBeCloseTo(-20, 10);
    const won = run(
      { entryLong: closeVs('>', 100.5), exitLong: exits },
      bars([...lead, [100, 103.2, 99, 103], flat(103)]),
    );
    expect(only(won.closed_trades).pnl).toBeCloseTo(30, 10);
  });
});

describe('trailing stop %', () => {
  it("trails the highest high of earlier bars: a bar's own high moves the stop from the next bar on", () => {
    // Entry 100. Bar 2: level max(100) x 0.95 = 95, its high 110 only counts from bar 3 on.
    // Bar 3: level 110 x 0.95 = 104.5; its low 104 touches it.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Trailing Stop %', { percentage: 5 })] },
      bars([...lead, [100, 110, 99, 108], [108, 109, 104, 105], flat(105)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.exit_date, trade.exit_price, trade.exit_reason]).toEqual([
      '2024-01-04',
      104.5,
      'trailing_stop',
    ]);
  });

  it('uses the tighter of a stop loss and a trailing stop', () => {
    // Stop loss 2% -> 98; trailing 5% from 100 -> 95 on the entry bar: 98 applies.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [
          element('Stop Loss %', { percentage: 2 }),
          element('Or'),
          element('Trailing Stop %', { percentage: 5 }),
        ],
      },
      bars([...lead, [100, 100.5, 97, 99], flat(99)]),
    );
    expect([only(results.closed_trades).exit_price, only(results.closed_trades).exit_block]).toEqual([
      98,
      'Stop Loss %',
    ]);
  });
});

describe('risk/reward ratio', () => {
  it('sets the target at ratio x the distance to the stop', () => {
    // Stop 5% -> 95 (risk 5); ratio 2 -> target 110.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [
          element('Stop Loss %', { percentage: 5 }),
          element('Or'),
          element('Risk/Reward Ratio', { ratio: 2 }),
        ],
      },
      bars([...lead, [100, 109, 99, 108], [108, 111, 107, 110], flat(110)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.exit_price, trade.exit_reason, trade.exit_block]).toEqual([
      110,
      'take_profit',
      'Risk/Reward Ratio',
    ]);
  });

  it('uses riskSetting.riskRewardRatio when the block does not set its own ratio', () => {
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [element('Stop Loss %', { percentage: 5 }), element('Or'), element('Risk/Reward Ratio')],
        risk: { riskRewardRatio: 1 },
      },
      bars([...lead, [100, 105.5, 99, 105], flat(105)]),
    );
    expect(only(results.closed_trades).exit_price).toBe(105);
  });
});

describe('ATR stop', () => {
  it('sets the stop at entry - multiplier x the ATR of the signal bar', () => {
    // True ranges: bar1 max(101,100)-min(99,100) = 2, bar2 = 2; ATR(2) at bar 2 = 2 (signal bar),
    // entry at bar 3 open 100 -> stop 100 - 1.5 x 2 = 97.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [element('ATR Stop', { atrMultiplier: 1.5, period: 2 })],
      },
      bars([flat(100), [100, 101, 99, 100], [100, 101, 99, 101], [100, 100.5, 96, 98], flat(98)]),
    );
    const trade = only(results.closed_trades);
    expect([trade.entry_date, trade.exit_price, trade.exit_reason]).toEqual(['2024-01-04', 97, 'stop_loss']);
  });
});
