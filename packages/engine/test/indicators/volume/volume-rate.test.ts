import { describe, expect, it } from 'vitest';
import { volumeRate } from '../../../src/indicators/volume/volume-rate';
import { dailyBars } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('Volume Rate (not in TA-Lib)', () => {
  it('is volume / SMA(volume, 3) in a hand-worked example', () => {
    // Volumes 1000, 1500, 0, 2000, 1200, 800, 1600, 1000; bar 3: 2000 / (3500 / 3) = 1.7142857.
    const outputs = runVolumeBlock('Volume Rate', handBars(), { period: 3 });
    expectHandValues(output(outputs, 'value'), 2, [
      0,
      6000 / 3500,
      3600 / 3200,
      2400 / 4000,
      4800 / 3600,
      3000 / 3400,
    ]);
  });

  it('is NaN when the average volume is 0 (forex) and on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(volumeRate(forex.volume, 14).every(Number.isNaN)).toBe(true);
    expect(output(runVolumeBlock('Volume Rate', handBars()), 'value').every(Number.isNaN)).toBe(true);
  });

  it('starts at period - 1 on SPY with the default period 14', () => {
    expect(output(runVolumeBlock('Volume Rate', dailyBars('SPY')), 'value').findIndex(Number.isFinite)).toBe(
      13,
    );
  });
});
