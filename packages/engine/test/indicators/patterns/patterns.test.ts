import { describe, expect, it } from 'vitest';
import { computeDoji, doji } from '../../../src/indicators/patterns/doji';
import { computeEngulfing, engulfing } from '../../../src/indicators/patterns/engulfing';
import { hammer } from '../../../src/indicators/patterns/hammer';
import { shootingStar } from '../../../src/indicators/patterns/shooting-star';
import type { PriceColumns } from '../../../src/indicators/types';

/** Bars from [open, high, low, close] rows (volume 0, daily labels). */
function bars(rows: readonly (readonly [number, number, number, number])[]): PriceColumns {
  const column = (at: number) => Float64Array.from(rows, (row) => row[at] ?? Number.NaN);
  return {
    times: rows.map((_, index) => `2024-01-${String(index + 1).padStart(2, '0')}`),
    open: column(0),
    high: column(1),
    low: column(2),
    close: column(3),
    volume: new Float64Array(rows.length),
  };
}

const list = (values: Float64Array) => Array.from(values);

describe('Engulfing', () => {
  const series = bars([
    [10, 10.5, 8.5, 9], // 0 down bar (index 0 has no previous bar)
    [9, 10.2, 8.8, 10], // 1 up, open = previous close, close = previous open: covers, not beyond
    [10.5, 10.7, 9.4, 9.5], // 2 down
    [9.4, 10.8, 9.3, 10.6], // 3 up, opens below 9.5 and closes above 10.5: engulfs strictly
    [10, 10.4, 9.9, 10.3], // 4 up after an up bar
    [10.3, 10.4, 9.9, 10], // 5 down
    [10.1, 10.6, 10, 10.5], // 6 up but opens above the previous close
  ]);

  it('is a down bar then an up bar whose body covers it (equal ends allowed)', () => {
    expect(list(engulfing(series.open, series.close, false))).toEqual([0, 1, 0, 1, 0, 0, 0]);
  });

  it('strict needs the body to extend beyond both ends', () => {
    expect(list(engulfing(series.open, series.close, true))).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(list(computeEngulfing(series, { strict: true })['value'] ?? new Float64Array())).toEqual([
      0, 0, 0, 1, 0, 0, 0,
    ]);
  });
});

describe('Hammer', () => {
  const series = bars([
    [20.5, 20.7, 19.8, 20], // 0-4: falling closes, ordinary bars (body 0.5 of a 0.9 range)
    [20, 20.2, 19.3, 19.5],
    [19.5, 19.7, 18.8, 19],
    [19, 19.2, 18.3, 18.5],
    [18.5, 18.7, 17.8, 18],
    [16.5, 17, 14, 16.8], // 5 range 3, body 0.3 in the upper third, upper shadow 0.2, below close[0] = 20
    [16.1, 17, 14, 16.3], // 6 hammer shape, but an upper shadow of 0.7 > 0.3
    [20.5, 21, 18, 20.8], // 7 hammer shape, small upper shadow, but above close[2] = 19
    [15, 17, 14, 15.5], // 8 body in the middle third
    [15.9, 17, 14, 17], // 9 body 1.1 > range / 3
    [10, 10, 10, 10], // 10 flat bar: no range
  ]);

  it('is a small body in the upper third with a long lower shadow', () => {
    expect(list(hammer(series, false))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0]);
  });

  it('strict also needs a lower close than 5 bars before and a small upper shadow', () => {
    expect(list(hammer(series, true))).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
  });

  it('strict is false before 5 previous bars exist', () => {
    const early = bars([
      [30, 30.2, 29.3, 29.5],
      [16.5, 17, 14, 16.8],
    ]);
    expect(list(hammer(early, false))).toEqual([0, 1]);
    expect(list(hammer(early, true))).toEqual([0, 0]);
  });
});

describe('Shooting Star', () => {
  const series = bars([
    [9.5, 10.2, 9.3, 10], // 0-4: rising closes, ordinary bars
    [10, 10.7, 9.8, 10.5],
    [10.5, 11.2, 10.3, 11],
    [11, 11.7, 10.8, 11.5],
    [11.5, 12.2, 11.3, 12],
    [15.2, 18, 15, 15.5], // 5 range 3, body 0.3 in the lower third, lower shadow 0.2, above close[0] = 10
    [15.5, 18, 15, 15.8], // 6 star shape, but a lower shadow of 0.5 > 0.3
    [8.2, 11, 8, 8.5], // 7 star shape, small lower shadow, but below close[2] = 11
    [16.5, 18, 15, 16.8], // 8 body in the upper part of the range
    [15, 18, 15, 16.1], // 9 body 1.1 > range / 3
  ]);

  it('is a small body in the lower third with a long upper shadow', () => {
    expect(list(shootingStar(series, false))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 0, 0]);
  });

  it('strict also needs a higher close than 5 bars before and a small lower shadow', () => {
    expect(list(shootingStar(series, true))).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
  });

  it('is not a hammer and a hammer is not a shooting star', () => {
    expect(list(hammer(series, false))).toEqual(new Array(10).fill(0));
    expect(list(shootingStar(bars([[16.5, 17, 14, 16.8]]), false))).toEqual([0]);
  });
});

describe('Doji', () => {
  const series = bars([
    [10, 10.5, 9.5, 10.05], // body 0.05 of a range of 1
    [10, 10.5, 9.5, 10.2], // body 0.2
    [10, 10, 10, 10], // flat bar
    [9.5, 10.5, 9.5, 10.5], // body = range
  ]);

  it('is a body no larger than threshold x range, a flat bar included', () => {
    expect(list(doji(series, 0.1))).toEqual([1, 0, 1, 0]);
    expect(list(computeDoji(series, { threshold: 0.25 })['value'] ?? new Float64Array())).toEqual([
      1, 1, 1, 0,
    ]);
  });

  it('at threshold 0 only accepts bars with open = close', () => {
    expect(list(doji(series, 0))).toEqual([0, 0, 1, 0]);
  });
});
