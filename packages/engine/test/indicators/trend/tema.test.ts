import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeTema } from '../../../src/indicators/trend/tema';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('TEMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 8, 'ohlc4'],
    ['BTC-USD', 14, 'close'],
  ])('matches TA-Lib TEMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'TEMA',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeTema(bars, propertiesOf('TEMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
