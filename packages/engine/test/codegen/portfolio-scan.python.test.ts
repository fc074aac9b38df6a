import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  generatePython,
  runPortfolio,
  type AssetClass,
  type OtherSeries,
  type PortfolioStrategyInput,
  type ScanRow,
} from '../../src/index';
import { regimeFilter } from './portfolio-regime';
import { engineBars, marketFile, PYTHON } from './python-harness';

const ROOT = join(import.meta.dirname, '../../../..');
const rotation = JSON.parse(
  readFileSync(join(ROOT, 'examples/sector-rotation.json'), 'utf8'),
) as PortfolioStrategyInput;
const scan: PortfolioStrategyInput = {
  ...rotation,
  portfolio: { symbols: ['XLK', 'XLF', 'XLE', 'XLV'], mode: 'separate' },
};

const folder = mkdtempSync(join(tmpdir(), 'stratblocks-python-scan-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

function close(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

function expectRowsClose(actual: Omit<ScanRow, 'ticker'>, expected: Omit<ScanRow, 'ticker'>): void {
  for (const key of Object.keys(expected) as Array<keyof typeof expected>) {
    expect(close(actual[key], expected[key]), `${key}: ${actual[key]} vs ${expected[key]}`).toBe(true);
  }
}

/**
 * Every scan row, the average and the median of the script on the bundled data/market/1d against
 * runPortfolio on the same files; `assetClasses` names the symbols the blocks read, given to the
 * engine as `others` cut to the window, as the command line loads them.
 */
function expectScanParity(
  name: string,
  strategy: PortfolioStrategyInput,
  assetClasses: Record<string, AssetClass> = {},
): ScanRow[] {
  const exported = generatePython(strategy, { assetClasses });
  expect(exported.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
  const script = join(folder, `${name}.py`);
  writeFileSync(script, exported.code);
  const dataFolder = dirname(marketFile('1d', 'XLK'));
  const printed = execFileSync(PYTHON, [script, dataFolder], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const python = (
    JSON.parse(printed) as { portfolio: { rows: ScanRow[]; average: ScanRow; median: ScanRow } }
  ).portfolio;

  const barsOf = (symbol: string) =>
    engineBars(marketFile('1d', symbol), {
      ...strategy,
      generalSetting: { ...strategy.generalSetting, tickerSymbol: symbol },
    });
  const bars = Object.fromEntries(strategy.portfolio.symbols.map((symbol) => [symbol, barsOf(symbol)]));
  const others: Record<string, OtherSeries[string]> = {};
  for (const [symbol, assetClass] of Object.entries(assetClasses))
    others[symbol] = { bars: barsOf(symbol), assetClass };
  const engine = runPortfolio(strategy, bars, { others });
  if (!engine.ok || engine.results.portfolio.mode !== 'separate') throw new Error('the scan should run');
  const { rows, average, median } = engine.results.portfolio;
  expect(python.rows.map((row) => row.ticker)).toEqual(rows.map((row) => row.ticker));
  rows.forEach((row, index) => {
    expectRowsClose(python.rows[index] as ScanRow, row);
  });
  expectRowsClose(python.average, average);
  expectRowsClose(python.median, median);
  expect(rows.every((row) => row.total_trades > 0)).toBe(true);
  return rows;
}

describe('the exported Python of a scan ("separate")', () => {
  it('gives the engine scan rows, average and median on a folder of <SYMBOL>.csv (the bundled data/market/1d)', () => {
    expectScanParity('scan', scan);
  });

  it('gives the engine scan rows when every symbol reads SPY and its own weekly bars (SPY listed first)', () => {
    expectScanParity('scan-regime', regimeFilter(['SPY', 'XLK', 'XLE', 'XLF'], 'separate'), {
      SPY: 'US Stocks',
    });
  });
});
