import { describe, expect, it } from 'vitest';
import type { ClosedTrade } from '../src/backtest-results';
import {
  decisionsOfRun,
  nextSessionDate,
  openAtNewestClose,
  withNextSessionBars,
} from '../src/watch-decisions';

function trade(part: Partial<ClosedTrade>): ClosedTrade {
  return {
    entry_date: '2026-03-03',
    exit_date: '2026-03-05',
    ticker: 'SPY',
    type: 'long',
    entry_price: 100,
    exit_price: 101,
    size: 1,
    pnl: 1,
    pnl_percent: 1,
    commission: 0,
    exit_reason: 'signal',
    exit_block: null,
    ambiguous: false,
    closed_at_end: false,
    bars_held: 2,
    ...part,
  };
}

// Four real bars (2nd to 5th of March 2026) and the provisional bar of Friday the 6th.
const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];

describe('decisionsOfRun', () => {
  it('puts an entry and a signal exit on the closes before their fills, and a stop inside its bar', () => {
    const decisions = decisionsOfRun(
      [
        trade({ entry_date: '2026-03-03', exit_date: '2026-03-04', exit_reason: 'signal' }),
        trade({
          entry_date: '2026-03-04',
          exit_date: '2026-03-05',
          exit_reason: 'stop_loss',
          exit_block: 'Stop Loss %',
          exit_price: 95,
        }),
      ],
      DATES,
    );
    expect(decisions.map((d) => [d.bar, d.key, d.price])).toEqual([
      ['2026-03-02', 'entry-long-next_open:SPY', null],
      ['2026-03-03', 'exit-long-next_open:SPY', null],
      ['2026-03-03', 'entry-long-next_open:SPY', null],
      ['2026-03-05', 'exit-long-in_bar:SPY', 95],
    ]);
  });

  it('reads a decision of the newest close off the provisional bar, and ignores levels touched there', () => {
    const decisions = decisionsOfRun(
      [
        trade({
          entry_date: '2026-03-06',
          exit_date: '2026-03-06',
          closed_at_end: true,
          exit_reason: 'end_of_data',
        }),
        trade({
          type: 'short',
          entry_date: '2026-03-04',
          exit_date: '2026-03-06',
          exit_reason: 'trailing_stop',
        }),
      ],
      DATES,
    );
    expect(decisions.map((d) => [d.bar, d.key])).toEqual([
      ['2026-03-03', 'entry-short-next_open:SPY'],
      ['2026-03-05', 'entry-long-next_open:SPY'],
    ]);
  });

  it('counts the trades of one decision', () => {
    const decisions = decisionsOfRun(
      [
        trade({ entry_date: '2026-03-03', exit_date: '2026-03-06' }),
        trade({ entry_date: '2026-03-04', exit_date: '2026-03-06' }),
      ],
      DATES,
    );
    expect(decisions.filter((d) => d.kind === 'exit')).toMatchObject([{ bar: '2026-03-05', trades: 2 }]);
    expect(openAtNewestClose([trade({ entry_date: '2026-03-04', exit_date: '2026-03-06' })], DATES)).toEqual([
      { symbol: 'SPY', side: 'long', size: 1, entry_date: '2026-03-04', entry_price: 100 },
    ]);
  });
});

describe('nextSessionDate', () => {
  it('skips the weekend for markets that close on it, not for crypto', () => {
    expect(nextSessionDate('2026-03-06', false)).toBe('2026-03-09');
    expect(nextSessionDate('2026-03-06', true)).toBe('2026-03-07');
  });
});

describe('a portfolio check', () => {
  const series = (symbol: string, times: string[]) => {
    const column = () => Float64Array.from(times.map((_, index) => 100 + index));
    return {
      symbol,
      interval: '1d' as const,
      times,
      open: column(),
      high: column(),
      low: column(),
      close: column(),
      volume: column(),
    };
  };

  it("gives every symbol its provisional bar on one date and reads each decision off its own symbol's bars", () => {
    // XLE has no bar on the 4th: its entry filled on the 5th was decided at the close of the 3rd.
    const provisional = withNextSessionBars(
      [
        series('XLK', ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05']),
        series('XLE', ['2026-03-02', '2026-03-03', '2026-03-05']),
      ],
      false,
    );
    expect(provisional.newest).toBe('2026-03-05');
    expect(provisional.dates).toEqual(DATES);
    expect(provisional.series.map((bars) => bars.times.at(-1))).toEqual(['2026-03-06', '2026-03-06']);
    const decisions = decisionsOfRun(
      [
        trade({ ticker: 'XLK', entry_date: '2026-03-06', exit_date: '2026-03-06', closed_at_end: true }),
        trade({ ticker: 'XLE', entry_date: '2026-03-05', exit_date: '2026-03-06', closed_at_end: true }),
        trade({ ticker: 'XLE', entry_date: '2026-03-03', exit_date: '2026-03-05', exit_reason: 'signal' }),
      ],
      provisional.dates,
      provisional.datesByTicker,
    );
    expect(decisions.map((decision) => `${decision.bar} ${decision.key}`)).toEqual([
      '2026-03-02 entry-long-next_open:XLE',
      '2026-03-03 exit-long-next_open:XLE',
      '2026-03-03 entry-long-next_open:XLE',
      '2026-03-05 entry-long-next_open:XLK',
    ]);
  });
});
