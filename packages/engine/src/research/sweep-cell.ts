import type { ColumnCache } from '../blocks/evaluate';
import type { BarSeries } from '../data/bars';
import type { RunContext } from '../pipeline/context';
import type { StrategyInput } from '../strategy/types';

// One combination's run and figures, apart from the sweep so that the study bars (which run a
// cell over one series or a portfolio) and the sweep (which ranks the cells) share them without
// importing each other.

/** The figures kept for each combination (a sweep keeps no trades or curves). */
export interface SweepCellMetrics {
  total_return: number;
  annualized_return: number;
  max_drawdown: number;
  sharpe_ratio: number | null;
  sortino_ratio: number | null;
  calmar_ratio: number | null;
  profit_factor: number | null;
  sqn: number | null;
  win_rate: number | null;
  total_trades: number;
  gross_profit: number;
}

/** Runs one combination and returns its metrics. The fast metrics-only path plugs in here. */
export type SweepRunner = (
  strategy: StrategyInput,
  bars: BarSeries,
  cache: ColumnCache,
  /** The sweep's scratch buffers, shared by its runs one after another. */
  context: RunContext,
) => { ok: true; metrics: SweepCellMetrics } | { ok: false; message: string };
