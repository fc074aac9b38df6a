import { describe, expect, it } from 'vitest';
import { bollingerBands } from '../../../src/indicators/volatility/bollinger-bands';
import { bollingerBandwidth } from '../../../src/indicators/volatility/bollinger-bandwidth';
import { bollingerPercentB } from '../../../src/indicators/volatility/bollinger-percent-b';
import { donchianChannels } from '../../../src/indicators/volatility/donchian-channels';
import { keltnerChannels } from '../../../src/indicators/volatility/keltner-channels';
import { standardDeviation } from '../../../src/indicators/volatility/standard-deviation';
import { zScore } from '../../../src/indicators/volatility/z-score';
import { expectColumnsClose } from '../talib-reference';

const N = Number.NaN;

describe('Donchian Channels (worked by hand)', () => {
  const high = Float64Array.of(10, 11, 12, 11, 13, 12, 10, 9);
  const low = Float64Array.of(9, 10, 10, 9, 11, 10, 8, 7);

  it('takes the highest high and lowest low of the last 3 bars, current included', () => {
    const { upper, middle, lower } = donchianChannels(high, low, 3);
    expectColumnsClose(upper, Float64Array.of(N, N, 12, 12, 13, 13, 13, 12));
    expectColumnsClose(lower, Float64Array.of(N, N, 9, 9, 9, 9, 8, 7));
    expectColumnsClose(middle, Float64Array.of(N, N, 10.5, 10.5, 11, 11, 10.5, 9.5));
  });

  it('is the bar itself at period 1 and empty when the series is shorter than the period', () => {
    expectColumnsClose(
      donchianChannels(high, low, 1).middle,
      Float64Array.of(9.5, 10.5, 11, 10, 12, 11, 9, 8),
    );
    expect(donchianChannels(high, low, 9).upper.every(Number.isNaN)).toBe(true);
  });
});

describe('Z-Score (worked by hand)', () => {
  // Window [4, 5, 10]: mean 19/3, population variance 62/9, z = (10 - 19/3) / sqrt(62/9) = 1.39700...
  const values = Float64Array.of(1, 2, 3, 4, 5, 10, 10, 10, 10, 100.1, 100.1, 100.1);

  it('is (value - SMA) / population standard deviation over 3 bars, 0 on flat windows', () => {
    expectColumnsClose(
      zScore(values, 3),
      Float64Array.of(
        N,
        N,
        1.224744871391589,
        1.224744871391589,
        1.224744871391589,
        1.3970013970020956,
        0.7071067811865474,
        0,
        0,
        1.4142135623730951,
        0.7071067811865476,
        0,
      ),
    );
  });

  it('is 0 on a flat series whose running sums leave rounding noise, and empty when too short', () => {
    expect(Array.from(zScore(new Float64Array(30).fill(100.1), 20).slice(19))).toEqual(new Array(11).fill(0));
    expect(zScore(values, 13).every(Number.isNaN)).toBe(true);
  });
});

describe('Bollinger edge cases', () => {
  const flat = new Float64Array(25).fill(42);

  it('collapses the bands onto the SMA on flat prices, with %B empty and Bandwidth 0', () => {
    const bands = bollingerBands(flat, 20, 2);
    expect(bands.upper[19]).toBe(42);
    expect(bands.lower[24]).toBe(42);
    expect(bollingerPercentB(flat, 20, 2).every(Number.isNaN)).toBe(true);
    const width = bollingerBandwidth(flat, 20, 2);
    expect(width.slice(0, 19).every(Number.isNaN)).toBe(true);
    expect(Array.from(width.slice(19))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it('gives Bandwidth 0 on zero volume (forex) rather than 0 / 0', () => {
    expect(bollingerBandwidth(new Float64Array(5), 3, 2)[4]).toBe(0);
  });

  it('matches a hand-worked 3-bar example', () => {
    // Window [1, 2, 6]: mean 3, population variance (4 + 1 + 9) / 3 = 14/3, deviation 2.1602...
    const values = Float64Array.of(1, 2, 6);
    const deviation = Math.sqrt(14 / 3);
    const bands = bollingerBands(values, 3, 2);
    expect(bands.middle[2]).toBeCloseTo(3, 12);
    expect(bands.upper[2]).toBeCloseTo(3 + 2 * deviation, 12);
    expect(bands.lower[2]).toBeCloseTo(3 - 2 * deviation, 12);
    expect(bollingerPercentB(values, 3, 2)[2]).toBeCloseTo((6 - (3 - 2 * deviation)) / (4 * deviation), 12);
    expect(bollingerBandwidth(values, 3, 2)[2]).toBeCloseTo((4 * deviation) / 3, 12);
  });

  it('has bands equal to the value at period 1 (a period TA-Lib refuses)', () => {
    const bands = bollingerBands(Float64Array.of(3, 5), 1, 2);
    expect(Array.from(bands.upper)).toEqual([3, 5]);
    expect(Array.from(bands.lower)).toEqual([3, 5]);
  });
});

describe('Standard Deviation edge cases', () => {
  it('is exactly 0 on flat prices and on zero volume', () => {
    expect(Array.from(standardDeviation(new Float64Array(6).fill(100.1), 5).slice(4))).toEqual([0, 0]);
    expect(Array.from(standardDeviation(new Float64Array(6), 5).slice(4))).toEqual([0, 0]);
  });

  it('is empty when the series is shorter than the period', () => {
    expect(standardDeviation(Float64Array.of(1, 2, 3), 4).every(Number.isNaN)).toBe(true);
  });
});

describe('Keltner Channels (worked by hand)', () => {
  it('starts with the ATR at index period and uses EMA +/- multiplier x ATR', () => {
    // period 2: EMA seeds at index 1 with (10 + 12) / 2 = 11, then 11 + 2/3 (11 - 11) = 11 at index 2.
    // TR[1] = max(13, 10) - min(9, 10) = 4, TR[2] = max(12, 12) - min(10, 12) = 2; ATR[2] = 3.
    const high = Float64Array.of(11, 13, 12);
    const low = Float64Array.of(9, 9, 10);
    const close = Float64Array.of(10, 12, 11);
    const channel = keltnerChannels(high, low, close, 2, 2);
    expectColumnsClose(channel.middle, Float64Array.of(N, N, 11));
    expectColumnsClose(channel.upper, Float64Array.of(N, N, 17));
    expectColumnsClose(channel.lower, Float64Array.of(N, N, 5));
  });
});
