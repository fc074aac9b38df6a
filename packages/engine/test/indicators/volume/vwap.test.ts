import { describe, expect, it } from 'vitest';
import { vwap } from '../../../src/indicators/volume/vwap';
import { dailyBars } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('VWAP (not in TA-Lib)', () => {
  it('cumulates from the first bar on daily bars (hand-worked)', () => {
    // Typical prices 9.5, 10.6, 11.1667, 10.5667, 11.9667, 12.4, 11.5, 12.4; bar 1:
    // (9.5 x 1000 + 10.6 x 1500) / 2500 = 10.16; bar 2 has volume 0 and keeps 10.16.
    expectHandValues(
      output(runVolumeBlock('VWAP', handBars()), 'value'),
      0,
      [
        9.5, 10.16, 10.16, 10.34074074074074, 10.683040935672514, 10.894358974358974, 11.013991769547324,
        11.166300366300366,
      ],
    );
  });

  it('restarts at each session on intraday bars, using the mean typical price while volume is 0', () => {
    const times = [
      '2024-01-02T09:30:00-05:00',
      '2024-01-02T10:30:00-05:00',
      '2024-01-02T11:30:00-05:00',
      '2024-01-03T09:30:00-05:00',
      '2024-01-03T10:30:00-05:00',
      '2024-01-03T11:30:00-05:00',
    ];
    // Typical prices 9.5, 10.5, 11.5 | 19.5, 20.5, 21; volumes 100, 300, 100 | 0, 200, 200.
    const values = vwap(
      times,
      Float64Array.from([10, 11, 12, 20, 21, 22]),
      Float64Array.from([9, 10, 11, 19, 20, 20]),
      Float64Array.from([9.5, 10.5, 11.5, 19.5, 20.5, 21]),
      Float64Array.from([100, 300, 100, 0, 200, 200]),
    );
    expectHandValues(values, 0, [9.5, 10.25, 10.5, 19.5, 20.5, 20.75]);
  });

  it('is the cumulative mean typical price on zero-volume forex', () => {
    const forex = dailyBars('EURUSD', '2024-01-01', '2024-01-31');
    const values = vwap(forex.times, forex.high, forex.low, forex.close, forex.volume);
    let sum = 0;
    forex.close.forEach((close, index) => {
      sum += ((forex.high[index] ?? 0) + (forex.low[index] ?? 0) + close) / 3;
      expect(values[index]).toBeCloseTo(sum / (index + 1), 12);
    });
  });

  it('handles an empty series', () => {
    expect(
      vwap([], new Float64Array(0), new Float64Array(0), new Float64Array(0), new Float64Array(0)).length,
    ).toBe(0);
  });
});
