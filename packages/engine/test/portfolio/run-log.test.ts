import { describe, expect, it } from 'vitest';
import { runPortfolio, type PortfolioEvent } from '../../src/index';
import { portfolioRunLogSink, simulationEventLine } from '../../src/pipeline/run-log';
import { element, strategy, weekdays } from '../sim/scenario';
import { flatSeries } from './hand-worked';

const d = weekdays(10);

describe("a portfolio's run log", () => {
  it('writes a lane event as the single-symbol log does, on that symbol’s bar times', () => {
    const lines: string[] = [];
    // B trades on every other weekday only: its bar 1 is the calendar's day 2.
    const b = { times: [d[0] ?? '', d[2] ?? ''], symbol: 'B' };
    const sink = portfolioRunLogSink([{ times: d, symbol: 'A' }, b], d, true, (line) => lines.push(line));
    sink({ lane: 1, event: { kind: 'entry', bar: 1, side: 'long', price: 40, size: 150 } });
    sink({
      lane: 1,
      event: { kind: 'entry_skipped', bar: 1, side: 'long', reason: 'afford', cash: 5, price: 40 },
    });
    sink({ lane: null, event: { kind: 'daily_loss_limit', bar: 3, limit: 0.05 } });
    expect(lines).toEqual([
      `${d[2]} BUY 150 B @ 40.00`,
      // Several symbols share the log: a skipped entry names its symbol.
      `${d[2]} B long entry skipped: cash 5.00 cannot buy one unit at 40.00`,
      `${d[3]} Daily loss limit of 5.00% reached: no new entries today`,
    ]);
    // The same event of a single-symbol run, formatted by the same function.
    expect(
      simulationEventLine(
        { kind: 'entry', bar: 1, side: 'long', price: 40, size: 150 },
        { times: b.times, symbol: 'B', wholeUnits: true },
      ),
    ).toBe(lines[0]);
  });

  it("logs a shared run's fills with their symbols, sizes and P&L", () => {
    // Capital 10000, 60% per entry, whole units, no costs: B enters at day 2's open (40) with
    // 6000 / 40 = 150 units and leaves at day 5's open (8): P&L 150 x (8 - 40) = -4800.
    const series = [
      flatSeries('A', [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]),
      flatSeries('B', [5, 40, 40, 40, 8, 8, 8, 8, 8, 8]),
    ];
    const lines: string[] = [];
    const outcome = runPortfolio(
      {
        ...strategy({
          entryLong: [element('Close'), element('>'), element('Number', { value: 10 })],
          exitLong: [element('Close'), element('<'), element('Number', { value: 10 })],
          general: { initialCapital: 10000, equityUsed: 60 },
          risk: { maxOpenTrades: 2 },
        }),
        portfolio: { symbols: ['A', 'B'] },
      },
      Object.fromEntries(series.map((bars) => [bars.symbol, bars])),
      {
        onEvent: (event: PortfolioEvent) => {
          if (event.type === 'log') lines.push(event.line);
        },
      },
    );
    expect(outcome.ok).toBe(true);
    const fills = lines.filter((line) => / (BUY|SELL) /.test(line));
    expect(fills).toHaveLength(2);
    expect(fills[0]).toBe(`${d[2]} BUY 150 B @ 40.00`);
    expect(fills[1]).toMatch(new RegExp(`^${d[5]} SELL 150 B @ 8\\.00 \\(signal.*\\) P&L -4800\\.00$`));
  });
});
