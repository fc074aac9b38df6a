import { describe, expect, it } from 'vitest';
import { ColumnCache, barsFromRows, type Expression } from '../../src/index';
import { type ValueRef } from '../../src/logic/expressions';
import { evaluateCondition, evaluateConditions } from '../../src/logic/signals';
import { crossings } from '../../src/logic/crossings';
import { bundledDailyBars } from '../research/real-bars';

const sma = (period: number): ValueRef => ({
  block: 'SMA',
  params: { period, source: 'close' },
  output: 'value',
  label: `SMA(period=${period})`,
});

function cross(operator: 'Cross Above' | 'Cross Below', left: ValueRef, right: ValueRef): Expression {
  return { kind: 'compare', operator, left, right };
}

/** Indexes of the bars where a signal is 1. */
function firing(signal: Uint8Array | null): number[] {
  const bars: number[] = [];
  signal?.forEach((value, index) => {
    if (value === 1) bars.push(index);
  });
  return bars;
}

describe('crossover signals worked out together', () => {
  const spy = bundledDailyBars('SPY', '2015-01-01', '2020-12-31');

  it('equal each condition evaluated on its own, in either order and beside other sides', () => {
    const cache = new ColumnCache(spy);
    for (const [fast, slow] of [
      [5, 20],
      [20, 50],
      [50, 20],
    ] as const) {
      const above = cross('Cross Above', sma(fast), sma(slow));
      const below = cross('Cross Below', sma(fast), sma(slow));
      const other = cross('Cross Above', sma(fast), sma(slow + 1));
      for (const conditions of [
        [above, null, below, null],
        [below, other, above, null],
        [null, above, other, below],
      ]) {
        const together = evaluateConditions(conditions, cache);
        conditions.forEach((condition, slot) => {
          const alone = condition ? evaluateCondition(condition, cache) : null;
          expect(firing(together[slot] ?? null)).toEqual(firing(alone));
        });
      }
    }
  });

  it('keep the signal of a comparison that comes back run after run, and only that one', () => {
    const cache = new ColumnCache(spy);
    const fixed = cross('Cross Below', sma(20), sma(50));
    const expected = firing(evaluateCondition(fixed, cache));
    let previous: Uint8Array | null = null;
    for (const fast of [5, 6, 7, 8]) {
      const varying: Expression = { kind: 'compare', operator: '>', left: sma(fast), right: sma(30) };
      const [entry, exit] = evaluateConditions([varying, fixed], cache);
      expect(firing(entry ?? null)).toEqual(firing(evaluateCondition(varying, cache)));
      expect(firing(exit ?? null)).toEqual(expected);
      previous = exit ?? null;
    }
    // Another comparison in the same slot is worked out anew.
    const other = cross('Cross Below', sma(20), sma(60));
    const [, changed] = evaluateConditions([null, other], cache);
    expect(changed).not.toBe(previous);
    expect(firing(changed ?? null)).toEqual(firing(evaluateCondition(other, cache)));
  });

  it('are the plain definition on every bar: real lines, touching lines, gaps', () => {
    // The definition, bar by bar: Cross Above at t when a[t-1] <= b[t-1] and a[t] > b[t].
    const plain = (a: Float64Array, b: Float64Array, operator: 'Cross Above' | 'Cross Below') => {
      const bars: number[] = [];
      for (let t = 1; t < a.length; t += 1) {
        const [pa, pb, x, y] = [a[t - 1] as number, b[t - 1] as number, a[t] as number, b[t] as number];
        if (operator === 'Cross Above' ? pa <= pb && x > y : pa >= pb && x < y) bars.push(t);
      }
      return bars;
    };
    const cache = new ColumnCache(spy);
    const column = (period: number) =>
      cache.outputs('SMA', { period, source: 'close' })['value'] as Float64Array;
    const pairs: Array<[Float64Array, Float64Array]> = [
      [column(5), column(20)],
      [column(50), column(20)],
      [column(20), column(20)],
    ];
    // Lines that touch, cross at a touch, stay equal, and have gaps (NaN) inside and at the edges.
    const n = Number.NaN;
    const touchingA = Float64Array.from([n, 1, 2, 2, 3, 2, 2, 1, n, 3, 1, 1, 2, 2, 2, 0, 5, n]);
    const touchingB = Float64Array.from([1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 1, 1, 2, 2, 2, n, 4]);
    pairs.push([touchingA, touchingB]);
    for (const [a, b] of pairs) {
      const above = new Uint8Array(a.length).fill(7);
      const below = new Uint8Array(a.length).fill(7);
      crossings(a, b, above, below);
      expect(firing(above)).toEqual(plain(a, b, 'Cross Above'));
      expect(firing(below)).toEqual(plain(a, b, 'Cross Below'));
      expect([...above, ...below].every((value) => value === 0 || value === 1)).toBe(true);
      const alone = new Uint8Array(a.length).fill(1);
      crossings(a, b, null, alone);
      expect(firing(alone)).toEqual(plain(a, b, 'Cross Below'));
    }
    // The definition itself, on the hand-made lines.
    expect(plain(touchingA, touchingB, 'Cross Above')).toEqual([2, 4, 12]);
    expect(plain(touchingA, touchingB, 'Cross Below')).toEqual([7, 10, 15]);
  });

  it('fire where one line crosses the other, never on a missing value', () => {
    // close 1, 3, 1, 3, 3, 1 against SMA(2) (missing on the first bar): close - SMA(2) is
    // missing, +1, -1, +1, 0, -1. It crosses above at bar 3 (bar 1 follows a missing value, so it
    // is no crossing) and below at bars 2 and 5 (from 0 to below counts).
    const closes = [1, 3, 1, 3, 3, 1];
    const bars = barsFromRows(
      'TEST',
      '1d',
      closes.map((close, index) => ({
        time: `2024-01-0${index + 1}`,
        open: close,
        high: close,
        low: close,
        close,
      })),
    );
    const closeRef: ValueRef = { block: 'Close', params: {}, output: 'value', label: 'Close' };
    const [above, below] = evaluateConditions(
      [cross('Cross Above', closeRef, sma(2)), cross('Cross Below', closeRef, sma(2))],
      new ColumnCache(bars),
    );
    expect(firing(above ?? null)).toEqual([3]);
    expect(firing(below ?? null)).toEqual([2, 5]);
  });
});
