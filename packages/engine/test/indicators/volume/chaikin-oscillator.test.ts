import { describe, expect, it } from 'vitest';
import { chaikinOscillator } from '../../../src/indicators/volume/chaikin-oscillator';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runVolumeBlock } from './run-block';

function talibAdosc(bars: PriceColumns, fast: number, slow: number): Float64Array {
  return (
    talib(
      'ADOSC',
      { high: bars.high, low: bars.low, close: bars.close, volume: bars.volume },
      { optInFastPeriod: fast, optInSlowPeriod: slow },
    ).outReal ?? new Float64Array()
  );
}

describe('Chaikin Oscillator', () => {
  it('matches TA-Lib ADOSC(3, 10) on SPY through the block adapter (EMAs seeded with the first AD value)', () => {
    const bars = dailyBars('SPY');
    const actual = output(runVolumeBlock('Chaikin Oscillator', bars), 'value');
    expectColumnsClose(actual, talibAdosc(bars, 3, 10));
    expect(actual.findIndex(Number.isFinite)).toBe(9);
  });

  it.each([
    ['SPY', 5, 20],
    ['SPY', 10, 3],
    ['BTC-USD', 3, 10],
  ] as const)('matches TA-Lib ADOSC on %s with fast %i, slow %i', (symbol, fast, slow) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      chaikinOscillator(bars.high, bars.low, bars.close, bars.volume, fast, slow),
      talibAdosc(bars, fast, slow),
    );
  });

  it('is 0 on zero-volume forex and all NaN on a short series', () => {
    const forex = dailyBars('EURUSD');
    expect(
      chaikinOscillator(forex.high, forex.low, forex.close, forex.volume, 3, 10)
        .slice(9)
        .every((v) => v === 0),
    ).toBe(true);
    const short = Float64Array.from([1, 2, 3]);
    expect(chaikinOscillator(short, short, short, short, 3, 10).every(Number.isNaN)).toBe(true);
  });
});
