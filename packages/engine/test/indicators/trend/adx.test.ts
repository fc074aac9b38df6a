import { describe, expect, it } from 'vitest';
import { computeAdx } from '../../../src/indicators/trend/adx';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { flatThenSpy, propertiesOf } from './helpers';

describe('ADX', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 5],
    ['SPY', 2],
    ['AAPL', 14],
  ])('matches TA-Lib ADX on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'ADX',
      { high: bars.high, low: bars.low, close: bars.close },
      { optInTimePeriod: period },
    );
    expectColumnsClose(
      computeAdx(bars, propertiesOf('ADX', { period })).value ?? new Float64Array(),
      expected['outReal'] ?? new Float64Array(),
    );
  });

  it('matches TA-Lib when the series starts flat (no DX: the ADX starts at 0 and holds until prices move)', () => {
    const bars = flatThenSpy();
    const adxValues = computeAdx(bars, propertiesOf('ADX', { period: 5 })).value ?? new Float64Array();
    expect(adxValues[9]).toBe(0);
    expect(adxValues[29]).toBe(0);
    const expected = talib(
      'ADX',
      { high: bars.high, low: bars.low, close: bars.close },
      { optInTimePeriod: 5 },
    );
    expectColumnsClose(adxValues, expected['outReal'] ?? new Float64Array());
  });
});
