import {
  BacktestResultsSchema,
  ScanResultsSchema,
  type BacktestResults,
  type RunFigures,
} from '@stratblocks/contracts';
import type { BarSeries, OtherSeries, StrategyInput } from '@stratblocks/engine';
import type { BacktestRunner } from '../../backtests/pool';
import { portfolioOf, seriesOf, type RunBars } from '../../backtests/run-bars';

/** A check that could not run (bad strategy, no data, a failed run): its message is shown as the last check. */
export class CheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckError';
  }
}

/** Runs a strategy in the runner's worker threads (never on the event loop) and answers its results' JSON. */
async function runJson(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  userId: number,
  others?: OtherSeries,
): Promise<unknown> {
  const outcome = await runner.run(strategy, bars, () => undefined, undefined, {
    userId,
    ...(others ? { others } : {}),
  });
  switch (outcome.status) {
    case 'completed':
      return JSON.parse(outcome.resultsJson);
    case 'rejected':
      throw new CheckError(
        outcome.diagnostics.find((diagnostic) => diagnostic.severity === 'error')?.message ??
          'The strategy is not valid',
      );
    case 'cancelled':
      throw new CheckError('The check was cancelled');
    default:
      throw new CheckError(outcome.message);
  }
}

/**
 * Runs a single-symbol strategy on its bars, or a shared portfolio on its symbols' bars (in the
 * order the portfolio lists them), and reads its results: a shared portfolio's closed trades name
 * their ticker.
 */
export async function runOnBars(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  userId: number,
  /** The other symbols its blocks read (docs/engine.md#11-other-symbols-and-timeframes). */
  others?: OtherSeries,
): Promise<BacktestResults> {
  return BacktestResultsSchema.parse(await runJson(runner, strategy, bars, userId, others));
}

/** The strategy without its portfolio: one symbol's own run (a scan's row, docs/engine.md#separate-the-watchlist-scan). */
export function singleSymbolRun(strategy: StrategyInput, bars: BarSeries): StrategyInput {
  const single: StrategyInput & { portfolio?: unknown } = {
    ...strategy,
    generalSetting: { ...strategy.generalSetting, tickerSymbol: bars.symbol },
  };
  delete single.portfolio;
  return single;
}

/** The first and last date of a run's bars and how many dates they span (the union for a portfolio). */
function spanOf(bars: RunBars): Pick<RunFigures, 'from' | 'to' | 'bars'> {
  const dates = [...new Set(seriesOf(bars).flatMap((series) => series.times))].sort();
  return {
    from: (dates[0] ?? '').slice(0, 10),
    to: (dates[dates.length - 1] ?? '').slice(0, 10),
    bars: dates.length,
  };
}

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** The headline figures of a run, for the forward test beside the backtest. */
export function figuresOf(results: BacktestResults): RunFigures {
  const dates = results.chart_data.dates;
  const metrics = results.performance_metrics;
  return {
    from: (dates[0] ?? '').slice(0, 10),
    to: (dates[dates.length - 1] ?? '').slice(0, 10),
    bars: dates.length,
    total_return: finite(metrics.total_return),
    max_drawdown: finite(metrics.max_drawdown),
    trades: results.closed_trades.length,
  };
}

/** A run's figures, and its results when it has one account (single symbol or shared portfolio). */
export interface RunOfWindow {
  figures: RunFigures;
  results: BacktestResults | null;
}

/**
 * Runs a strategy over a window for a watch's figures. A scan ("separate", docs/engine.md#separate-the-watchlist-scan) has no
 * one account: its figures are the scan's average return and average max drawdown over its
 * symbols' own runs, and every symbol's trades; it has no results of one account.
 */
export async function runWindow(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: RunBars,
  userId: number,
  others?: OtherSeries,
): Promise<RunOfWindow> {
  if (portfolioOf(strategy)?.mode !== 'separate') {
    const results = await runOnBars(runner, strategy, bars, userId, others);
    return { figures: figuresOf(results), results };
  }
  const scan = ScanResultsSchema.parse(await runJson(runner, strategy, bars, userId, others)).portfolio;
  if (scan.mode !== 'separate') throw new CheckError('The scan answered no rows');
  return {
    figures: {
      ...spanOf(bars),
      total_return: finite(scan.average.total_return),
      max_drawdown: finite(scan.average.max_drawdown),
      trades: scan.rows.reduce((sum, row) => sum + row.total_trades, 0),
    },
    results: null,
  };
}
