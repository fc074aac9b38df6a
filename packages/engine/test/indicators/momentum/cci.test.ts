import { describe, expect, it } from 'vitest';
import { cci } from '../../../src/indicators/momentum/cci';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('CCI', () => {
  it('matches TA-Lib CCI(20) on SPY through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('CCI', bars), 'value'),
      talib('CCI', { high: bars.high, low: bars.low, close: bars.close }, { optInTimePeriod: 20 }).outReal ??
        new Float64Array(),
    );
  });

  it.each([
    ['SPY', 7],
    ['BTC-USD', 20],
  ] as const)('matches TA-Lib CCI on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      cci(bars.high, bars.low, bars.close, period),
      talib('CCI', { high: bars.high, low: bars.low, close: bars.close }, { optInTimePeriod: period })
        .outReal ?? new Float64Array(),
    );
  });

  it('is 0 on flat prices and all NaN on a short series', () => {
    const flat = new Float64Array(25).fill(7);
    expect(cci(flat, flat, flat, 20)[24]).toBe(0);
    const short = Float64Array.from([1, 2, 3]);
    expect(cci(short, short, short, 20).every(Number.isNaN)).toBe(true);
  });
});
