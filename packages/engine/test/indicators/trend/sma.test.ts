import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeSma } from '../../../src/indicators/trend/sma';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('SMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 9, 'hlc3'],
    ['AAPL', 50, 'close'],
  ])('matches TA-Lib SMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib('SMA', { inReal: priceSource(bars, source) }, { optInTimePeriod: period }).outReal;
    expectColumnsClose(
      computeSma(bars, propertiesOf('SMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
