import type { PortfolioSettings, StrategyInput } from '../strategy/types';
import type { BacktestResults, ChartData, ClosedTrade } from '../pipeline/results';
import type { PerformanceMetrics } from '../metrics/performance';

// A strategy's portfolio settings are part of its input (strategy/types.ts).
export type { PortfolioMode, PortfolioSettings, RankBy } from '../strategy/types';

export interface PortfolioStrategyInput extends StrategyInput {
  portfolio: PortfolioSettings;
}

/** One row of the per-symbol breakdown of a shared run (docs/engine.md#10-portfolios). */
export interface PortfolioSymbolRow {
  ticker: string;
  trades: number;
  /** Percent of the symbol's closed trades with a positive P&L; null without trades. */
  win_rate: number | null;
  net_pnl: number;
  /** net_pnl / initial capital, in percent. */
  contribution: number;
  /** Percent of the portfolio's bars at whose close the symbol held a trade. */
  exposure: number;
}

/** One row of a scan: the symbol's own single-symbol run (docs/engine.md#separate-the-watchlist-scan). */
export interface ScanRow {
  ticker: string;
  total_return: number;
  sharpe_ratio: number | null;
  max_drawdown: number;
  win_rate: number | null;
  total_trades: number;
  buy_and_hold_return: number;
}

/** Average and median of the scan's columns (a null column value is left out of its figure). */
export type ScanSummary = Omit<ScanRow, 'ticker'>;

export interface SharedPortfolioResults extends BacktestResults {
  portfolio: { mode: 'shared'; symbols: PortfolioSymbolRow[] };
}

export interface SeparatePortfolioResults {
  portfolio: { mode: 'separate'; rows: ScanRow[]; average: ScanSummary; median: ScanSummary };
  /**
   * Each symbol's full single-symbol result, by ticker, when asked for (`scanRuns`); otherwise a
   * symbol's full result is its own single-symbol run, made on demand.
   */
  runs?: Record<string, BacktestResults>;
}

export type PortfolioResults = SharedPortfolioResults | SeparatePortfolioResults;

/** What a portfolio run reports as it goes (as BacktestEvent, plus the breakdown as its own part). */
export type PortfolioEvent =
  | { type: 'log'; line: string }
  | { type: 'chart'; chart: ChartData }
  | { type: 'metrics'; metrics: PerformanceMetrics }
  | { type: 'trades'; trades: ClosedTrade[] }
  | { type: 'portfolio'; portfolio: PortfolioResults['portfolio'] };

/** Where a shared run writes its log lines (only when someone listens to the run). */
export type LogSink = (line: string) => void;
