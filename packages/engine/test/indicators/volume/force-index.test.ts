import { describe, expect, it } from 'vitest';
import { forceIndex } from '../../../src/indicators/volume/force-index';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('Force Index (not in TA-Lib)', () => {
  it('is an SMA-seeded EMA(3) of price change x volume in a hand-worked example', () => {
    // Raw: 1950, 0, -1600, 2640, -160, -1120, 1300 (from bar 1). Seed at bar 3: 350 / 3 = 116.67;
    // bar 4: 116.67 + 0.5 (2640 - 116.67) = 1378.33; ...
    const outputs = runVolumeBlock('Force Index', handBars(), { period: 3 });
    expectHandValues(
      output(outputs, 'value'),
      3,
      [116.66666666666667, 1378.3333333333333, 609.1666666666666, -255.41666666666666, 522.2916666666666],
    );
  });

  it.each([13, 2])('equals TA-Lib EMA(%i) of the raw force on SPY', (period) => {
    const bars = dailyBars('SPY');
    const raw = bars.close.map((close, index) =>
      index === 0 ? 0 : (close - (bars.close[index - 1] ?? 0)) * (bars.volume[index] ?? 0),
    );
    const expected = new Float64Array(raw.length).fill(Number.NaN);
    expected.set(talib('EMA', { inReal: raw.slice(1) }, { optInTimePeriod: period }).outReal ?? [], 1);
    expectColumnsClose(output(runVolumeBlock('Force Index', bars, { period }), 'value'), expected);
  });

  it('is 0 on zero-volume forex and all NaN on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(
      forceIndex(forex.close, forex.volume, 13)
        .slice(13)
        .every((value) => value === 0),
    ).toBe(true);
    expect(output(runVolumeBlock('Force Index', handBars()), 'value').every(Number.isNaN)).toBe(true);
  });
});
