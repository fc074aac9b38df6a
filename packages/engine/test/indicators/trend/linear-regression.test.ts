import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeLinearRegression } from '../../../src/indicators/trend/linear-regression';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('Linear Regression', () => {
  it.each([
    ['SPY', 14, 'close'],
    ['SPY', 50, 'hlc3'],
    ['AAPL', 14, 'close'],
  ])('matches TA-Lib LINEARREG on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'LINEARREG',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeLinearRegression(bars, propertiesOf('Linear Regression', { period, source })).value ??
        new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
