import { describe, expect, it } from 'vitest';
import { ultimateOscillator } from '../../../src/indicators/momentum/ultimate-oscillator';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibUltosc(bars: PriceColumns, period1: number, period2: number, period3: number): Float64Array {
  return (
    talib(
      'ULTOSC',
      { high: bars.high, low: bars.low, close: bars.close },
      { optInTimePeriod1: period1, optInTimePeriod2: period2, optInTimePeriod3: period3 },
    ).outReal ?? new Float64Array()
  );
}

describe('Ultimate Oscillator', () => {
  it('matches TA-Lib ULTOSC(7, 14, 28) on SPY through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('Ultimate Oscillator', bars), 'value'),
      talibUltosc(bars, 7, 14, 28),
    );
  });

  it.each([
    ['SPY', 3, 10, 20],
    ['SPY', 28, 7, 14],
    ['AAPL', 7, 14, 28],
  ] as const)(
    'matches TA-Lib ULTOSC on %s with periods %i, %i, %i (TA-Lib sorts them)',
    (symbol, p1, p2, p3) => {
      const bars = dailyBars(symbol);
      expectColumnsClose(
        ultimateOscillator(bars.high, bars.low, bars.close, p1, p2, p3),
        talibUltosc(bars, p1, p2, p3),
      );
    },
  );

  it('is 0 on flat prices and all NaN on a short series', () => {
    const flat = new Float64Array(40).fill(2);
    expect(ultimateOscillator(flat, flat, flat, 7, 14, 28)[39]).toBe(0);
    const short = Float64Array.from([1, 2, 3]);
    expect(ultimateOscillator(short, short, short, 7, 14, 28).every(Number.isNaN)).toBe(true);
  });
});
