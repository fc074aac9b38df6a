import { describe, expect, it } from 'vitest';
import { bars, closeVs, element, flat, run, weekdays } from './scenario';

const always = closeVs('>', 0);

describe('maxOpenTrades', () => {
  it('caps the number of trades open at once', () => {
    // An entry signal on every bar, 10% of equity per trade: trades pile up until 3 are open.
    const results = run(
      { entryLong: always, general: { equityUsed: 10 }, risk: { maxOpenTrades: 3 } },
      bars(Array.from({ length: 8 }, () => flat(10))),
    );
    expect(results.closed_trades.map((trade) => trade.entry_date)).toEqual([
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
    ]);
    expect(results.logs.some((line) => line.includes('max open trades'))).toBe(true);
  });
});

describe('maxTradesPerDay', () => {
  it('counts entries per calendar day on intraday bars', () => {
    const hours = ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'];
    const times = ['2020-03-16', '2020-03-17'].flatMap((day) =>
      hours.map((hour) => `${day}T${hour}:00-04:00`),
    );
    const results = run(
      {
        entryLong: always,
        exitLong: [element('Fixed Holding Period', { bars: 1 })],
        general: { timeInterval: '1 Hour', equityUsed: 10 },
        risk: { maxTradesPerDay: 2, maxOpenTrades: 10 },
      },
      bars(
        times.map(() => flat(10)),
        times,
      ),
    );
    const perDay = new Map<string, number>();
    for (const trade of results.closed_trades) {
      const day = trade.entry_date.slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect([...perDay.entries()]).toEqual([
      ['2020-03-16', 2],
      ['2020-03-17', 2],
    ]);
  });
});

describe('maxDrawdown', () => {
  it('closes every trade at the next open and enters nothing more once equity is too far below its peak', () => {
    // 10 units at 100. Bar 3 closes 89: equity 890 is 11% below the 1000 peak (limit 10%):
    // the trade closes at bar 4's open (88) and the entry signals that follow are ignored.
    const results = run(
      { entryLong: always, risk: { maxDrawdown: 10 } },
      bars([
        flat(100),
        flat(100),
        [100, 100, 95, 95],
        [95, 95, 89, 89],
        [88, 90, 88, 90],
        flat(91),
        flat(92),
      ]),
    );
    expect(results.closed_trades).toHaveLength(1);
    const trade = results.closed_trades[0];
    expect([trade?.exit_date, trade?.exit_price, trade?.exit_reason]).toEqual([
      '2024-01-05',
      88,
      'max_drawdown_halt',
    ]);
    expect(results.logs.some((line) => line.includes('Max drawdown of 10.00% reached'))).toBe(true);
    // The chart is told where: at the close that decided it (bar 3), one day before the exit fill.
    expect(results.chart_data.risk_events).toEqual([{ date: '2024-01-04', kind: 'max_drawdown_halt' }]);
  });

  it('does not halt at exactly the limit (more than, not equal)', () => {
    const results = run(
      { entryLong: always, risk: { maxDrawdown: 10 } },
      bars([flat(100), flat(100), [100, 100, 90, 90], flat(90), flat(90)]),
    );
    expect(results.closed_trades[0]?.exit_reason).toBe('end_of_data');
    expect(results.chart_data.risk_events).toEqual([]);
  });

  it('marks a halt decided while flat, after a stop took the loss', () => {
    // 10 units at 100, closed by a 15% stop at 85 inside bar 2: flat at 850, 15% below the 1000
    // peak, so bar 2's close halts the run although no trade is left to close.
    const results = run(
      {
        entryLong: always,
        exitLong: [element('Stop Loss %', { percentage: 15 })],
        risk: { maxDrawdown: 10 },
      },
      bars([flat(100), flat(100), [100, 100, 80, 80], flat(80), flat(80)]),
    );
    expect(results.closed_trades.map((trade) => trade.exit_reason)).toEqual(['stop_loss']);
    expect(results.chart_data.risk_events).toEqual([{ date: weekdays(5)[2], kind: 'max_drawdown_halt' }]);
  });
});

describe('dailyLossLimit', () => {
  it('decides no entry at a close whose equity fell more than the limit from the previous close', () => {
    // Each trade lives one bar (holding period 1). Bar 2 closes 6% down with a trade open:
    // no entry is decided at bar 2's close, so nothing fills at bar 3's open.
    const results = run(
      {
        entryLong: always,
        exitLong: [element('Fixed Holding Period', { bars: 1 })],
        risk: { dailyLossLimit: 5 },
      },
      bars([flat(100), flat(100), [100, 100, 94, 94], flat(94), flat(94), flat(94)]),
    );
    const entries = results.closed_trades.map((trade) => trade.entry_date);
    const dates = weekdays(6);
    expect(entries).toContain(dates[2]);
    expect(entries).not.toContain(dates[3]);
    expect(entries).toContain(dates[4]);
    expect(results.logs.some((line) => line.includes('Daily loss limit of 5.00% reached'))).toBe(true);
    expect(results.chart_data.risk_events).toEqual([{ date: dates[2], kind: 'daily_loss_limit' }]);
  });

  it('marks each day the limit was reached once, on intraday bars too', () => {
    // Hourly bars over two days, one trade of 10 units bought at 100 and held. 11:00 on the first
    // day marks 940 (6% below the day's 1000 start); 10:00 on the second marks 870 (6.5% below its
    // 930 start). Later bars of each day are already blocked: one mark per day.
    const hours = ['09:30', '10:00', '11:00', '12:00'];
    const times = ['2020-03-16', '2020-03-17'].flatMap((day) =>
      hours.map((hour) => `${day}T${hour}:00-04:00`),
    );
    const results = run(
      {
        entryLong: always,
        general: { timeInterval: '1 Hour' },
        risk: { dailyLossLimit: 5, maxOpenTrades: 1 },
      },
      bars(
        [100, 100, 94, 93, 93, 87, 86, 85].map((price) => flat(price)),
        times,
      ),
    );
    expect(results.chart_data.risk_events).toEqual([
      { date: times[2], kind: 'daily_loss_limit' },
      { date: times[5], kind: 'daily_loss_limit' },
    ]);
    expect(results.logs.filter((line) => line.includes('Daily loss limit of 5.00% reached'))).toHaveLength(2);
  });
});

describe('risk events', () => {
  it('are in every run, empty when no rule fires', () => {
    const results = run({ entryLong: always }, bars([flat(100), flat(101), flat(102)]));
    expect(results.chart_data.risk_events).toEqual([]);
  });
});
