import { describe, expect, it } from 'vitest';
import { runBacktestMetrics, runSweep, type OtherSeries } from '../../src/index';
import { dailyBars } from '../indicators/talib-reference';
import { element, strategy } from '../sim/scenario';

describe('a sweep over a strategy reading another symbol', () => {
  const qqq = dailyBars('QQQ', '2018-01-01', '2023-12-31');
  const others: OtherSeries = {
    SPY: { bars: dailyBars('SPY', '2018-01-01', '2023-12-31'), assetClass: 'US Stocks' },
  };
  const config = strategy({
    entryLong: [
      element('Close'),
      element('>'),
      element('SMA', { period: 20 }),
      element('And'),
      element('Close', { symbol: 'SPY' }),
      element('>'),
      element('SMA', { period: 100, symbol: 'SPY' }),
    ],
    exitLong: [element('Close'), element('<'), element('SMA', { period: 20, timeframe: '1W' })],
    general: { tickerSymbol: 'QQQ' },
  });

  it('gives each cell the metrics of its own run with the same other symbols', () => {
    const periods = [50, 100, 200];
    const sweep = runSweep(config, qqq, {
      parameters: [{ path: 'entryLogic.long.elements.6.properties.period', values: periods }],
      objective: 'total_return',
      others,
    });
    if (!sweep.ok) throw new Error(sweep.message);
    const returns = sweep.result.cells.map((cell) => cell.metrics?.total_return);
    const direct = periods.map((period) => {
      const variant = structuredClone(config);
      const long = variant.entryLogic.long as unknown as {
        elements: Array<{ properties?: Record<string, unknown> }>;
      };
      (long.elements[6] as { properties: Record<string, unknown> }).properties['period'] = period;
      const outcome = runBacktestMetrics(variant, qqq, undefined, undefined, { others });
      if (!outcome.ok) throw new Error(outcome.diagnostics[0]?.message);
      return outcome.metrics.total_return;
    });
    expect(returns).toEqual(direct);
    // The filter's period changes the result: the sweep did read SPY.
    expect(new Set(direct).size).toBeGreaterThan(1);
  });
});
