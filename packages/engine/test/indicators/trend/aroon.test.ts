import { describe, it } from 'vitest';
import { aroon, computeAroon } from '../../../src/indicators/trend/aroon';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectValues, propertiesOf } from './helpers';

describe('Aroon', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 25],
    ['AAPL', 14],
  ])('matches TA-Lib AROON on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    const expected = talib('AROON', { high: bars.high, low: bars.low }, { optInTimePeriod: period });
    const actual = computeAroon(bars, propertiesOf('Aroon', { period }));
    expectColumnsClose(actual['up'] ?? new Float64Array(), expected['outAroonUp'] ?? new Float64Array());
    expectColumnsClose(actual['down'] ?? new Float64Array(), expected['outAroonDown'] ?? new Float64Array());
  });

  it('counts a tied extreme from its most recent bar, as TA-Lib does', () => {
    // period 4: the window is 5 bars. Highs tie at 5 (bars 1 and 3); lows tie at 1 (bars 0 and 4).
    const high = Float64Array.from([3, 5, 4, 5, 2, 2]);
    const low = Float64Array.from([1, 2, 2, 3, 1, 1]);
    const { up, down } = aroon(high, low, 4);
    // bar 4: highest at bar 3 (1 bar ago) -> 25 x 3 = 75; lowest at bar 4 (0 ago) -> 100.
    // bar 5: highest at bar 3 (2 ago) -> 50; lowest at bar 5 (0 ago) -> 100.
    expectValues(up, [NaN, NaN, NaN, NaN, 75, 50]);
    expectValues(down, [NaN, NaN, NaN, NaN, 100, 100]);
    const expected = talib('AROON', { high, low }, { optInTimePeriod: 4 });
    expectColumnsClose(up, expected['outAroonUp'] ?? new Float64Array());
    expectColumnsClose(down, expected['outAroonDown'] ?? new Float64Array());
  });
});
