import { describe, expect, it } from 'vitest';
import { orderCandidates } from '../../src/portfolio/candidates';

/** docs/engine.md#shared-one-account: by rank value, ties in list order, candidates without a value last (list order). */
describe('orderCandidates', () => {
  it('puts the highest value first, ties in list order', () => {
    const symbols = [0, 2, 3, 5, 7];
    const values = [1.5, 4, 1.5, 9, 4];
    expect(orderCandidates(symbols, values, 'highest')).toEqual([5, 2, 7, 0, 3]);
    // Both lists move together: each value stays with its symbol.
    expect(values).toEqual([9, 4, 4, 1.5, 1.5]);
  });

  it('puts the lowest value first with "lowest"', () => {
    expect(orderCandidates([1, 4, 6, 8], [3, -2, 3, 0], 'lowest')).toEqual([4, 8, 1, 6]);
  });

  it('leaves candidates without a value (NaN, infinite) after the others, in list order', () => {
    const symbols = [0, 1, 2, 3, 4, 5];
    const values = [Number.NaN, 2, Number.POSITIVE_INFINITY, 7, Number.NaN, Number.NEGATIVE_INFINITY];
    expect(orderCandidates(symbols, values, 'highest')).toEqual([3, 1, 0, 2, 4, 5]);
    expect(orderCandidates([0, 1, 2, 3], [Number.NaN, 2, Number.NaN, 7], 'lowest')).toEqual([1, 3, 0, 2]);
  });

  it('keeps list order without a rank, and a single candidate as it is', () => {
    expect(orderCandidates([3, 1, 2], null, 'highest')).toEqual([3, 1, 2]);
    expect(orderCandidates([4], [Number.NaN], 'lowest')).toEqual([4]);
  });
});
