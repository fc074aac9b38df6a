import { describe, expect, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeKama, kama } from '../../../src/indicators/trend/kama';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { flatThenSpy, propertiesOf } from './helpers';

describe('KAMA', () => {
  it.each([
    ['SPY', 10, 'close'],
    ['SPY', 30, 'hl2'],
    ['BTC-USD', 10, 'close'],
  ])('matches TA-Lib KAMA on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib(
      'KAMA',
      { inReal: priceSource(bars, source) },
      { optInTimePeriod: period },
    ).outReal;
    expectColumnsClose(
      computeKama(bars, propertiesOf('KAMA', { period, source })).value ?? new Float64Array(),
      expected ?? new Float64Array(),
    );
  });

  it('matches TA-Lib over a flat start, where the efficiency ratio is taken as 1', () => {
    const close = flatThenSpy().close;
    expectColumnsClose(
      kama(close, 10),
      talib('KAMA', { inReal: close }, { optInTimePeriod: 10 }).outReal ?? new Float64Array(),
    );
    expect(kama(close, 10)[10]).toBe(300);
  });
});
