import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeEma } from '../../../src/indicators/trend/ema';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('EMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 9, 'hlc3'],
    ['BTC-USD', 50, 'close'],
  ])('matches TA-Lib EMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib('EMA', { inReal: priceSource(bars, source) }, { optInTimePeriod: period }).outReal;
    expectColumnsClose(
      computeEma(bars, propertiesOf('EMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
