import { describe, expect, it } from 'vitest';
import { macd } from '../../../src/indicators/momentum/macd';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibMacd(values: Float64Array, fast: number, slow: number, signal: number) {
  const result = talib(
    'MACD',
    { inReal: values },
    { optInFastPeriod: fast, optInSlowPeriod: slow, optInSignalPeriod: signal },
  );
  return { macd: result.outMACD, signal: result.outMACDSignal, histogram: result.outMACDHist };
}

function expectMacdMatches(actual: ReturnType<typeof macd>, expected: ReturnType<typeof talibMacd>): void {
  expectColumnsClose(actual.macd, expected.macd ?? new Float64Array());
  expectColumnsClose(actual.signal, expected.signal ?? new Float64Array());
  expectColumnsClose(actual.histogram, expected.histogram ?? new Float64Array());
}

describe('MACD', () => {
  it('matches TA-Lib MACD(12, 26, 9) on SPY closes through the block adapter, first value at index 33', () => {
    const bars = dailyBars('SPY');
    const outputs = runMomentumBlock('MACD', bars);
    const expected = talibMacd(bars.close, 12, 26, 9);
    expectMacdMatches(
      {
        macd: output(outputs, 'macd'),
        signal: output(outputs, 'signal'),
        histogram: output(outputs, 'histogram'),
      },
      expected,
    );
    expect(output(outputs, 'macd').findIndex(Number.isFinite)).toBe(33);
  });

  it('matches TA-Lib MACD(5, 35, 5) on SPY', () => {
    const bars = dailyBars('SPY');
    expectMacdMatches(macd(bars.close, 5, 35, 5), talibMacd(bars.close, 5, 35, 5));
  });

  it('matches TA-Lib MACD(12, 26, 9) on BTC-USD and on the AAPL hlc3 source', () => {
    const btc = dailyBars('BTC-USD');
    expectMacdMatches(macd(btc.close, 12, 26, 9), talibMacd(btc.close, 12, 26, 9));
    const aapl = dailyBars('AAPL');
    const outputs = runMomentumBlock('MACD', aapl, { source: 'hlc3' });
    const typical = aapl.close.map(
      (close, index) => ((aapl.high[index] ?? 0) + (aapl.low[index] ?? 0) + close) / 3,
    );
    expectColumnsClose(output(outputs, 'signal'), talibMacd(typical, 12, 26, 9).signal ?? new Float64Array());
  });

  it('swaps fast and slow when fast > slow, as TA-Lib does', () => {
    const bars = dailyBars('SPY');
    expectMacdMatches(macd(bars.close, 26, 12, 9), talibMacd(bars.close, 26, 12, 9));
    expectMacdMatches(macd(bars.close, 26, 12, 9), macd(bars.close, 12, 26, 9));
  });

  it('is all NaN on a series shorter than its warm-up', () => {
    const result = macd(Float64Array.from([1, 2, 3, 4, 5]), 12, 26, 9);
    expect([...result.macd, ...result.signal, ...result.histogram].every(Number.isNaN)).toBe(true);
    expect(macd(new Float64Array(0), 12, 26, 9).macd.length).toBe(0);
  });
});
