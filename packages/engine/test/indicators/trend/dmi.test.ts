import { describe, expect, it } from 'vitest';
import { computeDmi } from '../../../src/indicators/trend/dmi';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { flatThenSpy, propertiesOf } from './helpers';

describe('DMI', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 3],
    ['SPY', 1],
    ['AAPL', 14],
  ])('matches TA-Lib PLUS_DI (plus) and MINUS_DI (minus) on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    const inputs = { high: bars.high, low: bars.low, close: bars.close };
    const actual = computeDmi(bars, propertiesOf('DMI', { period }));
    expectColumnsClose(
      actual['plus'] ?? new Float64Array(),
      talib('PLUS_DI', inputs, { optInTimePeriod: period })['outReal'] ?? new Float64Array(),
    );
    expectColumnsClose(
      actual['minus'] ?? new Float64Array(),
      talib('MINUS_DI', inputs, { optInTimePeriod: period })['outReal'] ?? new Float64Array(),
    );
  });

  it('is 0 over a flat start (no true range), as TA-Lib, then matches TA-Lib once prices move', () => {
    const bars = flatThenSpy();
    const actual = computeDmi(bars, propertiesOf('DMI', { period: 14 }));
    expect(actual['plus']?.[14]).toBe(0);
    expect(actual['minus']?.[29]).toBe(0);
    const inputs = { high: bars.high, low: bars.low, close: bars.close };
    expectColumnsClose(
      actual['plus'] ?? new Float64Array(),
      talib('PLUS_DI', inputs, { optInTimePeriod: 14 })['outReal'] ?? new Float64Array(),
    );
    expectColumnsClose(
      actual['minus'] ?? new Float64Array(),
      talib('MINUS_DI', inputs, { optInTimePeriod: 14 })['outReal'] ?? new Float64Array(),
    );
  });
});
