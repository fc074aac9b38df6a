import { describe, expect, it } from 'vitest';
import { ppo } from '../../../src/indicators/momentum/ppo';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

function talibPpo(values: Float64Array, fast: number, slow: number): Float64Array {
  return (
    talib('PPO', { inReal: values }, { optInFastPeriod: fast, optInSlowPeriod: slow, optInMAType: 1 })
      .outReal ?? new Float64Array()
  );
}

describe('PPO', () => {
  it('matches TA-Lib PPO(12, 26, EMA) on SPY closes through the block adapter', () => {
    const bars = dailyBars('SPY');
    expectColumnsClose(output(runMomentumBlock('PPO', bars), 'value'), talibPpo(bars.close, 12, 26));
  });

  it.each([
    ['SPY', 5, 20],
    ['SPY', 26, 12],
    ['BTC-USD', 12, 26],
  ] as const)('matches TA-Lib PPO(EMA) on %s with fast %i, slow %i', (symbol, fast, slow) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(ppo(bars.close, fast, slow), talibPpo(bars.close, fast, slow));
  });

  it('is 0 on flat prices and all NaN on a short series', () => {
    expect(ppo(new Float64Array(30).fill(9), 12, 26)[29]).toBe(0);
    expect(ppo(Float64Array.from([1, 2, 3]), 12, 26).every(Number.isNaN)).toBe(true);
  });
});
