import { describe, it } from 'vitest';
import { computeVwma } from '../../../src/indicators/trend/vwma';
import { sma } from '../../../src/indicators/primitives';
import { dailyBars, expectColumnsClose } from '../talib-reference';
import { closesOnly, expectValues, propertiesOf } from './helpers';

describe('VWMA', () => {
  it('is sum(close x volume) / sum(volume), and the plain SMA where the window has no volume (by hand)', () => {
    // period 3. bar 2: (10 x 100 + 11 x 200 + 12 x 0) / 300 = 10.6667; bar 3: only 11 has volume -> 11;
    // bars 4 and 5: no volume in the window -> SMA (12 + 13 + 12) / 3 = 12.3333 and (13 + 12 + 14) / 3 = 13;
    // bar 6: only 15 has volume -> 15; bar 7: (15 x 50 + 13 x 150) / 200 = 13.5.
    const bars = closesOnly([10, 11, 12, 13, 12, 14, 15, 13], [100, 200, 0, 0, 0, 0, 50, 150]);
    expectValues(computeVwma(bars, propertiesOf('VWMA', { period: 3 })).value ?? new Float64Array(), [
      NaN,
      NaN,
      10.666666666666666,
      11,
      12.333333333333334,
      13,
      15,
      13.5,
    ]);
  });

  it('equals the SMA on forex bars, which carry no volume', () => {
    const bars = dailyBars('EURUSD');
    expectColumnsClose(
      computeVwma(bars, propertiesOf('VWMA')).value ?? new Float64Array(),
      sma(bars.close, 20),
    );
  });
});
