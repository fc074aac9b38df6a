import { describe, expect, it } from 'vitest';
import { stochastic } from '../../../src/indicators/momentum/stochastic';
import type { PriceColumns } from '../../../src/indicators/types';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibStoch(bars: PriceColumns, kPeriod: number, dPeriod: number) {
  return talib(
    'STOCH',
    { high: bars.high, low: bars.low, close: bars.close },
    {
      optInFastK_Period: kPeriod,
      optInSlowK_Period: dPeriod,
      optInSlowK_MAType: 0,
      optInSlowD_Period: dPeriod,
      optInSlowD_MAType: 0,
    },
  );
}

describe('Stochastic', () => {
  it('matches TA-Lib STOCH(14, 3 SMA, 3 SMA) on SPY through the block adapter, k and d from index 17', () => {
    const bars = dailyBars('SPY');
    const outputs = runMomentumBlock('Stochastic', bars);
    const expected = talibStoch(bars, 14, 3);
    expectColumnsClose(output(outputs, 'k'), expected.outSlowK ?? new Float64Array());
    expectColumnsClose(output(outputs, 'd'), expected.outSlowD ?? new Float64Array());
    expect(output(outputs, 'k').findIndex(Number.isFinite)).toBe(17);
  });

  it.each([
    ['SPY', 5, 1],
    ['SPY', 21, 5],
    ['BTC-USD', 14, 3],
  ] as const)('matches TA-Lib STOCH on %s with kPeriod %i, dPeriod %i', (symbol, kPeriod, dPeriod) => {
    const bars = dailyBars(symbol);
    const actual = stochastic(bars.high, bars.low, bars.close, kPeriod, dPeriod);
    const expected = talibStoch(bars, kPeriod, dPeriod);
    expectColumnsClose(actual.k, expected.outSlowK ?? new Float64Array());
    expectColumnsClose(actual.d, expected.outSlowD ?? new Float64Array());
  });

  it('is 0, not NaN, over a flat range, and all NaN on a short series', () => {
    const flat = new Float64Array(30).fill(10);
    expect(stochastic(flat, flat, flat, 14, 3).k[29]).toBe(0);
    const short = Float64Array.from([1, 2, 3]);
    const result = stochastic(short, short, short, 14, 3);
    expect([...result.k, ...result.d].every(Number.isNaN)).toBe(true);
  });
});
