import { describe, expect, it } from 'vitest';
import { awesomeOscillator } from '../../../src/indicators/momentum/awesome-oscillator';
import { dailyBars } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('Awesome Oscillator (not in TA-Lib)', () => {
  it('is SMA(2) - SMA(4) of the midpoints in a hand-worked 10-bar example', () => {
    // Midpoints (h + l) / 2: 9.5, 10.5, 11.25, 10.75, 12.25, 13.25, 12.75, 11.5, 11.75, 13.25.
    // Bar 3: SMA2 = (11.25 + 10.75) / 2 = 11, SMA4 = 42 / 4 = 10.5, AO = 0.5; and so on.
    const high = Float64Array.from([10, 11, 12, 11.5, 13, 14, 13.5, 12, 12.5, 14]);
    const low = Float64Array.from([9, 10, 10.5, 10, 11.5, 12.5, 12, 11, 11, 12.5]);
    const values = awesomeOscillator(high, low, 2, 4);
    expect(Array.from(values.slice(0, 3)).every(Number.isNaN)).toBe(true);
    const expected = [0.5, 0.3125, 0.875, 0.75, -0.3125, -0.6875, 0.1875];
    expected.forEach((value, offset) => {
      expect(values[offset + 3]).toBeCloseTo(value, 12);
    });
  });

  it('starts at slow - 1 with the default 5 / 34 on SPY, and is 0 on flat prices', () => {
    const values = output(runMomentumBlock('Awesome Oscillator', dailyBars('SPY')), 'value');
    expect(values.findIndex(Number.isFinite)).toBe(33);
    const flat = new Float64Array(40).fill(5);
    expect(awesomeOscillator(flat, flat, 5, 34)[39]).toBe(0);
  });

  it('is all NaN on a short series', () => {
    const short = Float64Array.from([1, 2, 3]);
    expect(awesomeOscillator(short, short, 5, 34).every(Number.isNaN)).toBe(true);
  });
});
