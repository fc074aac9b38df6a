import { describe, it } from 'vitest';
import { computeHma } from '../../../src/indicators/trend/hma';
import { closesOnly, expectValues, propertiesOf } from './helpers';

describe('HMA', () => {
  it('is WMA(2 x WMA(n/2) - WMA(n), sqrt(n)) for period 4 (worked by hand)', () => {
    // WMA(2) at bar 3: (12 + 2 x 13) / 3 = 12.6667; WMA(4): (10 + 22 + 36 + 52) / 10 = 12;
    // raw = 13.3333. Bar 4: WMA(2) = 12.3333, WMA(4) = 12.4, raw = 12.2667.
    // HMA at bar 4 = WMA(2) of raw = (13.3333 + 2 x 12.2667) / 3 = 12.7556.
    const bars = closesOnly([10, 11, 12, 13, 12, 14, 15, 13, 12, 16]);
    expectValues(computeHma(bars, propertiesOf('HMA', { period: 4 })).value ?? new Float64Array(), [
      NaN,
      NaN,
      NaN,
      NaN,
      12.755555555555556,
      13.266666666666667,
      14.844444444444445,
      14.233333333333333,
      12.255555555555556,
      14.011111111111111,
    ]);
  });

  it('rounds n/2 and sqrt(n) down (period 9: WMA 4, WMA 9, then WMA 3; first value at bar 10)', () => {
    const bars = closesOnly([20, 21, 23, 22, 24, 26, 25, 27, 28, 26, 29, 30, 31]);
    expectValues(computeHma(bars, propertiesOf('HMA', { period: 9 })).value ?? new Float64Array(), [
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      28.41111111111111,
      29.211111111111112,
      30.403703703703705,
    ]);
  });
});
