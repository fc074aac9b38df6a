import { describe, expect, it } from 'vitest';
import { computeParabolicSar, parabolicSar } from '../../../src/indicators/trend/parabolic-sar';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectValues, propertiesOf } from './helpers';

describe('Parabolic SAR', () => {
  it.each([
    ['SPY', 0.02, 0.2],
    ['SPY', 0.01, 0.1],
    ['SPY', 0.3, 0.2],
    ['BTC-USD', 0.02, 0.2],
  ])('matches TA-Lib SAR on %s with acceleration %d, maximum %d', (symbol, acceleration, maximum) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'SAR',
      { high: bars.high, low: bars.low },
      { optInAcceleration: acceleration, optInMaximum: maximum },
    ).outReal;
    expectColumnsClose(
      computeParabolicSar(bars, propertiesOf('Parabolic SAR', { acceleration, maximum })).value ??
        new Float64Array(),
      expected ?? new Float64Array(),
    );
  });

  it('starts short when bar 1 has the larger -DM, with bar 0 high as the first SAR (TA-Lib rule)', () => {
    const high = Float64Array.from([10, 9.5, 9]);
    const low = Float64Array.from([9, 8, 7.5]);
    const values = parabolicSar(high, low, 0.02, 0.2);
    expect(Number.isNaN(values[0] ?? 0)).toBe(true);
    expect(values[1]).toBe(10);
    // short: ep 8 -> sar 10 + 0.02 (8 - 10) = 9.96, kept at or above the last two highs (9.5, 9.5)
    expect(values[2]).toBeCloseTo(9.96, 12);
    expectColumnsClose(
      values,
      talib('SAR', { high, low }, { optInAcceleration: 0.02, optInMaximum: 0.2 }).outReal ??
        new Float64Array(),
    );
  });

  it('starts long on a tie between +DM and -DM, with bar 0 low as the first SAR', () => {
    // inside bar: both moves are -0.2, so neither DM counts -> long; SAR 9 (bar 0 low), EP 9.8.
    const high = Float64Array.from([10, 9.8, 10.5]);
    const low = Float64Array.from([9, 9.2, 9.6]);
    const values = parabolicSar(high, low, 0.02, 0.2);
    // bar 2: 9 + 0.02 x (9.8 - 9) = 9.016, below the last two lows (9.2, 9.2).
    expectValues(values, [NaN, 9, 9.016]);
    expectColumnsClose(
      values,
      talib('SAR', { high, low }, { optInAcceleration: 0.02, optInMaximum: 0.2 }).outReal ??
        new Float64Array(),
    );
  });

  it('can flip on its first bar: a long start whose bar 1 low touches the SAR turns short', () => {
    // moves tie at 1 -> long, SAR 9; bar 1 low 8 <= 9 -> short at the EP 11; bar 2 high 11.5 >= 11
    // -> long again at the EP 8 (already below the last two lows 8 and 8.5).
    const high = Float64Array.from([10, 11, 11.5]);
    const low = Float64Array.from([9, 8, 8.5]);
    expectValues(parabolicSar(high, low, 0.02, 0.2), [NaN, 11, 8]);
  });

  it('is all NaN on a single bar', () => {
    expectValues(parabolicSar(Float64Array.from([2]), Float64Array.from([1]), 0.02, 0.2), [NaN]);
  });
});
