import { describe, expect, it } from 'vitest';
import { computeHighVolatility, highVolatility } from '../../../src/indicators/conditions/high-volatility';
import { computeHighVolume, highVolume } from '../../../src/indicators/conditions/high-volume';
import { lowVolatility } from '../../../src/indicators/conditions/low-volatility';
import { lowVolume } from '../../../src/indicators/conditions/low-volume';
import { computeSideways, sideways } from '../../../src/indicators/conditions/sideways';
import { trendingDown } from '../../../src/indicators/conditions/trending-down';
import { computeTrendingUp, trendingUp } from '../../../src/indicators/conditions/trending-up';
import { computeVolumeSpike, volumeSpike } from '../../../src/indicators/conditions/volume-spike';
import type { PriceColumns } from '../../../src/indicators/types';

const list = (values: Float64Array | undefined) => Array.from(values ?? new Float64Array());

function series(columns: Partial<Omit<PriceColumns, 'times'>> & { close: Float64Array }): PriceColumns {
  const { close } = columns;
  return {
    times: Array.from(close, (_, index) => `2024-02-${String(index + 1).padStart(2, '0')}`),
    open: columns.open ?? close,
    high: columns.high ?? close,
    low: columns.low ?? close,
    close,
    volume: columns.volume ?? new Float64Array(close.length),
  };
}

describe('Trending Up / Trending Down (worked by hand, period 3)', () => {
  // SMA(3): -, -, 11, 12, 12.33, 12, 11, 10, 9.5, 10.17
  const close = Float64Array.of(10, 11, 12, 13, 12, 11, 10, 9, 9.5, 12);

  it('Trending Up: close above a rising SMA', () => {
    expect(list(trendingUp(close, 3))).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 1]);
    expect(list(computeTrendingUp(series({ close }), { period: 3 })['value'])).toEqual([
      0, 0, 0, 1, 0, 0, 0, 0, 0, 1,
    ]);
  });

  it('Trending Down: close below a falling SMA (bar 4 is below a rising SMA, bar 8 equals its SMA)', () => {
    expect(list(trendingDown(close, 3))).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 0, 0]);
  });

  it('is 0 throughout when the series is shorter than the warm-up', () => {
    expect(list(trendingUp(Float64Array.of(1, 2, 3), 3))).toEqual([0, 0, 0]);
    expect(list(trendingDown(Float64Array.of(3, 2, 1), 3))).toEqual([0, 0, 0]);
  });
});

describe('Sideways (worked by hand, period 2)', () => {
  // SMA(2): -, 100.5, 100.5, 100.5, 103, 107.5, 110, 110, 110.
  const close = Float64Array.of(100, 101, 100, 101, 105, 110, 110, 110, 110);

  it('is the SMA moving less than the threshold over the last period bars', () => {
    expect(list(sideways(close, 2, 0.02))).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 1]);
    // 103 / 100.5 - 1 = 2.49% and 110 / 107.5 - 1 = 2.33% pass a 3% threshold.
    expect(list(computeSideways(series({ close }), { period: 2, threshold: 0.03 })['value'])).toEqual([
      0, 0, 0, 1, 1, 0, 0, 1, 1,
    ]);
  });
});

describe('High / Low Volatility (worked by hand, ATR period 2)', () => {
  // TR: -, 2, 4, 1, 0.4; ATR(2): -, -, 3, 2, 1.2; ATR % of close: -, -, 3, 1.99, 1.19.
  const bars = series({
    high: Float64Array.of(101, 102, 103, 101, 100.7),
    low: Float64Array.of(99, 100, 99, 100, 100.3),
    close: Float64Array.of(100, 101, 100, 100.5, 100.5),
  });

  it('compares ATR as a percentage of the close with the threshold', () => {
    expect(list(highVolatility(bars, 2, 1.5))).toEqual([0, 0, 1, 1, 0]);
    expect(list(lowVolatility(bars, 2, 1.5))).toEqual([0, 0, 0, 0, 1]);
    expect(list(computeHighVolatility(bars, { atrPeriod: 2, threshold: 2 })['value'])).toEqual([
      0, 0, 1, 0, 0,
    ]);
    expect(list(lowVolatility(bars, 2, 2))).toEqual([0, 0, 0, 1, 1]);
  });

  it('is 0 on flat prices for High Volatility and 1 for Low Volatility once the ATR exists', () => {
    const flat = series({ close: new Float64Array(4).fill(50) });
    expect(list(highVolatility(flat, 2, 0.5))).toEqual([0, 0, 0, 0]);
    expect(list(lowVolatility(flat, 2, 0.5))).toEqual([0, 0, 1, 1]);
  });
});

describe('High Volume / Low Volume / Volume Spike (worked by hand, period 3)', () => {
  // SMA(3) of volume: -, -, 200, 300, 566.67, 500, 366.67. Previous-3 average: -, -, -, 200, 300, 566.67, 500.
  const volume = Float64Array.of(100, 200, 300, 400, 1000, 100, 0);
  const bars = series({ close: new Float64Array(7).fill(10), volume });

  it('High Volume: above multiplier x the SMA, the current bar included', () => {
    expect(list(highVolume(volume, 3, 1.5))).toEqual([0, 0, 0, 0, 1, 0, 0]);
    expect(list(computeHighVolume(bars, { period: 3, multiplier: 1.2 })['value'])).toEqual([
      0, 0, 1, 1, 1, 0, 0,
    ]);
  });

  it('Low Volume: below multiplier x the SMA', () => {
    expect(list(lowVolume(volume, 3, 0.5))).toEqual([0, 0, 0, 0, 0, 1, 1]);
  });

  it('Volume Spike: above multiplier x the average of the previous bars only', () => {
    expect(list(volumeSpike(volume, 3, 2))).toEqual([0, 0, 0, 0, 1, 0, 0]);
    // 400 > 1.9 x 200 (previous bars), while High Volume at 1.9 compares 400 with 1.9 x 300.
    expect(list(computeVolumeSpike(bars, { period: 3, multiplier: 1.9 })['value'])).toEqual([
      0, 0, 0, 1, 1, 0, 0,
    ]);
    expect(list(highVolume(volume, 3, 1.9))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('is always 0 on zero volume (forex)', () => {
    const none = new Float64Array(10);
    expect(list(highVolume(none, 3, 1.5)).every((value) => value === 0)).toBe(true);
    expect(list(lowVolume(none, 3, 0.5)).every((value) => value === 0)).toBe(true);
    expect(list(volumeSpike(none, 3, 2)).every((value) => value === 0)).toBe(true);
  });
});
