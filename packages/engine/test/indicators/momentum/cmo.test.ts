import { describe, expect, it } from 'vitest';
import { cmo } from '../../../src/indicators/momentum/cmo';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('CMO', () => {
  it('matches TA-Lib CMO(14) on SPY closes through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('CMO', bars), 'value'),
      talib('CMO', { inReal: bars.close }, { optInTimePeriod: 14 }).outReal ?? new Float64Array(),
    );
  });

  it.each([
    ['SPY', 2],
    ['SPY', 30],
    ['BTC-USD', 14],
  ] as const)('matches TA-Lib CMO on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      cmo(bars.close, period),
      talib('CMO', { inReal: bars.close }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('is 0 on flat prices and all NaN on a short series', () => {
    expect(cmo(new Float64Array(20).fill(5), 14)[19]).toBe(0);
    expect(cmo(Float64Array.from([1, 2, 3]), 14).every(Number.isNaN)).toBe(true);
  });
});
