import { describe, expect, it } from 'vitest';
import { spyLine } from '../src/features/compare/model/spy-line';

describe('the comparison’s SPY line', () => {
  it('reads SPY’s close on each common date, worth 100 on the first', () => {
    const bars = [
      { time: '2024-01-02', close: 400 },
      { time: '2024-01-03', close: 410 },
      { time: '2024-01-04', close: 380 },
    ];
    // 400 -> 100, 380 -> 95; SPY's close of 01-03 is not a common date and is not drawn.
    expect(spyLine(['2024-01-02', '2024-01-04'], bars)).toEqual([100, 95]);
  });

  it('leaves a gap where SPY has no close and rebases on its first close', () => {
    // A coin's weekend: no SPY bar on Saturday 01-06. The first date SPY has is 01-05 (200).
    const bars = [
      { time: '2024-01-05T00:00:00', close: 200 },
      { time: '2024-01-08T00:00:00', close: 210 },
    ];
    const line = spyLine(['2024-01-04', '2024-01-05', '2024-01-06', '2024-01-08'], bars);
    expect(line[0]).toBeNaN();
    expect(line[1]).toBe(100);
    expect(line[2]).toBeNaN();
    // 210 / 200 x 100 = 105.
    expect(line[3]).toBe(105);
  });

  it('is empty when SPY has no close on any of the dates', () => {
    expect(spyLine(['2024-01-06'], [{ time: '2024-01-05', close: 200 }])).toEqual([]);
  });
});
