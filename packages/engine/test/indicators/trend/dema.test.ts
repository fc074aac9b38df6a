import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeDema } from '../../../src/indicators/trend/dema';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('DEMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 5, 'hl2'],
    ['AAPL', 30, 'close'],
  ])('matches TA-Lib DEMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'DEMA',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeDema(bars, propertiesOf('DEMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
