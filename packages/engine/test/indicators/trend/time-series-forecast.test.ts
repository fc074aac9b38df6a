import { describe, it } from 'vitest';
import { priceSource } from '../../../src/indicators/params';
import { computeTimeSeriesForecast } from '../../../src/indicators/trend/time-series-forecast';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { propertiesOf } from './helpers';

describe('Time Series Forecast', () => {
  it.each([
    ['SPY', 14, 'close'],
    ['SPY', 40, 'close'],
    ['AAPL', 14, 'hl2'],
  ])('matches TA-Lib TSF on %s with period %i of %s', (symbol, period, source) => {
    const bars = dailyBars(symbol);
    const expected = talib('TSF', { inReal: priceSource(bars, source) }, { optInTimePeriod: period }).outReal;
    expectColumnsClose(
      computeTimeSeriesForecast(bars, propertiesOf('Time Series Forecast', { period, source })).value ??
        new Float64Array(),
      expected ?? new Float64Array(),
    );
  });
});
