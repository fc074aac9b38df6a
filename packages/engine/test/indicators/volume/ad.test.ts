import { describe, expect, it } from 'vitest';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('AD', () => {
  it.each([
    ['SPY', 14],
    ['SPY', 30],
    ['AAPL', 14],
  ] as const)('value matches TA-Lib AD on %s and signal is TA-Lib SMA(%i) of it', (symbol, period) => {
    const bars = dailyBars(symbol);
    const outputs = runVolumeBlock('AD', bars, { period });
    const line =
      talib('AD', { high: bars.high, low: bars.low, close: bars.close, volume: bars.volume }).outReal ??
      new Float64Array();
    expectColumnsClose(output(outputs, 'value'), line);
    expectColumnsClose(
      output(outputs, 'signal'),
      talib('SMA', { inReal: line }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('accumulates money flow volume from the first bar (hand-worked; high == low adds 0)', () => {
    // Money flow volumes: 0, 900, 0, -1466.67, 1040, -480, 0 (high == low), 1000.
    const outputs = runVolumeBlock('AD', handBars(), { period: 2 });
    const line = [
      0,
      900,
      900,
      900 - 4400 / 3,
      1940 - 4400 / 3,
      1460 - 4400 / 3,
      1460 - 4400 / 3,
      2460 - 4400 / 3,
    ];
    expectHandValues(output(outputs, 'value'), 0, line);
    expectHandValues(
      output(outputs, 'signal'),
      1,
      line.slice(1).map((value, index) => (value + (line[index] ?? 0)) / 2),
    );
  });

  it('is 0 on zero-volume forex, and the signal is NaN on a short series', () => {
    expect(output(runVolumeBlock('AD', dailyBars('EURUSD')), 'value').every((value) => value === 0)).toBe(
      true,
    );
    expect(output(runVolumeBlock('AD', handBars()), 'signal').every(Number.isNaN)).toBe(true);
  });
});
