import { describe, expect, it } from 'vitest';
import { balanceOfPower } from '../../../src/indicators/momentum/balance-of-power';
import { dailyBars, expectColumnsClose, talib } from '../talib-reference';
import { output, runMomentumBlock } from './run-block';

describe('Balance of Power', () => {
  it.each(['SPY', 'AAPL', 'EURUSD'])('matches TA-Lib BOP on %s through the block adapter', (symbol) => {
    const bars = dailyBars(symbol);
    expectColumnsClose(
      output(runMomentumBlock('Balance of Power', bars), 'value'),
      talib('BOP', { open: bars.open, high: bars.high, low: bars.low, close: bars.close }).outReal ??
        new Float64Array(),
    );
  });

  it('has a value from the first bar (no warm-up) and is 0 when high equals low', () => {
    const values = balanceOfPower(
      Float64Array.from([10, 5]),
      Float64Array.from([12, 5]),
      Float64Array.from([8, 5]),
      Float64Array.from([11, 5]),
    );
    expect(Array.from(values)).toEqual([0.25, 0]);
  });
});
