import { z } from 'zod';
import { barTime } from './primitives';
import { BLOCK_TIMEFRAMES } from './strategy-config';

/**
 * Units used throughout backtest_results:
 * - percent fields hold percentages (12.5 means +12.5 %), drawdowns are zero or negative;
 * - money fields are in the account currency (the quote currency of the symbol);
 * - ratios are plain numbers;
 * - null marks a figure that does not exist for the run (e.g. a profit factor with no losing trade).
 */
const nullableNumber = z.number().nullable();

export const TradeMarkerSchema = z.object({
  date: barTime,
  kind: z.enum(['entry', 'exit']),
  side: z.enum(['long', 'short']),
  price: z.number(),
});
export type TradeMarker = z.infer<typeof TradeMarkerSchema>;

export const RISK_EVENT_KINDS = ['max_drawdown_halt', 'daily_loss_limit'] as const;

/**
 * A decision of the risk rules at a bar's close: `max_drawdown_halt` (equity fell more than
 * maxDrawdown below its peak: every trade closes at the next open, nothing more is entered) or
 * `daily_loss_limit` (equity fell more than dailyLossLimit below the previous day's close: no entry
 * for the rest of that day).
 */
export const RiskEventSchema = z.object({
  date: barTime,
  kind: z.enum(RISK_EVENT_KINDS),
});
export type RiskEvent = z.infer<typeof RiskEventSchema>;

export const SKIP_CAUSES = ['cash', 'max_open_trades', 'max_trades_per_day'] as const;

/**
 * The entries one of the account's rules skipped: `cash` (the cash left could not buy one unit),
 * `max_open_trades` (every slot was taken), `max_trades_per_day` (the day's entries were used).
 */
export const SkippedEntriesSchema = z.object({
  reason: z.enum(SKIP_CAUSES),
  count: z.number().int().positive(),
  first_date: barTime,
});
export type SkippedEntries = z.infer<typeof SkippedEntriesSchema>;

/** The limits a run used (percent, 0 is off) and the entries its rules skipped. */
export const RiskSummarySchema = z.object({
  max_drawdown: z.number(),
  daily_loss_limit: z.number(),
  max_open_trades: z.number().int(),
  max_trades_per_day: z.number().int(),
  skipped_entries: z.array(SkippedEntriesSchema),
});
export type RiskSummary = z.infer<typeof RiskSummarySchema>;

/**
 * A block reading another symbol or timeframe, on the traded bars: its value at each bar's close
 * as the run compared it (the as-of value of its own series), null while warming up or stale.
 */
export const SourceLineSchema = z.object({
  /** As the builder's chip names the block: "SMA(200) · SPY · 1W". */
  label: z.string(),
  block: z.string(),
  /** The other symbol read, upper-cased; null for the traded symbol at another timeframe. */
  symbol: z.string().nullable(),
  timeframe: z.enum(BLOCK_TIMEFRAMES).nullable(),
  /** One per date of `dates`. */
  values: z.array(z.number().nullable()),
});
export type SourceLine = z.infer<typeof SourceLineSchema>;

export const ChartDataSchema = z.object({
  /** Bar dates (YYYY-MM-DD, or ISO date-times on intraday bars). */
  dates: z.array(barTime),
  /** Cumulative return of the strategy's equity at each bar close, in percent. */
  cumulative_returns: z.array(z.number()),
  /** Return of the equity from the previous bar close, in percent (0 on the first bar). */
  daily_returns: z.array(z.number()),
  /** Distance of equity below its running peak, in percent (0 or negative). */
  drawdown: z.array(z.number()),
  ticker: z.string(),
  /** Equity marked at each bar close, in money. */
  equity: z.array(z.number()),
  /** Cumulative return of buying the symbol at the first bar's close and holding it, in percent. */
  buy_and_hold: z.array(z.number()),
  /** The bars the run used, for the price chart. */
  price: z.object({
    open: z.array(z.number()),
    high: z.array(z.number()),
    low: z.array(z.number()),
    close: z.array(z.number()),
    volume: z.array(z.number()),
  }),
  markers: z.array(TradeMarkerSchema),
  /**
   * The risk rules' decisions in bar order (the halt last, when there is one). Optional: results
   * saved before the engine reported them have none.
   */
  risk_events: z.array(RiskEventSchema).optional(),
  /** Optional likewise: results saved before the engine reported it have none. */
  risk_summary: RiskSummarySchema.optional(),
  /**
   * The lines of the blocks reading another symbol or timeframe, for the price chart
   * (docs/engine.md#on-the-price-chart). Absent when the strategy reads none, and in results
   * saved before the engine reported them.
   */
  source_lines: z.array(SourceLineSchema).optional(),
});
export type ChartData = z.infer<typeof ChartDataSchema>;

export const PerformanceMetricsSchema = z.object({
  ticker: z.string(),
  /** "first bar date to last bar date". */
  test_period: z.string(),
  initial_nav: z.number(),
  final_nav: z.number(),
  cumulative_return: z.number(),
  max_drawdown: z.number(),
  annualized_return: z.number(),
  daily_return: z.number(),
  sharpe_ratio: nullableNumber,
  calmar_ratio: nullableNumber,
  win_ratio: nullableNumber,
  annualized_std: z.number(),
  var_95: z.number(),
  days: z.number().int(),
  profit_factor: nullableNumber,
  total_return: z.number(),
  win_rate: nullableNumber,
  total_trades: z.number().int(),
  sortino_ratio: nullableNumber,
  exposure: z.number(),
  expectancy: nullableNumber,
  sqn: nullableNumber,
  avg_trade_percent: nullableNumber,
  best_trade: nullableNumber,
  worst_trade: nullableNumber,
  avg_bars_held: nullableNumber,
  winning_trades: z.number().int(),
  losing_trades: z.number().int(),
  gross_profit: z.number(),
  gross_loss: z.number(),
  total_commission: z.number(),
  buy_and_hold_return: z.number(),
  periods_per_year: z.number(),
});
export type PerformanceMetrics = z.infer<typeof PerformanceMetricsSchema>;

export const EXIT_REASONS = [
  'signal',
  'stop_loss',
  'take_profit',
  'trailing_stop',
  'time_exit',
  'end_of_day',
  'end_of_week',
  'max_drawdown_halt',
  'end_of_data',
] as const;

export const ClosedTradeSchema = z.object({
  entry_date: barTime,
  exit_date: barTime,
  ticker: z.string(),
  type: z.enum(['long', 'short']),
  /** Fill prices, slippage included. */
  entry_price: z.number(),
  exit_price: z.number(),
  /** Units held (whole for US stocks and ETFs). */
  size: z.number(),
  /** Profit or loss in money, net of both commissions. */
  pnl: z.number(),
  /** pnl as a percentage of the entry notional (entry_price x size). */
  pnl_percent: z.number(),
  /** Commission paid on entry and exit together. */
  commission: z.number(),
  exit_reason: z.enum(EXIT_REASONS),
  /** Name of the exit block that closed the trade, when one did. */
  exit_block: z.string().nullable(),
  /** The exit bar touched both a stop and a target; the stop was taken. */
  ambiguous: z.boolean(),
  /** Still open after the last bar: closed at the last close. */
  closed_at_end: z.boolean(),
  bars_held: z.number().int(),
});
export type ClosedTrade = z.infer<typeof ClosedTradeSchema>;

export const BacktestResultsSchema = z.object({
  chart_data: ChartDataSchema,
  performance_metrics: PerformanceMetricsSchema,
  closed_trades: z.array(ClosedTradeSchema),
});
export type BacktestResults = z.infer<typeof BacktestResultsSchema>;

/**
 * Results as stored with a strategy. Older documents and other producers may lack the extra
 * fields, so stored results are read leniently; the dashboard shows N/A for what is missing.
 */
export const StoredBacktestResultsSchema = z.object({
  chart_data: z.record(z.string(), z.unknown()).default({}),
  performance_metrics: z.record(z.string(), z.unknown()).default({}),
  closed_trades: z.array(z.record(z.string(), z.unknown())).default([]),
  /** A portfolio run's breakdown or a scan's rows, kept as they came (portfolio-results.ts). */
  portfolio: z.record(z.string(), z.unknown()).optional(),
});
export type StoredBacktestResults = z.infer<typeof StoredBacktestResultsSchema>;
