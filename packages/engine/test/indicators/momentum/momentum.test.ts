import { describe, expect, it } from 'vitest';
import { momentum } from '../../../src/indicators/momentum/momentum';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('Momentum', () => {
  it('matches TA-Lib MOM(10) on SPY closes through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('Momentum', bars), 'value'),
      talib('MOM', { inReal: bars.close }, { optInTimePeriod: 10 }).outReal ?? new Float64Array(),
    );
  });

  it.each([
    ['SPY', 3],
    ['AAPL', 10],
  ] as const)('matches TA-Lib MOM on %s with period %i', (symbol, period) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      momentum(bars.close, period),
      talib('MOM', { inReal: bars.close }, { optInTimePeriod: period }).outReal ?? new Float64Array(),
    );
  });

  it('reads the source property and is all NaN on a short series', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(
      output(runMomentumBlock('Momentum', bars, { source: 'open' }), 'value'),
      talib('MOM', { inReal: bars.open }, { optInTimePeriod: 10 }).outReal ?? new Float64Array(),
    );
    expect(momentum(Float64Array.from([1, 2, 3]), 10).every(Number.isNaN)).toBe(true);
  });
});
