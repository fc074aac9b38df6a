import { describe, expect, it } from 'vitest';
import { bars, closeVs, element, flat, run } from './scenario';

describe('Fixed Holding Period', () => {
  it('closes at the open after the trade was held that many bars', () => {
    // Entry at bar 2's open; held 2 bars (bars 2 and 3): decided at bar 3's close, filled at bar 4's open.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Fixed Holding Period', { bars: 2 })] },
      bars([flat(100), [100, 101, 99, 101], flat(100), flat(100), [104, 104, 104, 104], flat(104)]),
    );
    const trade = results.closed_trades[0];
    expect([
      trade?.entry_date,
      trade?.exit_date,
      trade?.exit_price,
      trade?.exit_reason,
      trade?.bars_held,
    ]).toEqual(['2024-01-03', '2024-01-05', 104, 'time_exit', 2]);
  });
});

describe('End of Week', () => {
  it("closes at Friday's close", () => {
    // 2024-01-01 is a Monday: signal Monday, entry Tuesday's open, exit Friday 2024-01-05 at its close.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('End of Week', { day: 'Friday' })] },
      bars([
        [100, 101, 99, 101],
        flat(100),
        flat(100),
        flat(100),
        [100, 100, 100, 103],
        flat(100),
        flat(100),
      ]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.entry_date, trade?.exit_date, trade?.exit_price, trade?.exit_reason]).toEqual([
      '2024-01-02',
      '2024-01-05',
      103,
      'end_of_week',
    ]);
  });

  it('closes on the last bar of the week when Friday is a holiday', () => {
    const times = ['2024-03-25', '2024-03-26', '2024-03-27', '2024-03-28', '2024-04-01', '2024-04-02'];
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('End of Week')] },
      bars([[100, 101, 99, 101], flat(100), flat(100), flat(102), flat(100), flat(100)], times),
    );
    expect(results.closed_trades[0]?.exit_date).toBe('2024-03-28');
  });
});

describe('End of Day', () => {
  it("closes at the session's last bar on hourly bars", () => {
    const hours = ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const times = hours.map((hour) => `2020-03-16T${hour}:00-04:00`).concat('2020-03-17T09:30:00-04:00');
    const prices = [101, 100, 100, 100, 100, 100, 105, 100];
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [element('End of Day', { time: '16:00' })],
        general: { timeInterval: '1 Hour' },
      },
      bars(
        prices.map((price) => flat(price)),
        times,
      ),
    );
    const trade = results.closed_trades[0];
    expect([trade?.entry_date, trade?.exit_date, trade?.exit_price, trade?.exit_reason]).toEqual([
      '2020-03-16T10:00:00-04:00',
      '2020-03-16T15:00:00-04:00',
      105,
      'end_of_day',
    ]);
  });
});

describe('Support Break and Resistance Break', () => {
  it('stops a long when the low reaches the lowest low of the previous n bars', () => {
    // lookback 2: on the entry bar 2 the support is min(100, 99) = 99 and its low 99.5 stays above;
    // at bar 3 the previous lows are 99 (bar 1) and 99.5 (bar 2): support 99, touched by the low 97.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Support Break', { lookback: 2 })] },
      bars([flat(100), [100, 101, 99, 101], [100, 101, 99.5, 100], [100, 100, 97, 97], flat(97)]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.exit_date, trade?.exit_price, trade?.exit_reason]).toEqual([
      '2024-01-04',
      99,
      'stop_loss',
    ]);
  });

  it('takes profit on a long when the high reaches the highest high of the previous n bars', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Resistance Break', { lookback: 2 })] },
      bars([flat(100), [100, 103, 99, 101], [100, 102, 99, 100], [100, 104, 100, 103], flat(103)]),
    );
    expect([results.closed_trades[0]?.exit_price, results.closed_trades[0]?.exit_reason]).toEqual([
      103,
      'take_profit',
    ]);
  });
});

describe('Max Drawdown exit', () => {
  it('trails the best close since entry by the percentage', () => {
    // Entry 100; bar 2 closes 110 -> from bar 3 the level is 110 x 0.9 = 99; bar 3's low 98 touches it.
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Max Drawdown', { percentage: 10 })] },
      bars([flat(100), [100, 101, 99, 101], [100, 112, 99.5, 110], [105, 106, 98, 99], flat(99)]),
    );
    expect([results.closed_trades[0]?.exit_price, results.closed_trades[0]?.exit_reason]).toEqual([
      99,
      'trailing_stop',
    ]);
  });
});

describe('Profit Target', () => {
  it('is a target at the entry price plus the percentage', () => {
    const results = run(
      { entryLong: closeVs('>', 100.5), exitLong: [element('Profit Target', { percentage: 4 })] },
      bars([flat(100), [100, 101, 99, 101], [100, 103, 99, 102], [102, 104.5, 101, 104], flat(104)]),
    );
    expect([results.closed_trades[0]?.exit_price, results.closed_trades[0]?.exit_block]).toEqual([
      104,
      'Profit Target',
    ]);
  });
});

describe('Trailing Stop ATR', () => {
  it('trails the highest high by multiplier x the ATR of the signal bar', () => {
    // True ranges 2 and 2: ATR(2) = 2 at the signal bar 2; distance 1 x 2 = 2.
    // Entry 100 at bar 3; bar 3's high 106 moves the level to 104 from bar 4 on; bar 4's low 103.5 touches it.
    const results = run(
      {
        entryLong: closeVs('>', 100.5),
        exitLong: [element('Trailing Stop ATR', { atrMultiplier: 1, period: 2 })],
      },
      bars([
        flat(100),
        [100, 101, 99, 100],
        [100, 101, 99, 101],
        [100, 106, 99, 105],
        [105, 105, 103.5, 104],
        flat(104),
      ]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.entry_date, trade?.exit_price, trade?.exit_reason, trade?.exit_block]).toEqual([
      '2024-01-04',
      104,
      'trailing_stop',
      'Trailing Stop ATR',
    ]);
  });
});

describe('trailing stops on shorts', () => {
  it('trail the lowest low of earlier bars, above it', () => {
    // Short at 100; bar 2's low 90 moves the level to 90 x 1.05 = 94.5 from bar 3; bar 3's high 95 touches it.
    const results = run(
      { entryShort: closeVs('<', 99.5), exitShort: [element('Trailing Stop %', { percentage: 5 })] },
      bars([flat(100), [100, 100, 98, 99], [100, 101, 90, 91], [92, 95, 91, 94], flat(94)]),
    );
    const trade = results.closed_trades[0];
    expect([trade?.type, trade?.exit_price, trade?.exit_reason]).toEqual(['short', 94.5, 'trailing_stop']);
    expect(trade?.pnl).toBeCloseTo(10 * (100 - 94.5), 10);
  });
});
