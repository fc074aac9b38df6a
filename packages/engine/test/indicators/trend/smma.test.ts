import { describe, it } from 'vitest';
import { computeSmma } from '../../../src/indicators/trend/smma';
import { closesOnly, expectValues, propertiesOf } from './helpers';

describe('SMMA', () => {
  it("is Wilder's smoothing seeded with the SMA of the first period values (worked by hand)", () => {
    // period 3: seed (10 + 11 + 12) / 3 = 11; then smma = (smma_prev x 2 + x) / 3:
    // (22 + 13) / 3 = 11.6667, (23.3333 + 12) / 3 = 11.7778, ...
    const bars = closesOnly([10, 11, 12, 13, 12, 14, 15, 13]);
    expectValues(computeSmma(bars, propertiesOf('SMMA', { period: 3 })).value ?? new Float64Array(), [
      NaN,
      NaN,
      11,
      11.666666666666666,
      11.777777777777779,
      12.518518518518519,
      13.345679012345679,
      13.23045267489712,
    ]);
  });

  it('reads the source property', () => {
    const bars = closesOnly([10, 11, 12, 13]);
    const withVolume = { ...bars, volume: Float64Array.from([3, 6, 9, 12]) };
    expectValues(
      computeSmma(withVolume, propertiesOf('SMMA', { period: 3, source: 'volume' })).value ??
        new Float64Array(),
      [NaN, NaN, 6, 8],
    );
  });
});
