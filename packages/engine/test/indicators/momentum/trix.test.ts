import { describe, expect, it } from 'vitest';
import { trix } from '../../../src/indicators/momentum/trix';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('TRIX', () => {
  it('matches TA-Lib TRIX(15) on SPY closes through the block adapter, first value at index 43', () => {
    const bars = dailyBars('SPY');
    const actual = output(runMomentumBlock('TRIX', bars), 'value');
    expectColumnsClose(
      actual,
      talib('TRIX', { inReal: bars.close }, { optInTimePeriod: 15 }).outReal ?? new Float64Array(),
    );
    expect(actual.findIndex(Number.isFinite)).toBe(43);
  });

  it.each([
    ['SPY', 5],
    ['BTC-USD', 15],
  ] as const)('matches TA-Lib TRIX on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      trix(bars.close, period),
      talib('TRIX', { inReal: bars.close }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('is 0 on flat prices and all NaN on a short series', () => {
    expect(trix(new Float64Array(60).fill(4), 15)[59]).toBe(0);
    expect(trix(Float64Array.from([1, 2, 3, 4, 5]), 15).every(Number.isNaN)).toBe(true);
  });
});
