import type { BarSeries } from '../data/bars';
import type { Diagnostic } from '../logic/diagnostics';
import type { Program } from '../logic/compile';
import type { PerformanceMetrics } from '../metrics/performance';
import type { SimulationResult } from '../sim/types';
import type { StrategyInput } from '../strategy/types';

/**
 * The human log of a run (the lines the builder's console shows), formatted here from what the
 * stages produce, so that no stage builds text it does not need when nobody listens.
 */

/** What the run is about to do: the bars, the settings, the rows compiled, the warnings. */
export function runHeaderLines(
  strategy: StrategyInput,
  bars: BarSeries,
  program: Program,
  diagnostics: readonly Diagnostic[],
): string[] {
  const general = strategy.generalSetting;
  const lines = [
    `Backtesting ${bars.symbol} on ${bars.times.length} ${general.timeInterval} bars from ${bars.times[0] ?? ''} to ${bars.times.at(-1) ?? ''}`,
    `Strategy type: ${general.strategyType}; capital ${general.initialCapital}; equity used ${general.equityUsed}%; commission ${general.commission}%; slippage ${general.slippage}%`,
  ];
  for (const [label, side] of [
    ['Entry long', program.long],
    ['Entry short', program.short],
    ['Exit long', program.exitLong],
    ['Exit short', program.exitShort],
  ] as const) {
    if (side) lines.push(`${label}: ${side.description}`);
  }
  for (const diagnostic of diagnostics) lines.push(`Warning: ${diagnostic.message}`);
  return lines;
}

/** The last line: trades, total return and max drawdown. */
export function runSummaryLine(simulation: SimulationResult, metrics: PerformanceMetrics): string {
  const trades = simulation.trades.length;
  return `Backtest complete: ${trades} trade${trades === 1 ? '' : 's'}, total return ${metrics.total_return.toFixed(2)}%, max drawdown ${metrics.max_drawdown.toFixed(2)}%`;
}
