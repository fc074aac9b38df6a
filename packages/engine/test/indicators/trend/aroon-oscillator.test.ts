import { describe, it } from 'vitest';
import { aroonOscillator, computeAroonOscillator } from '../../../src/indicators/trend/aroon-oscillator';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectValues, propertiesOf } from './helpers';

describe('Aroon Oscillator', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 5],
    ['BTC-USD', 14],
  ])('matches TA-Lib AROONOSC on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'AROONOSC',
      { high: bars.high, low: bars.low },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeAroonOscillator(bars, propertiesOf('Aroon Oscillator', { period })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });

  it('is up minus down with ties counted from the most recent bar', () => {
    const high = Float64Array.from([3, 5, 4, 5, 2, 2]);
    const low = Float64Array.from([1, 2, 2, 3, 1, 1]);
    expectValues(aroonOscillator(high, low, 4), [NaN, NaN, NaN, NaN, -25, -50]);
  });
});
