import { describe, expect, it } from 'vitest';
import {
  computeFibonacciRetracement,
  fibonacciRetracement,
  parseFibRatios,
} from '../../../src/indicators/levels/fibonacci-retracement';
import { pivotPoints } from '../../../src/indicators/levels/pivot-points';
import { resistanceLevel } from '../../../src/indicators/levels/resistance-level';
import { supportLevel } from '../../../src/indicators/levels/support-level';
import type { PriceColumns } from '../../../src/indicators/types';
import { expectColumnsClose } from '../talib-reference';

const N = Number.NaN;

describe('Pivot Points (worked by hand)', () => {
  const high = Float64Array.of(10, 12, 11, 13);
  const low = Float64Array.of(8, 9, 10, 10);
  const close = Float64Array.of(9, 11, 10.5, 12);

  it('uses the previous bar at period 1 (first value at index 1)', () => {
    // Bar 0: H 10, L 8, C 9 -> P 9, r1 10, r2 11, r3 12, s1 8, s2 7, s3 6.
    const levels = pivotPoints(high, low, close, 1);
    expectColumnsClose(levels.pivot, Float64Array.of(N, 9, 10.666666666666666, 10.5));
    expectColumnsClose(levels.r1, Float64Array.of(N, 10, 12.333333333333332, 11));
    expectColumnsClose(levels.r2, Float64Array.of(N, 11, 13.666666666666666, 11.5));
    expectColumnsClose(levels.r3, Float64Array.of(N, 12, 15.333333333333332, 12));
    expectColumnsClose(levels.s1, Float64Array.of(N, 8, 9.333333333333332, 10));
    expectColumnsClose(levels.s2, Float64Array.of(N, 7, 7.666666666666666, 9.5));
    expectColumnsClose(levels.s3, Float64Array.of(N, 6, 6.333333333333332, 9));
  });

  it('takes H and L over the previous 2 bars and C of the last one at period 2', () => {
    // Bars 0-1: H 12, L 8, C 11 -> P 31/3.
    const levels = pivotPoints(high, low, close, 2);
    expectColumnsClose(levels.pivot, Float64Array.of(N, N, 10.333333333333334, 10.5));
    expectColumnsClose(levels.r1, Float64Array.of(N, N, 12.666666666666668, 12));
    expectColumnsClose(levels.r2, Float64Array.of(N, N, 14.333333333333334, 13.5));
    expectColumnsClose(levels.r3, Float64Array.of(N, N, 16.666666666666668, 15));
    expectColumnsClose(levels.s1, Float64Array.of(N, N, 8.666666666666668, 9));
    expectColumnsClose(levels.s2, Float64Array.of(N, N, 6.333333333333334, 7.5));
    expectColumnsClose(levels.s3, Float64Array.of(N, N, 4.666666666666668, 6));
  });

  it('is empty when there are no `period` previous bars', () => {
    expect(pivotPoints(high, low, close, 4).pivot.every(Number.isNaN)).toBe(true);
  });
});

describe('Fibonacci Retracement (worked by hand)', () => {
  const high = Float64Array.of(10, 12, 11, 15, 13);
  const low = Float64Array.of(8, 9, 7, 10, 11);

  it('retraces from the 3-bar high by the default ratios', () => {
    // Bars 0-2: HH 12, LL 7, swing 5 -> 12 - 5 x 0.236 = 10.82, 10.09, 8.91.
    const levels = fibonacciRetracement(high, low, 3, [0.236, 0.382, 0.618]);
    expectColumnsClose(levels.level1, Float64Array.of(N, N, 10.82, 13.112, 13.112));
    expectColumnsClose(levels.level2, Float64Array.of(N, N, 10.09, 11.943999999999999, 11.943999999999999));
    expectColumnsClose(levels.level3, Float64Array.of(N, N, 8.91, 10.056000000000001, 10.056000000000001));
  });

  it('reads the ratios from the levels text', () => {
    const bars: PriceColumns = {
      times: ['2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-08'],
      open: high,
      high,
      low,
      close: high,
      volume: high,
    };
    const levels = computeFibonacciRetracement(bars, {
      levels: ' 0.5,0.786 , 1 ',
      lookback: 3,
      line: 'level1',
    });
    expectColumnsClose(levels['level1'] ?? new Float64Array(), Float64Array.of(N, N, 9.5, 11, 11));
    expectColumnsClose(levels['level2'] ?? new Float64Array(), Float64Array.of(N, N, 8.07, 8.712, 8.712));
    expectColumnsClose(levels['level3'] ?? new Float64Array(), Float64Array.of(N, N, 7, 7, 7));
  });

  it('falls back to the default ratios on odd text instead of throwing', () => {
    for (const text of ['abc', '0.5, 0.6', '0.1, 0.2, 0.3, 0.4', '1..2, 0.5, 0.6', '', 0.5]) {
      expect(parseFibRatios(text)).toEqual([0.236, 0.382, 0.618]);
    }
    expect(parseFibRatios('0.25,0.5,0.75')).toEqual([0.25, 0.5, 0.75]);
  });
});

describe('Support and Resistance Levels (worked by hand)', () => {
  it('support is the lowest low of the previous 3 bars, the current bar excluded', () => {
    const low = Float64Array.of(8, 9, 7, 10, 11, 12, 13, 5);
    expectColumnsClose(supportLevel(low, 3), Float64Array.of(N, N, N, 7, 7, 7, 10, 11));
  });

  it('resistance is the highest high of the previous 2 bars, the current bar excluded', () => {
    const high = Float64Array.of(10, 12, 11, 15, 13, 14, 20);
    expectColumnsClose(resistanceLevel(high, 2), Float64Array.of(N, N, 12, 12, 15, 15, 14));
  });

  it('is empty when there are not `lookback` previous bars', () => {
    expect(supportLevel(Float64Array.of(1, 2, 3), 3).every(Number.isNaN)).toBe(true);
    expect(resistanceLevel(Float64Array.of(1, 2, 3), 3).every(Number.isNaN)).toBe(true);
  });
});
