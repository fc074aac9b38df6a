import { describe, expect, it } from 'vitest';
import { roc } from '../../../src/indicators/momentum/roc';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('ROC', () => {
  it('matches TA-Lib ROC(10) on SPY closes through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('ROC', bars), 'value'),
      talib('ROC', { inReal: bars.close }, { optInTimePeriod: 10 }).outReal ?? new Float64Array(),
    );
  });

  it.each([
    ['SPY', 1],
    ['SPY', 30],
    ['BTC-USD', 10],
  ] as const)('matches TA-Lib ROC on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      roc(bars.close, period),
      talib('ROC', { inReal: bars.close }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('is 0 when the older value is 0 (as TA-Lib), and all NaN on a short series', () => {
    expect(roc(Float64Array.from([0, 5]), 1)[1]).toBe(0);
    expect(roc(Float64Array.from([1, 2, 3]), 10).every(Number.isNaN)).toBe(true);
  });
});
