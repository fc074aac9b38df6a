import { runBacktest, runBacktestMetrics } from '../backtest';
import type { OtherSeries, SeriesLibrary } from '../sources/library';
import type { ColumnCache } from '../blocks/evaluate';
import { RunContext } from '../pipeline/context';
import type { PerformanceMetrics } from '../metrics/performance';
import type { BarSeries } from '../data/bars';
import type { Diagnostic } from '../logic/diagnostics';
import type { BacktestResults } from '../pipeline/results';
import type { StrategyInput } from '../strategy/types';
import type { ScanRow, ScanSummary, SeparatePortfolioResults } from './types';

/** The strategy as a single-symbol run of one symbol (the same settings, that ticker). */
export function strategyForSymbol(strategy: StrategyInput, ticker: string): StrategyInput {
  return { ...strategy, generalSetting: { ...strategy.generalSetting, tickerSymbol: ticker } };
}

function scanRow(ticker: string, metrics: PerformanceMetrics): ScanRow {
  return {
    ticker,
    total_return: metrics.total_return,
    sharpe_ratio: metrics.sharpe_ratio,
    max_drawdown: metrics.max_drawdown,
    win_rate: metrics.win_rate,
    total_trades: metrics.total_trades,
    buy_and_hold_return: metrics.buy_and_hold_return,
  };
}

type ScanColumn = keyof ScanSummary;

function values(rows: readonly ScanRow[], column: ScanColumn): number[] {
  const out: number[] = [];
  for (const row of rows) {
    const value = row[column];
    if (value !== null && Number.isFinite(value)) out.push(value);
  }
  return out;
}

/** The average of a scan column's values (null without any), as the scan's average row computes it. */
export function scanAverage(list: readonly number[]): number | null {
  return list.length === 0 ? null : list.reduce((sum, value) => sum + value, 0) / list.length;
}

function median(list: readonly number[]): number | null {
  if (list.length === 0) return null;
  const sorted = [...list].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Average or median of every column (a column without any value reads 0 where a number is required). */
function summary(rows: readonly ScanRow[], of: (list: readonly number[]) => number | null): ScanSummary {
  const figure = (column: ScanColumn) => of(values(rows, column));
  return {
    total_return: figure('total_return') ?? 0,
    sharpe_ratio: figure('sharpe_ratio'),
    max_drawdown: figure('max_drawdown') ?? 0,
    win_rate: figure('win_rate'),
    total_trades: figure('total_trades') ?? 0,
    buy_and_hold_return: figure('buy_and_hold_return') ?? 0,
  };
}

/**
 * The watchlist scan (docs/engine.md#separate-the-watchlist-scan): each symbol a normal single-symbol run under docs/engine.md#the-backtesting-engine-execution-model with
 * the full initial capital; one row per symbol with the average and median of each column.
 */
export interface SeparateRunOptions {
  /** Each symbol's full result too (chart, trades); the rows need its metrics only. */
  withRuns: boolean;
  /** One indicator cache per symbol (list order), shared by the runs of a sweep. */
  caches?: readonly ColumnCache[];
  context?: RunContext;
  log?: (line: string) => void;
  /** Other symbols' bars the blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries | SeriesLibrary;
}

export function runSeparate(
  strategy: StrategyInput,
  series: readonly BarSeries[],
  { withRuns, caches, context, log, others }: SeparateRunOptions,
):
  | { ok: true; results: SeparatePortfolioResults; diagnostics: Diagnostic[] }
  | { ok: false; diagnostics: Diagnostic[] } {
  const rows: ScanRow[] = [];
  const runs: Record<string, BacktestResults> = {};
  let diagnostics: Diagnostic[] = [];
  // The symbols run one after another: one scratch space serves them all.
  const scratch = context ?? new RunContext();
  for (const [index, bars] of series.entries()) {
    const own = strategyForSymbol(strategy, bars.symbol);
    const outcome = withRuns
      ? runBacktest(own, bars, others ? { others } : {})
      : runBacktestMetrics(own, bars, caches?.[index], scratch, { others });
    if (!outcome.ok) {
      return {
        ok: false,
        diagnostics: outcome.diagnostics.map((diagnostic) =>
          diagnostic.slot === 'settings'
            ? { ...diagnostic, message: `${bars.symbol}: ${diagnostic.message}` }
            : diagnostic,
        ),
      };
    }
    if (diagnostics.length === 0) diagnostics = outcome.diagnostics;
    const metrics = 'results' in outcome ? outcome.results.performance_metrics : outcome.metrics;
    if ('results' in outcome) runs[bars.symbol] = outcome.results;
    rows.push(scanRow(bars.symbol, metrics));
    log?.(`${bars.symbol}: ${metrics.total_trades} trades, total return ${metrics.total_return.toFixed(2)}%`);
  }
  return {
    ok: true,
    diagnostics,
    results: {
      portfolio: {
        mode: 'separate',
        rows,
        average: summary(rows, scanAverage),
        median: summary(rows, median),
      },
      ...(withRuns ? { runs } : {}),
    },
  };
}
