import { describe, expect, it } from 'vitest';
import { cmf } from '../../../src/indicators/volume/cmf';
import { dailyBars } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('CMF (not in TA-Lib)', () => {
  it('is the window money flow volume over the window volume in a hand-worked example', () => {
    // Money flow volumes: 0, 900, 0, -1466.67, 1040, -480, 0 (high == low), 1000.
    // Bar 2: (0 + 900 + 0) / 2500 = 0.36; bar 3: (900 + 0 - 1466.67) / 3500 = -0.1619.
    const outputs = runVolumeBlock('CMF', handBars(), { period: 3 });
    expectHandValues(
      output(outputs, 'value'),
      2,
      [
        0.36, -0.1619047619047619, -0.13333333333333333, -0.22666666666666666, 0.15555555555555556,
        0.15294117647058825,
      ],
    );
  });

  it('is NaN when the window has no volume (forex) and on a short series; starts at 19 on SPY', () => {
    const forex = dailyBars('EURUSD');
    expect(cmf(forex.high, forex.low, forex.close, forex.volume, 20).every(Number.isNaN)).toBe(true);
    expect(output(runVolumeBlock('CMF', handBars()), 'value').every(Number.isNaN)).toBe(true);
    const spy = output(runVolumeBlock('CMF', dailyBars('SPY')), 'value');
    expect(spy.findIndex(Number.isFinite)).toBe(19);
    expect(spy.slice(19).every((value) => value >= -1 && value <= 1)).toBe(true);
  });
});
