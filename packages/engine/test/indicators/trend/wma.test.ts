import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeWma } from '../../../src/indicators/trend/wma';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('WMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 7, 'open'],
    ['AAPL', 30, 'close'],
  ])('matches TA-Lib WMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib('WMA', { inReal: priceSource(bars, source) }, { optInTimePeriod: period }).outReal;
    expectColumnsClose(
      computeWma(bars, propertiesOf('WMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
