import { dateOf, isIntraday, type BarSeries } from '../data/bars';
import { drawdownOfMarks } from '../metrics/drawdown';
import { equityPeriods } from '../metrics/equity-periods';
import { performanceMetrics, periodsPerYear, type PerformanceMetrics } from '../metrics/performance';
import type { RangeExtremes } from '../metrics/range-extremes';
import type { ReturnsWorkspace } from '../metrics/return-statistics';
import type { SimulationResult } from '../sim/types';
import type { StrategyInput } from '../strategy/types';

/**
 * Stage 5 of a run (docs/engine.md, "The run pipeline"): the performance metrics of a simulation
 * (docs/metrics.md), from the equity periods of its marks.
 */
export function runMetrics(
  strategy: StrategyInput,
  bars: BarSeries,
  simulation: SimulationResult,
  /** The close extremes of a sweep's shared cache, when there is one. */
  closeExtremes: RangeExtremes | null,
  workspace: ReturnsWorkspace,
  /** False for runs whose VaR 95 no one reads (a sweep's cells): var_95 is then NaN. */
  valueAtRisk = true,
): PerformanceMetrics {
  const general = strategy.generalSetting;
  const intraday = isIntraday(bars.interval);
  const periods = equityPeriods(simulation.equity, bars.times, intraday, general.initialCapital);
  // On daily or longer bars the periods are the marks, whose drawdown the quiet stretches give.
  const maxDrawdown =
    periods === simulation.equity
      ? drawdownOfMarks(simulation.equity, general.initialCapital, simulation.quietStretches, closeExtremes)
      : undefined;
  const days = intraday ? new Set(bars.times.map(dateOf)).size : bars.times.length;
  return performanceMetrics({
    ticker: bars.symbol,
    firstDate: dateOf(bars.times[0] ?? ''),
    lastDate: dateOf(bars.times.at(-1) ?? ''),
    initialCapital: general.initialCapital,
    periods,
    ...(maxDrawdown === undefined ? {} : { maxDrawdown }),
    periodsPerYear: periodsPerYear(bars.interval, general.assetClass === 'Cryptocurrency'),
    trades: simulation.trades,
    barCount: bars.times.length,
    days,
    exposedBars: simulation.exposedBars,
    firstClose: bars.close[0] ?? Number.NaN,
    lastClose: bars.close.at(-1) ?? Number.NaN,
    workspace,
    valueAtRisk,
  });
}
