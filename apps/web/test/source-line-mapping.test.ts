import { describe, expect, it } from 'vitest';
import { readPriceColumns } from '../src/features/backtests/results/read-results';
import {
  rangeOf,
  scaleNote,
  sharesScale,
  sourceLineScales,
  toStepLineData,
} from '../src/features/backtests/charts/source-line-data';

/** The price chart's lines of other series (docs/engine.md#on-the-price-chart). */

describe('a weekly value held over the daily closes', () => {
  it('gives one point per traded date with the as-of value, and gaps where it is missing', () => {
    // Warm-up on Monday and Tuesday, the week's value from Wednesday, a new one on Friday's close,
    // then stale (null) on the next Monday.
    const dates = ['2024-03-04', '2024-03-05', '2024-03-06', '2024-03-07', '2024-03-08', '2024-03-11'];
    expect(toStepLineData(dates, [null, null, 100, 100, 120, null])).toEqual([
      { time: '2024-03-04' },
      { time: '2024-03-05' },
      { time: '2024-03-06', value: 100 },
      { time: '2024-03-07', value: 100 },
      { time: '2024-03-08', value: 120 },
      { time: '2024-03-11' },
    ]);
  });

  it('places intraday closes at their wall-clock time and leaves a date without a value blank', () => {
    expect(toStepLineData(['2024-03-04T10:00:00-05:00', '2024-03-04T11:00:00-05:00'], [42.5])).toEqual([
      { time: Date.UTC(2024, 2, 4, 10) / 1000, value: 42.5 },
      { time: Date.UTC(2024, 2, 4, 11) / 1000 },
    ]);
  });
});

describe('the scale of each line', () => {
  it('reads the range of finite values only', () => {
    expect(rangeOf([null, 3, 1], [7, null])).toEqual({ min: 1, max: 7 });
    expect(rangeOf([null, null])).toBeNull();
  });

  it('puts a line of the same magnitude on the price scale, a far one on the left', () => {
    const price = { min: 100, max: 200 };
    // Together 90-210 spans 120 <= 1.5 x 100: shared. 400-600 with 100-200 spans 500: not.
    expect(sharesScale(price, { min: 90, max: 210 })).toBe(true);
    expect(sharesScale(price, { min: 400, max: 600 })).toBe(false);
    // A narrow line inside the candles' range stays with them; a much wider one would squash them.
    expect(sharesScale(price, { min: 150, max: 151 })).toBe(true);
    expect(sharesScale(price, { min: 0, max: 400 })).toBe(false);
    expect(
      sourceLineScales(price, [
        { min: 120, max: 180 },
        { min: 400, max: 600 },
      ]),
    ).toEqual(['right', 'left']);
  });

  it('keeps lines that fit each other on one scale, and gives a third magnitude its own', () => {
    const price = { min: 10, max: 20 };
    const spySma = { min: 400, max: 500 };
    const spyClose = { min: 390, max: 520 };
    const vix = { min: 12, max: 80 };
    expect(sourceLineScales(price, [spySma, spyClose, vix, null])).toEqual([
      'left',
      'left',
      'overlay-2',
      'right',
    ]);
    expect(['right', 'left', 'overlay-2'].map((scale) => scaleNote(scale as 'right'))).toEqual([
      '',
      'left scale',
      'own scale',
    ]);
  });
});

describe('reading the lines from saved results', () => {
  const chart = {
    dates: ['2024-03-04', '2024-03-05'],
    price: { open: [1, 2], high: [1, 2], low: [1, 2], close: [1, 2] },
    markers: [],
  };

  it('keeps a line with one value per date and drops one that does not fit the dates', () => {
    const line = {
      label: 'SMA(200) · SPY',
      block: 'SMA',
      symbol: 'SPY',
      timeframe: null,
      values: [null, 410.5],
    };
    const columns = readPriceColumns({
      ...chart,
      source_lines: [line, { ...line, label: 'Close · SPY', values: [1] }],
    });
    expect(columns?.source_lines).toEqual([line]);
  });

  it('reads results saved before the lines existed as having none', () => {
    expect(readPriceColumns(chart)?.source_lines ?? []).toEqual([]);
  });
});
