import { describe, it } from 'vitest';
import { computeAdxr } from '../../../src/indicators/trend/adxr';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('ADXR', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 7],
    ['BTC-USD', 14],
  ])('matches TA-Lib ADXR on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'ADXR',
      { high: bars.high, low: bars.low, close: bars.close },
      { optInTimePeriod: period },
    );
    expectColumnsClose(
      computeAdxr(bars, propertiesOf('ADXR', { period })).value ?? new Float64Array(),
      expected['outReal'] ?? new Float64Array(),
    );
  });
});
