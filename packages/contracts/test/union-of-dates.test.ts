import { describe, expect, it } from 'vitest';
import { unionOfDates } from '../src/watch-decisions';

describe("a portfolio's calendar (unionOfDates)", () => {
  it('has every date of its symbols once, in order', () => {
    const stocks = ['2024-01-02', '2024-01-03', '2024-01-05'];
    const crypto = ['2024-01-01', '2024-01-02', '2024-01-03', '2024-01-04', '2024-01-05', '2024-01-06'];
    expect(unionOfDates([stocks, stocks, crypto, ['2024-01-08']])).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
      '2024-01-04',
      '2024-01-05',
      '2024-01-06',
      '2024-01-08',
    ]);
  });

  it('sorts lists that are not in order and drops their repeats', () => {
    expect(unionOfDates([['2024-01-03', '2024-01-02', '2024-01-03'], ['2024-01-01']])).toEqual([
      '2024-01-01',
      '2024-01-02',
      '2024-01-03',
    ]);
  });

  it('is empty without dates', () => {
    expect(unionOfDates([])).toEqual([]);
    expect(unionOfDates([[], []])).toEqual([]);
  });
});
