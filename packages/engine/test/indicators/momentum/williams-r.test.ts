import { describe, expect, it } from 'vitest';
import { williamsR } from '../../../src/indicators/momentum/williams-r';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('Williams %R', () => {
  it('matches TA-Lib WILLR(14) on SPY through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('Williams %R', bars), 'value'),
      talib('WILLR', { high: bars.high, low: bars.low, close: bars.close }, { optInTimePeriod: 14 })
        .outReal ?? new Float64Array(),
    );
  });

  it.each([
    ['SPY', 5],
    ['AAPL', 14],
  ] as const)('matches TA-Lib WILLR on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      williamsR(bars.high, bars.low, bars.close, period),
      talib('WILLR', { high: bars.high, low: bars.low, close: bars.close }, { optInTimePeriod: period })
        .outReal ?? new Float64Array(),
    );
  });

  it('is 0 over a flat range and all NaN on a short series', () => {
    const flat = new Float64Array(20).fill(3);
    expect(williamsR(flat, flat, flat, 14)[19]).toBe(0);
    const short = Float64Array.from([1, 2, 3]);
    expect(williamsR(short, short, short, 14).every(Number.isNaN)).toBe(true);
  });
});
