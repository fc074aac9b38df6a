import { describe, it } from 'vitest';
import { computeIchimoku } from '../../../src/indicators/trend/ichimoku';
import { barsOf, expectValues, propertiesOf } from './helpers';

const HIGHS = [10, 10.5, 11, 11.5, 11.8, 11.6, 10.8, 10, 9.6, 10.4, 11.2, 11.9, 12.2, 11.8];
const LOWS = [9, 9.2, 10, 10.6, 11, 10.4, 9.6, 9, 8.8, 9.4, 10.2, 11, 11.5, 10.9];

describe('Ichimoku Cloud', () => {
  it('computes the four lines with the spans taken displacement - 1 bars back (2/3/4/3, by hand)', () => {
    const bars = barsOf(HIGHS.map((high, index) => ({ high, low: LOWS[index] ?? 0, close: high })));
    const lines = computeIchimoku(
      bars,
      propertiesOf('Ichimoku Cloud', { conversionPeriod: 2, basePeriod: 3, spanBPeriod: 4, displacement: 3 }),
    );
    // tenkan at bar 1 = (max(10, 10.5) + min(9, 9.2)) / 2 = 9.75; kijun at bar 2 = (11 + 9) / 2 = 10.
    expectValues(lines['tenkan'] ?? new Float64Array(), [
      NaN,
      9.75,
      10.1,
      10.75,
      11.2,
      11.1,
      10.6,
      9.9,
      9.4,
      9.6,
      10.3,
      11.05,
      11.6,
      11.55,
    ]);
    expectValues(lines['kijun'] ?? new Float64Array(), [
      NaN,
      NaN,
      10,
      10.35,
      10.9,
      11.1,
      10.7,
      10.3,
      9.8,
      9.6,
      10,
      10.65,
      11.2,
      11.55,
    ]);
    // senkou_a at bar 4 = (tenkan + kijun) / 2 of bar 2 = (10.1 + 10) / 2 = 10.05.
    expectValues(lines['senkou_a'] ?? new Float64Array(), [
      NaN,
      NaN,
      NaN,
      NaN,
      10.05,
      10.55,
      11.05,
      11.1,
      10.65,
      10.1,
      9.6,
      9.6,
      10.15,
      10.85,
    ]);
    // senkou_b at bar 5 = 4-bar midpoint of bar 3 = (11.5 + 9) / 2 = 10.25.
    expectValues(lines['senkou_b'] ?? new Float64Array(), [
      NaN,
      NaN,
      NaN,
      NaN,
      NaN,
      10.25,
      10.5,
      10.9,
      10.7,
      10.4,
      10.2,
      9.8,
      10,
      10.35,
    ]);
  });
});
