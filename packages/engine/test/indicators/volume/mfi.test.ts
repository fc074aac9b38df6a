import { describe, expect, it } from 'vitest';
import { mfi } from '../../../src/indicators/volume/mfi';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runVolumeBlock } from './run-block';

function talibMfi(bars: PriceColumns, period: number): Float64Array {
  return (
    talib(
      'MFI',
      { high: bars.high, low: bars.low, close: bars.close, volume: bars.volume },
      { optInTimePeriod: period },
    ).outReal ?? new Float64Array()
  );
}

describe('MFI', () => {
  it('matches TA-Lib MFI(14) on SPY through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(output(runVolumeBlock('MFI', bars), 'value'), talibMfi(bars, 14));
  });

  it.each([
    ['SPY', 3],
    ['AAPL', 14],
    ['EURUSD', 14],
  ] as const)('matches TA-Lib MFI on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(mfi(bars.high, bars.low, bars.close, bars.volume, period), talibMfi(bars, period));
  });

  it('is 0 on zero-volume forex (TA-Lib: total flow below 1) and all NaN on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(
      mfi(forex.high, forex.low, forex.close, forex.volume, 14)
        .slice(14)
        .every((v) => v === 0),
    ).toBe(true);
    const short = Float64Array.from([1, 2, 3]);
    expect(mfi(short, short, short, short, 14).every(Number.isNaN)).toBe(true);
  });
});
