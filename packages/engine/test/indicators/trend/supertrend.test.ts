import { describe, expect, it } from 'vitest';
import { computeSupertrend } from '../../../src/indicators/trend/supertrend';
import { barsOf, expectValues, propertiesOf } from './helpers';

/** 21 bars that rise, fall through the lower band, recover through the upper band, rally, then drop. */
const BARS = barsOf(
  [
    [10, 9, 9.5],
    [10.5, 9.2, 10.2],
    [11, 10, 10.8],
    [11.5, 10.6, 11.2],
    [11.8, 11, 11.6],
    [11.6, 10.4, 10.6],
    [10.8, 9.6, 9.8],
    [10, 9, 9.2],
    [9.6, 8.8, 9.4],
    [10.4, 9.4, 10.3],
    [11.2, 10.2, 11.1],
    [11.9, 11, 11.8],
    [12.2, 11.5, 11.7],
    [11.8, 10.9, 11.0],
    [12.6, 11.6, 12.5],
    [13.4, 12.4, 13.3],
    [14.2, 13.2, 14.1],
    [14.4, 13.8, 14.0],
    [13.0, 11.5, 11.6],
    [11.8, 10.6, 10.8],
    [11.0, 10.0, 10.2],
  ].map(([high = 0, low = 0, close = 0]) => ({ high, low, close })),
);

describe('SuperTrend', () => {
  it('follows the final-band recursion, flipping down then up (period 3, multiplier 1, by hand)', () => {
    // ATR(3) at bar 3 = mean TR[1..3] = (1.3 + 1 + 0.9) / 3 = 1.0667; lower = 11.05 - 1.0667 = 9.9833 (up).
    // Bar 6: close 9.8 < final lower 10.4222 -> down, value = final upper 11.3012.
    // Bar 9: close 10.3 > final upper 10.1783 -> up, value = final lower 8.9144 (the lower band resets
    // because the previous close was below it). Bar 18: close 11.6 < final lower -> down; the upper band
    // had been reset to the basic band while closes stayed above it, so the value is 13.6851.
    expectValues(
      computeSupertrend(BARS, propertiesOf('SuperTrend', { period: 3, multiplier: 1 })).value ??
        new Float64Array(),
      [
        NaN,
        NaN,
        NaN,
        9.983333333333333,
        10.422222222222222,
        10.422222222222222,
        11.301234567901234,
        10.567489711934156,
        10.178326474622772,
        8.914449016918153,
        9.709632677945436,
        10.48975511863029,
        10.976503412420193,
        10.976503412420193,
        10.978445961075641,
        11.818963974050428,
        12.645975982700286,
        13.19731732180019,
        13.68512178546654,
        12.556747856977694,
        11.737831904651795,
      ],
    );
  });

  it('starts up at bar `period` and keeps a band until the close crosses it (period 2, multiplier 2)', () => {
    expectValues(
      computeSupertrend(BARS, propertiesOf('SuperTrend', { period: 2, multiplier: 2 })).value ??
        new Float64Array(),
      [
        NaN,
        NaN,
        8.2,
        9.0,
        9.575,
        9.575,
        9.575,
        11.628125,
        11.0640625,
        11.0640625,
        8.733984375,
        9.5669921875,
        10.20849609375,
        10.20849609375,
        10.20849609375,
        10.66981201171875,
        11.584906005859375,
        12.442453002929687,
        15.578773498535156,
        14.064386749267578,
        12.932193374633789,
      ],
    );
  });

  it('is the bar midpoint on flat prices (ATR 0), not NaN', () => {
    const flat = barsOf(new Array(15).fill({ high: 5, low: 5, close: 5 }));
    const values = computeSupertrend(flat, propertiesOf('SuperTrend')).value ?? new Float64Array();
    expect(Array.from(values.slice(10))).toEqual([5, 5, 5, 5, 5]);
  });
});
