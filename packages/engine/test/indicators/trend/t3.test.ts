import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeT3 } from '../../../src/indicators/trend/t3';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('T3', () => {
  it.each([
    ['SPY', 5, 0.7, 'close'],
    ['SPY', 12, 0.3, 'hl2'],
    ['SPY', 3, 1, 'close'],
    ['AAPL', 5, 0.7, 'close'],
  ])('matches TA-Lib T3 on %s with period %i, vFactor %d of %s', (symbol, period, vFactor, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'T3',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period, optInVFactor: vFactor },
    ).outReal;
    expectColumnsClose(
      computeT3(bars, propertiesOf('T3', { period, vFactor, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
