import { describe, expect, it } from 'vitest';
import { easeOfMovement } from '../../../src/indicators/volume/ease-of-movement';
import { dailyBars } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('Ease of Movement (not in TA-Lib)', () => {
  it('is the SMA(3) of midpoint move x range / (volume / 1e6) in a hand-worked example', () => {
    // Bar 1: (10.5 - 9.5) x 1 / 0.0015 = 666.67; bar 2 has volume 0 and bar 6 high == low: both 0.
    // Raw: 666.67, 0, -375, 1250, 937.5, 0, 840.
    const outputs = runVolumeBlock('Ease of Movement', handBars(), { period: 3 });
    expectHandValues(
      output(outputs, 'value'),
      3,
      [97.22222222222223, 291.6666666666667, 604.1666666666666, 729.1666666666666, 592.5],
    );
  });

  it('is 0 on zero-volume forex, starts at the period on SPY, and is all NaN on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(
      easeOfMovement(forex.high, forex.low, forex.volume, 14)
        .slice(14)
        .every((value) => value === 0),
    ).toBe(true);
    expect(
      output(runVolumeBlock('Ease of Movement', dailyBars('SPY')), 'value').findIndex(Number.isFinite),
    ).toBe(14);
    expect(output(runVolumeBlock('Ease of Movement', handBars()), 'value').every(Number.isNaN)).toBe(true);
  });
});
