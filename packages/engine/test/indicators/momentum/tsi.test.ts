import { describe, expect, it } from 'vitest';
import { tsi } from '../../../src/indicators/momentum/tsi';
import { dailyBars } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('TSI (not in TA-Lib)', () => {
  it('matches a hand-worked TSI(long 4, short 3) with SMA-seeded EMAs', () => {
    // d = 2, -1, 3, -1, 3, 2, -1, ... EMA4(d) seeds at bar 4 with 0.75, then 1.65, 1.79; EMA3 of that
    // seeds at bar 6 with 1.39667. |d|: 1.75, 2.25, 2.15, seed 2.05. TSI[6] = 100 x 1.39667 / 2.05.
    const closes = Float64Array.from([
      100, 102, 101, 104, 103, 106, 108, 107, 110, 109, 111, 115, 113, 114, 116,
    ]);
    const values = tsi(closes, 4, 3);
    expect(Array.from(values.slice(0, 6)).every(Number.isNaN)).toBe(true);
    const expected = [
      68.130081300813, 55.36541889483066, 64.63597779954293, 49.92856637668859, 55.8490944520862,
      72.79681449977619, 47.427423729071116, 44.168442656291624, 54.150709026067304,
    ];
    expected.forEach((value, offset) => {
      expect(values[offset + 6]).toBeCloseTo(value, 10);
    });
  });

  it('starts at long + short - 1 with the default 25 / 13 on SPY', () => {
    const values = output(runMomentumBlock('TSI', dailyBars('SPY')), 'value');
    expect(values.findIndex(Number.isFinite)).toBe(37);
    expect(values.slice(37).every((value) => value >= -100 && value <= 100)).toBe(true);
  });

  it('is 0 on flat prices (zero denominator) and all NaN on a short series', () => {
    expect(tsi(new Float64Array(50).fill(3), 25, 13)[49]).toBe(0);
    expect(tsi(Float64Array.from([1, 2, 3, 4]), 25, 13).every(Number.isNaN)).toBe(true);
  });
});
