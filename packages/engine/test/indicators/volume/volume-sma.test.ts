import { describe, expect, it } from 'vitest';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { expectHandValues, handBars, output, runVolumeBlock } from './run-block';

describe('Volume SMA', () => {
  it.each([
    ['SPY', 20],
    ['SPY', 3],
    ['AAPL', 20],
  ] as const)('matches TA-Lib SMA of volume on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      output(runVolumeBlock('Volume SMA', bars, { period }), 'value'),
      talib('SMA', { inReal: bars.volume }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('averages volume by hand, and is all NaN on a short series', () => {
    const outputs = runVolumeBlock('Volume SMA', handBars(), { period: 3 });
    expectHandValues(output(outputs, 'value'), 2, [
      2500 / 3,
      3500 / 3,
      3200 / 3,
      4000 / 3,
      3600 / 3,
      3400 / 3,
    ]);
    expect(output(runVolumeBlock('Volume SMA', handBars()), 'value').every(Number.isNaN)).toBe(true);
  });
});
