import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  barsForInterval,
  ColumnCache,
  generatePython,
  parseBarsCsv,
  prepareRun,
  runBacktest,
  sliceByDate,
  type BacktestResults,
  type BarSeries,
  type ClosedTrade,
  type StrategyInput,
} from '../../src/index';

/** Debian's interpreter with numpy and pandas (STACK-NOTES gotcha 39); PYTHON overrides it. */
export const PYTHON = process.env['PYTHON'] ?? '/usr/bin/python3';

const ROOT = join(import.meta.dirname, '../../../..');
let folder: string | undefined;

/** Removes the scripts the harness wrote. */
export function removeScripts(): void {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}

/** A bundled CSV: data/market/1d/SPY.csv, data/market/1h/SPY.csv... */
export function marketFile(interval: '1d' | '1h', file: string): string {
  const path = join(ROOT, 'data/market', interval, `${file}.csv`);
  if (!existsSync(path)) throw new Error(`No bundled file ${path}`);
  return path;
}

/** The engine's bars for a run: the CSV parsed as the bundled loader does, cut to the window. */
export function engineBars(csvPath: string, strategy: StrategyInput): BarSeries {
  const parsed = parseBarsCsv(readFileSync(csvPath, 'utf8'), strategy.generalSetting.tickerSymbol);
  if (!parsed.ok) throw new Error(`${csvPath}: ${parsed.message}`);
  return sliceByDate(parsed.series, strategy.generalSetting.startDate, strategy.generalSetting.endDate);
}

export interface PythonReport {
  closed_trades: ClosedTrade[];
  performance_metrics: Record<string, number | string | null>;
  equity: number[];
  dates: string[];
}

/** Writes the script and runs it on the CSV with the given arguments; returns its stdout. */
export function runScript(name: string, code: string, csvPath: string, args: string[] = []): string {
  folder ??= mkdtempSync(join(tmpdir(), 'stratblocks-python-'));
  const script = join(folder, `${name.replace(/[^a-z0-9]+/gi, '-')}.py`);
  writeFileSync(script, code);
  return execFileSync(PYTHON, [script, csvPath, ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function close(a: number, b: number, relative: number): boolean {
  if (a === b) return true;
  return Math.abs(a - b) <= relative * Math.max(Math.abs(a), Math.abs(b), 1e-12);
}

const TRADE_TEXT = ['entry_date', 'exit_date', 'type', 'exit_reason', 'exit_block', 'ticker'] as const;
const TRADE_FLAGS = ['ambiguous', 'closed_at_end', 'bars_held'] as const;
const TRADE_NUMBERS = ['entry_price', 'exit_price', 'size', 'pnl', 'pnl_percent', 'commission'] as const;
export const MAIN_METRICS = [
  'final_nav',
  'total_return',
  'max_drawdown',
  'sharpe_ratio',
  'win_rate',
  'total_trades',
] as const;

/** Differences between the engine's results and the script's report (empty when they agree). */
export function compareReports(engine: BacktestResults, python: PythonReport, relative = 1e-6): string[] {
  const problems: string[] = [];
  const engineTrades = engine.closed_trades;
  const pythonTrades = python.closed_trades;
  if (engineTrades.length !== pythonTrades.length) {
    problems.push(`trades: engine ${engineTrades.length}, python ${pythonTrades.length}`);
  }
  const count = Math.min(engineTrades.length, pythonTrades.length);
  for (let index = 0; index < count && problems.length < 10; index += 1) {
    const a = engineTrades[index];
    const b = pythonTrades[index];
    if (!a || !b) continue;
    for (const field of [...TRADE_TEXT, ...TRADE_FLAGS]) {
      if (a[field] !== b[field]) {
        problems.push(`trade ${index} ${field}: engine ${String(a[field])}, python ${String(b[field])}`);
      }
    }
    for (const field of TRADE_NUMBERS) {
      if (!close(a[field], b[field], relative)) {
        problems.push(`trade ${index} ${field}: engine ${a[field]}, python ${b[field]}`);
      }
    }
  }
  const metrics = engine.performance_metrics as unknown as Record<string, number | string | null>;
  for (const [key, value] of Object.entries(metrics)) {
    const other = python.performance_metrics[key];
    const same =
      typeof value === 'number' && typeof other === 'number'
        ? close(value, other, relative)
        : value === other;
    if (!same) problems.push(`metric ${key}: engine ${String(value)}, python ${String(other)}`);
  }
  if (engine.chart_data.equity.length !== python.equity.length) {
    problems.push(`equity points: engine ${engine.chart_data.equity.length}, python ${python.equity.length}`);
  } else {
    const worst = engine.chart_data.equity.findIndex(
      (value, index) => !close(value, python.equity[index] ?? NaN, relative),
    );
    if (worst >= 0)
      problems.push(
        `equity at ${engine.chart_data.dates[worst] ?? worst}: engine ${engine.chart_data.equity[worst]}, python ${python.equity[worst]}`,
      );
  }
  if (JSON.stringify(engine.chart_data.dates) !== JSON.stringify(python.dates))
    problems.push('bar dates differ');
  return problems;
}

/** Differences between the engine's columns and signals and the script's --columns output. */
export function compareColumns(
  strategy: StrategyInput,
  bars: BarSeries,
  output: Record<string, unknown>,
): string[] {
  const exported = generatePython(strategy);
  const prepared = prepareRun(strategy, bars);
  if (!prepared.ok) return prepared.diagnostics.map((diagnostic) => diagnostic.message);
  const cache = new ColumnCache(barsForInterval(bars, strategy.generalSetting.timeInterval));
  const problems: string[] = [];
  const check = (key: string, expected: ArrayLike<number>, exact: boolean) => {
    const actual = output[key];
    if (!Array.isArray(actual)) {
      problems.push(`${key}: missing from the script's columns`);
      return;
    }
    for (let index = 0; index < expected.length; index += 1) {
      const want = expected[index] ?? NaN;
      const got = actual[index] as number | boolean | null;
      const value = got === null ? NaN : typeof got === 'boolean' ? (got ? 1 : 0) : got;
      const same = Number.isNaN(want)
        ? Number.isNaN(value)
        : exact
          ? value === want
          : close(want, value, 1e-9);
      if (!same) {
        problems.push(`${key} at bar ${index}: engine ${want}, python ${value}`);
        return;
      }
    }
  };
  for (const column of exported.columns) {
    if (column.block === 'condition') continue;
    const outputs = cache.outputs(column.block, column.params);
    const expected = outputs[column.output];
    if (!expected) problems.push(`${column.key}: the engine has no output ${column.output}`);
    else check(column.key, expected, false);
  }
  const signals = prepared.run.signals;
  const sides = [
    ['entry_long', signals.entryLong],
    ['entry_short', signals.entryShort],
    ['exit_long', signals.exitLong],
    ['exit_short', signals.exitShort],
  ] as const;
  for (const [key, signal] of sides)
    check(key, signal ?? new Uint8Array(prepared.run.bars.times.length), true);
  return problems;
}

/** Runs a strategy through the engine and through its generated script, and compares them. */
export function parity(name: string, strategy: StrategyInput, csvPath: string) {
  const exported = generatePython(strategy, { name });
  if (exported.code === '') {
    return { problems: exported.diagnostics.map((diagnostic) => diagnostic.message), exported, trades: 0 };
  }
  const bars = engineBars(csvPath, strategy);
  const outcome = runBacktest(strategy, bars);
  if (!outcome.ok) {
    return { problems: outcome.diagnostics.map((diagnostic) => diagnostic.message), exported, trades: 0 };
  }
  const report = JSON.parse(runScript(name, exported.code, csvPath)) as PythonReport;
  const columns = JSON.parse(runScript(`${name}-columns`, exported.code, csvPath, ['--columns'])) as Record<
    string,
    unknown
  >;
  return {
    problems: [...compareReports(outcome.results, report), ...compareColumns(strategy, bars, columns)],
    exported,
    trades: outcome.results.closed_trades.length,
    engine: outcome.results,
    python: report,
  };
}
