import { describe, expect, it } from 'vitest';
import { runBacktest, sourceLineLabel, type BarSeries, type OtherSeries } from '../../src/index';
import { closeVs, element, strategy, type ScenarioOptions } from '../sim/scenario';
import { calendar, daily } from '../sources/series';

/**
 * The price chart's lines of blocks reading another symbol or timeframe
 * (docs/engine.md#on-the-price-chart) and the run log's line naming each other symbol loaded.
 */

function results(options: ScenarioOptions, bars: BarSeries, others?: OtherSeries) {
  const logs: string[] = [];
  const outcome = runBacktest(strategy(options), bars, {
    ...(others ? { others } : {}),
    onEvent: (event) => {
      if (event.type === 'log') logs.push(event.line);
    },
  });
  if (!outcome.ok) throw new Error(outcome.diagnostics.map((diagnostic) => diagnostic.message).join('; '));
  return { chart: outcome.results.chart_data, logs };
}

const repeat = <T>(value: T, count: number): T[] => Array.from({ length: count }, () => value);

describe('the lines of blocks reading another series', () => {
  it('a weekly SMA on a daily run: the as-of weekly value at each daily close, a step', () => {
    // Closes 100 every day but Friday 22 March (140). Weekly closes 100 (8 Mar), 100 (15 Mar),
    // 140 (22 Mar), 100 (29 Mar), 100 (5 Apr), 100 (12 Apr): SMA(2) 100 from Friday 15 March,
    // 120 from Friday 22, 120 at Friday 29 ((140 + 100) / 2), 100 from Friday 5 April.
    const dates = calendar('2024-03-04', '2024-04-12');
    const bars = daily(
      'TEST',
      dates.map((date) => [date, date === '2024-03-22' ? 140 : 100] as const),
    );
    const { chart } = results(
      {
        entryLong: [
          element('SMA', { period: 2, timeframe: '1W' }),
          element('>'),
          element('Number', { value: 1 }),
        ],
      },
      bars,
    );
    expect(chart.source_lines).toEqual([
      {
        label: 'SMA(2) · 1W',
        block: 'SMA',
        symbol: null,
        timeframe: '1W',
        values: [...repeat(null, 9), ...repeat(100, 5), ...repeat(120, 10), ...repeat(100, 6)],
      },
    ]);
    expect(chart.source_lines?.[0]?.values).toHaveLength(dates.length);
  });

  it("another symbol's close: its value as of each close, a gap once it is more than 7 days old", () => {
    const dates = calendar('2024-03-04', '2024-03-22');
    const bars = daily(
      'TEST',
      dates.map((date) => [date, 10] as const),
    );
    const spy = daily('SPY', [
      ['2024-03-04', 50],
      ['2024-03-05', 51],
      ['2024-03-06', 52],
      ['2024-03-07', 53],
      ['2024-03-08', 54],
    ]);
    const others: OtherSeries = { SPY: { bars: spy, assetClass: 'US Stocks' } };
    const { chart, logs } = results(
      {
        entryLong: [element('Close', { symbol: 'spy' }), element('>'), element('Number', { value: 52 })],
        exitLong: closeVs('<', 0),
      },
      bars,
      others,
    );
    // Friday 15 March's close is exactly 7 x 24 hours after SPY's last bar: still shown; Monday
    // 18 March's is more: a gap to the end.
    expect(chart.source_lines).toEqual([
      {
        label: 'Close · SPY',
        block: 'Close',
        symbol: 'SPY',
        timeframe: null,
        values: [50, 51, 52, 53, 54, ...repeat(54, 5), ...repeat(null, 5)],
      },
    ]);
    expect(logs).toContain(
      'Loaded SPY (daily, 2024-03-04 to 2024-03-08, 5 bars) for Entry long, Logic 1, element 1 (Close)',
    );
  });

  it('a strategy reading neither has no lines and no line of another symbol in its log', () => {
    const dates = calendar('2024-03-04', '2024-03-22');
    const bars = daily(
      'TEST',
      dates.map((date, index) => [date, 100 + index] as const),
    );
    const { chart, logs } = results(
      { entryLong: [element('SMA', { period: 2 }), element('>'), element('Close')] },
      bars,
    );
    expect(chart.source_lines).toBeUndefined();
    expect(logs.filter((line) => line.startsWith('Loaded '))).toEqual([]);
  });

  it('names a block as the builder chip does, the output of a multi-line block included', () => {
    expect(
      sourceLineLabel({
        block: 'SMA',
        params: { period: 200, source: 'close', symbol: 'spy', timeframe: '1W' },
        output: 'value',
      }),
    ).toBe('SMA(200) · SPY · 1W');
    expect(
      sourceLineLabel({
        block: 'MACD',
        params: { fast: 12, slow: 26, signal: 9, line: 'signal', symbol: 'QQQ' },
        output: 'signal',
      }),
    ).toBe('MACD(12, 26, 9) signal · QQQ');
  });
});
