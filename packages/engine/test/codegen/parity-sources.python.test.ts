import { afterAll, describe, expect, it } from 'vitest';
import { generatePython, runBacktest, type OtherSeries } from '../../src/index';
import { SOURCE_PARITY_CASES } from './parity-strategies';
import {
  compareReports,
  engineBars,
  marketFile,
  removeScripts,
  runScript,
  type PythonReport,
} from './python-harness';
import { dirname } from 'node:path';

/**
 * Strategies reading other symbols and longer timeframes: the engine runs with the other symbols'
 * bundled daily bars; the script runs on the folder data/market/1d; trades, metrics and equity
 * must agree (docs/export.md#other-symbols-and-timeframes).
 */
describe('the exported Python reproduces strategies reading other symbols and timeframes', () => {
  for (const testCase of SOURCE_PARITY_CASES) {
    it(testCase.name, () => {
      const csv = marketFile('1d', testCase.file);
      const others: Record<string, OtherSeries[string]> = {};
      for (const [symbol, assetClass] of Object.entries(testCase.others)) {
        const bars = engineBars(marketFile('1d', symbol), testCase.strategy);
        others[symbol] = { bars: { ...bars, symbol }, assetClass };
      }
      const outcome = runBacktest(testCase.strategy, engineBars(csv, testCase.strategy), { others });
      if (!outcome.ok) throw new Error(outcome.diagnostics.map((d) => d.message).join('; '));
      const exported = generatePython(testCase.strategy, {
        name: testCase.name,
        assetClasses: testCase.others,
      });
      expect(exported.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      expect(exported.unsupported).toEqual([]);
      const input = Object.keys(testCase.others).length > 0 ? dirname(csv) : csv;
      const report = JSON.parse(runScript(testCase.name, exported.code, input)) as PythonReport;
      expect(compareReports(outcome.results, report)).toEqual([]);
      expect(outcome.results.closed_trades.length).toBeGreaterThan(0);
    });
  }

  afterAll(() => {
    removeScripts();
  });
});
