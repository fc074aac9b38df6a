import { describe, expect, it } from 'vitest';
import { apo } from '../../../src/indicators/momentum/apo';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibApo(values: Float64Array, fast: number, slow: number): Float64Array {
  return (
    talib('APO', { inReal: values }, { optInFastPeriod: fast, optInSlowPeriod: slow, optInMAType: 1 })
      .outReal ?? new Float64Array()
  );
}

describe('APO', () => {
  it('matches TA-Lib APO(12, 26, EMA) on SPY closes through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(output(runMomentumBlock('APO', bars), 'value'), talibApo(bars.close, 12, 26));
  });

  it.each([
    ['SPY', 3, 50],
    ['SPY', 26, 12],
    ['AAPL', 12, 26],
  ] as const)('matches TA-Lib APO(EMA) on %s with fast %i, slow %i', (symbol, fast, slow) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(apo(bars.close, fast, slow), talibApo(bars.close, fast, slow));
  });

  it('is all NaN on a short series', () => {
    expect(apo(Float64Array.from([1, 2, 3]), 12, 26).every(Number.isNaN)).toBe(true);
  });
});
