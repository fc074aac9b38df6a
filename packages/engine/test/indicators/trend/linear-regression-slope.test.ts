import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeLinearRegressionSlope } from '../../../src/indicators/trend/linear-regression-slope';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('Linear Regression Slope', () => {
  it.each([
    ['SPY', 14, 'close'],
    ['SPY', 5, 'low'],
    ['BTC-USD', 14, 'close'],
  ])('matches TA-Lib LINEARREG_SLOPE on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'LINEARREG_SLOPE',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeLinearRegressionSlope(bars, propertiesOf('Linear Regression Slope', { period, source })).value ??
        new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
