import { describe, expect, it } from 'vitest';
import { ColumnCache, runBacktest, runBacktestMetrics, type StrategyInput } from '../../src/index';
import { PARITY_CASES } from '../codegen/parity-strategies';
import { engineBars, marketFile } from '../codegen/python-harness';

/**
 * The metrics-only path of sweeps (runBacktestMetrics, a shared column cache, reused buffers and
 * the simulator's quiet-bar loop) must give exactly the metrics of the full run, on strategies that
 * together use every block, side, interval and risk rule.
 */
describe('runBacktestMetrics', () => {
  for (const testCase of PARITY_CASES) {
    it(`equals the full run's metrics: ${testCase.name}`, () => {
      const interval = testCase.strategy.generalSetting.timeInterval === '1 Hour' ? '1h' : '1d';
      const bars = engineBars(marketFile(interval, testCase.file), testCase.strategy);
      const full = runBacktest(testCase.strategy, bars);
      if (!full.ok) throw new Error(full.diagnostics.map((each) => each.message).join('; '));
      const cache = new ColumnCache(bars);
      // Twice on one cache: the second run reads cached columns and reused buffers.
      for (let run = 0; run < 2; run += 1) {
        const metricsOnly = runBacktestMetrics(testCase.strategy, bars, cache);
        expect(metricsOnly.ok && metricsOnly.metrics).toEqual(full.results.performance_metrics);
      }
      // A sweep's run skips VaR 95 and only that: every other figure is the full run's.
      const withoutVar = runBacktestMetrics(testCase.strategy, bars, cache, undefined, {
        valueAtRisk: false,
      });
      expect(withoutVar.ok && withoutVar.metrics).toEqual({
        ...full.results.performance_metrics,
        var_95: Number.NaN,
      });
    });
  }

  it('returns the diagnostics of a strategy that cannot run', () => {
    const first = PARITY_CASES[0];
    if (!first) throw new Error('No parity case');
    const bars = engineBars(marketFile('1d', first.file), first.strategy);
    const broken: StrategyInput = {
      ...first.strategy,
      entryLogic: {
        long: { elements: [{ name: 'SMA', properties: { period: 20 } }, { name: 'And' }] },
        short: null,
      },
    };
    const outcome = runBacktestMetrics(broken, bars);
    expect(outcome.ok).toBe(false);
    expect(outcome.diagnostics.some((each) => each.severity === 'error')).toBe(true);
  });
});
