import { describe, it } from 'vitest';
import { computeZlema } from '../../../src/indicators/trend/zlema';
import { closesOnly, expectValues, propertiesOf } from './helpers';

describe('ZLEMA', () => {
  it('is the TA-Lib-seeded EMA of 2 x x[t] - x[t - lag], lag = floor((n - 1) / 2) (period 5 by hand)', () => {
    // lag 2: d = 2 x x[t] - x[t - 2] from bar 2: 14, 15, 12, 15, 18, 12, 9, 19, 22.
    // seed at bar 6 = (14 + 15 + 12 + 15 + 18) / 5 = 14.8; k = 1/3: bar 7 = 14.8 + (12 - 14.8) / 3 = 13.8667.
    const bars = closesOnly([10, 11, 12, 13, 12, 14, 15, 13, 12, 16, 17]);
    expectValues(computeZlema(bars, propertiesOf('ZLEMA', { period: 5 })).value ?? new Float64Array(), [
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      14.8,
      13.866666666666667,
      12.244444444444444,
      14.496296296296297,
      16.997530864197532,
    ]);
  });
});
