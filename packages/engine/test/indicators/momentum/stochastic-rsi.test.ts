import { describe, expect, it } from 'vitest';
import { stochasticRsi } from '../../../src/indicators/momentum/stochastic-rsi';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibStochRsi(values: Float64Array, period: number, kPeriod: number, dPeriod: number) {
  return talib(
    'STOCHRSI',
    { inReal: values },
    { optInTimePeriod: period, optInFastK_Period: kPeriod, optInFastD_Period: dPeriod, optInFastD_MAType: 0 },
  );
}

describe('Stochastic RSI', () => {
  it('matches TA-Lib STOCHRSI(14, 14, 3, SMA) on SPY through the block adapter, k and d from index 29', () => {
    const bars = dailyBars('SPY');
    const outputs = runMomentumBlock('Stochastic RSI', bars);
    const expected = talibStochRsi(bars.close, 14, 14, 3);
    expectColumnsClose(output(outputs, 'k'), expected.outFastK ?? new Float64Array());
    expectColumnsClose(output(outputs, 'd'), expected.outFastD ?? new Float64Array());
    expect(output(outputs, 'k').findIndex(Number.isFinite)).toBe(29);
  });

  it.each([
    ['SPY', 10, 5, 3],
    ['SPY', 14, 3, 1],
    ['BTC-USD', 14, 14, 3],
  ] as const)(
    'matches TA-Lib STOCHRSI on %s with period %i, kPeriod %i, dPeriod %i',
    (symbol, period, k, d) => {
      const bars = dailyBars(symbol);
      const actual = stochasticRsi(bars.close, period, k, d);
      const expected = talibStochRsi(bars.close, period, k, d);
      expectColumnsClose(actual.k, expected.outFastK ?? new Float64Array());
      expectColumnsClose(actual.d, expected.outFastD ?? new Float64Array());
    },
  );

  it('is all NaN on a short series', () => {
    const result = stochasticRsi(Float64Array.from([1, 2, 3, 2, 1]), 14, 14, 3);
    expect([...result.k, ...result.d].every(Number.isNaN)).toBe(true);
  });
});
