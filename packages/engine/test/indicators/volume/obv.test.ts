import { describe, expect, it } from 'vitest';
import { obv } from '../../../src/indicators/volume/obv';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('OBV', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 5],
    ['AAPL', 14],
  ] as const)('value matches TA-Lib OBV on %s and signal is TA-Lib SMA(%i) of it', (symbol, period) => {
    const bars = dailyBars(symbol);
    const outputs = runVolumeBlock('OBV', bars, { period });
    const line = talib('OBV', { inReal: bars.close, volume: bars.volume }).outReal ?? new Float64Array();
    expectColumnsClose(output(outputs, 'value'), line);
    expectColumnsClose(
      output(outputs, 'signal'),
      talib('SMA', { inReal: line }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('starts at the first bar volume, as TA-Lib does (hand-worked)', () => {
    // closes 9.5, 10.8 (up), 11 (up), 10.2 (down), 12.4 (up), 12.2 (down), 11.5 (down), 12.8 (up).
    const bars = handBars();
    const outputs = runVolumeBlock('OBV', bars, { period: 3 });
    expectHandValues(output(outputs, 'value'), 0, [1000, 2500, 2500, 500, 1700, 900, -700, 300]);
    expectHandValues(output(outputs, 'signal'), 2, [
      6000 / 3,
      5500 / 3,
      4700 / 3,
      3100 / 3,
      1900 / 3,
      500 / 3,
    ]);
  });

  it('is 0 throughout on zero-volume forex, and the signal is NaN on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(obv(forex.close, forex.volume).every((value) => value === 0)).toBe(true);
    const short = handBars();
    expect(output(runVolumeBlock('OBV', short), 'signal').every(Number.isNaN)).toBe(true);
  });
});
