import { describe, expect, it } from 'vitest';
import {
  runBacktest,
  runPortfolio,
  symbolReferences,
  type BarSeries,
  type OtherSeries,
} from '../../src/index';
import { element, strategy, type ScenarioOptions } from '../sim/scenario';
import { calendar, daily } from './series';

/** Opens at 110 every day; closes at 100 except on the given dates (close 140). */
function stepSeries(dates: string[], high: string[]): BarSeries {
  return daily(
    'TEST',
    dates.map((date) => [date, high.includes(date) ? 140 : 100, { open: 110 }] as const),
  );
}

const weeklySma = { period: 2, timeframe: '1W' };
const crossing: ScenarioOptions = {
  entryLong: [element('SMA', weeklySma), element('Cross Above'), element('Open')],
  exitLong: [element('SMA', weeklySma), element('Cross Below'), element('Open')],
};

function trades(options: ScenarioOptions, bars: BarSeries, others?: OtherSeries) {
  const outcome = runBacktest(strategy(options), bars, others ? { others } : {});
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
  return outcome.results.closed_trades.map((trade) => [
    trade.entry_date,
    trade.entry_price,
    trade.exit_date,
    trade.exit_price,
    trade.exit_reason,
  ]);
}

function problems(options: ScenarioOptions, bars: BarSeries, others?: OtherSeries): string[] {
  const outcome = runBacktest(strategy(options), bars, others ? { others } : {});
  if (outcome.ok) return [];
  return outcome.diagnostics.filter((diagnostic) => diagnostic.severity === 'error').map((d) => d.message);
}

describe('a weekly line crossing a daily one', () => {
  it('crosses at the Friday close where the week completes', () => {
    // Weekly closes 100, 100, 140 (Friday 22 March), 100, 100: SMA(2) weekly 100, 100, 120, 120, 100.
    const bars = stepSeries(calendar('2024-03-04', '2024-04-12'), ['2024-03-22']);
    expect(trades(crossing, bars)).toEqual([
      // Cross above at Friday 22's close, filled at Monday 25's open; the SMA falls back to 100 at
      // Friday 5 April's close: the exit fills at Monday 8's open.
      ['2024-03-25', 110, '2024-04-08', 110, 'signal'],
    ]);
  });

  it('after a holiday Friday, crosses at the close of the Monday that completes the week', () => {
    // Good Friday (29 March) has no bar: the week of 25-28 March (last close 140 on Thursday 28)
    // completes at Monday 1 April's close.
    const bars = stepSeries(calendar('2024-03-04', '2024-04-15', [1, 2, 3, 4, 5], ['2024-03-29']), [
      '2024-03-28',
    ]);
    expect(trades(crossing, bars)).toEqual([
      // Weekly SMA(2): 120 from 1 April, (140 + 100) / 2 = 120 at Friday 5 April, 100 at Friday 12.
      ['2024-04-02', 110, '2024-04-15', 110, 'signal'],
    ]);
  });

  it('does not cross when the value is missing on the bar before', () => {
    const bars = stepSeries(calendar('2024-03-04', '2024-03-29'), []);
    const weekly = { period: 1, timeframe: '1W' };
    // The first weekly value (100, at Friday 8 March) follows a missing one: no cross, ever.
    expect(
      trades(
        { entryLong: [element('SMA', weekly), element('Cross Above'), element('Number', { value: 50 })] },
        bars,
      ),
    ).toEqual([]);
    // The same line compared with > opens a trade at that close.
    expect(
      trades(
        { entryLong: [element('SMA', weekly), element('>'), element('Number', { value: 50 })] },
        bars,
      )[0]?.[0],
    ).toBe('2024-03-11');
  });
});

describe('a portfolio with a regime filter on another symbol', () => {
  it("enters and leaves every symbol on the filter symbol's closes", () => {
    const dates = calendar('2024-07-01', '2024-07-12', [1, 2, 3, 4, 5], ['2024-07-04']);
    const flat = (symbol: string) =>
      daily(
        symbol,
        dates.map((date) => [date, 20] as const),
      );
    const spyCloses: Record<string, number> = { '2024-07-03': 110, '2024-07-05': 110, '2024-07-08': 90 };
    const spy = daily(
      'SPY',
      dates.map((date) => [date, spyCloses[date] ?? 100] as const),
    );
    const config = {
      ...strategy({
        entryLong: [element('Close', { symbol: 'SPY' }), element('>'), element('Number', { value: 105 })],
        exitLong: [element('Close', { symbol: 'SPY' }), element('<'), element('Number', { value: 95 })],
        general: { equityUsed: 50, tickerSymbol: 'AAA' },
        risk: { maxOpenTrades: 2 },
      }),
      portfolio: { symbols: ['AAA', 'BBB'], mode: 'shared' as const },
    };
    const outcome = runPortfolio(
      config,
      { AAA: flat('AAA'), BBB: flat('BBB') },
      { others: { SPY: { bars: spy, assetClass: 'US Stocks' } } },
    );
    if (!outcome.ok || !('closed_trades' in outcome.results)) throw new Error('a shared run');
    // SPY closes above 105 on Wednesday 3 July: both enter at Friday 5's open; it closes below 95
    // on Monday 8: both leave at Tuesday 9's open.
    expect(
      outcome.results.closed_trades.map((trade) => [trade.ticker, trade.entry_date, trade.exit_date]),
    ).toEqual([
      ['AAA', '2024-07-05', '2024-07-09'],
      ['BBB', '2024-07-05', '2024-07-09'],
    ]);
  });
});

describe('what a run refuses', () => {
  const bars = stepSeries(calendar('2024-03-04', '2024-03-29'), []);
  const smaOf = (properties: Record<string, string | number>): ScenarioOptions => ({
    entryLong: [element('SMA', { period: 2, ...properties }), element('>'), element('Number', { value: 1 })],
  });

  it('a symbol the market data does not have, naming the block and the symbol', () => {
    expect(problems(smaOf({ symbol: 'XYZ' }), bars)).toEqual([
      'Entry long, Logic 1, element 1 (SMA): symbol "XYZ" is not in the market data',
    ]);
  });

  it('a symbol without bars in the window', () => {
    const old = daily('OLD', [['2020-01-02', 5]]);
    expect(
      problems({ ...smaOf({ symbol: 'OLD' }), general: { startDate: '2024-01-01' } }, bars, {
        OLD: { bars: old, assetClass: 'US Stocks' },
      }),
    ).toEqual(['Entry long, Logic 1, element 1 (SMA): symbol "OLD" has no bars in the window']);
  });

  it('a timeframe the run may not read', () => {
    expect(problems({ ...smaOf({ timeframe: '1D' }), general: { timeInterval: '1 Week' } }, bars)).toEqual([
      'Entry long, Logic 1, element 1 (SMA): timeframe "1D" is not allowed on 1 Week runs (1 Week runs may read 1W)',
    ]);
    expect(problems(smaOf({ timeframe: '2W' }), bars)).toEqual([
      'Entry long, Logic 1, element 1 (SMA): timeframe must be one of 1D, 1W, 1M, got "2W"',
    ]);
  });

  it("nothing when the block reads the traded symbol by name at the run's interval", () => {
    expect(problems(smaOf({ symbol: 'test', timeframe: '1D' }), bars)).toEqual([]);
  });
});

describe('the symbols a strategy reads', () => {
  it('lists each other symbol once, upper-cased, with the first block reading it', () => {
    const config = strategy({
      entryLong: [
        element('Close', { symbol: 'spy' }),
        element('>'),
        element('SMA', { period: 200, symbol: 'SPY' }),
        element('And'),
        element('Close', { symbol: '^VIX' }),
        element('<'),
        element('Number', { value: 20, symbol: 'QQQ' }),
      ],
    });
    expect(symbolReferences(config)).toEqual([
      { symbol: 'SPY', where: 'Entry long, Logic 1, element 1 (Close)' },
      { symbol: '^VIX', where: 'Entry long, Logic 1, element 5 (Close)' },
    ]);
  });
});
