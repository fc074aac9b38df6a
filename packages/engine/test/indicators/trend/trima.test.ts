import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeTrima } from '../../../src/indicators/trend/trima';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('TRIMA', () => {
  it.each([
    ['SPY', 20, 'close'],
    ['SPY', 15, 'close'],
    ['SPY', 2, 'high'],
    ['AAPL', 9, 'close'],
  ])('matches TA-Lib TRIMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'TRIMA',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeTrima(bars, propertiesOf('TRIMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
