import { BacktestResultsSchema, type BacktestResults, type RunFigures } from '@stratblocks/contracts';
import type { BarSeries, StrategyInput } from '@stratblocks/engine';
import type { BacktestRunner } from '../../backtests/pool';

/** A check that could not run (bad strategy, no data, a failed run): its message is shown as the last check. */
export class CheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CheckError';
  }
}

/** Runs a strategy on bars in the runner's worker threads (never on the event loop) and reads its results. */
export async function runOnBars(
  runner: BacktestRunner,
  strategy: StrategyInput,
  bars: BarSeries,
  userId: number,
): Promise<BacktestResults> {
  const outcome = await runner.run(strategy, bars, () => undefined, undefined, { userId });
  switch (outcome.status) {
    case 'completed':
      return BacktestResultsSchema.parse(JSON.parse(outcome.resultsJson));
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

/** The headline figures of a run, for the forward test beside the backtest. */
export function figuresOf(results: BacktestResults): RunFigures {
  const dates = results.chart_data.dates;
  const metrics = results.performance_metrics;
  return {
    from: (dates[0] ?? '').slice(0, 10),
    to: (dates[dates.length - 1] ?? '').slice(0, 10),
    bars: dates.length,
    total_return: Number.isFinite(metrics.total_return) ? metrics.total_return : null,
    max_drawdown: Number.isFinite(metrics.max_drawdown) ? metrics.max_drawdown : null,
    trades: results.closed_trades.length,
  };
}
