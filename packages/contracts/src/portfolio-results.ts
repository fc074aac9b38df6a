import { z } from 'zod';
import { BacktestResultsSchema } from './backtest-results';

/** Per symbol of a shared portfolio run (docs/engine.md#10-portfolios; docs/engine.md "Portfolios"). */
export const PortfolioSymbolRowSchema = z.object({
  ticker: z.string(),
  trades: z.number(),
  /** Percent of the symbol's closed trades with a positive P&L; null without trades. */
  win_rate: z.number().nullable(),
  /** Dollars, net of commissions. */
  net_pnl: z.number(),
  /** net_pnl / initial capital, percent. */
  contribution: z.number(),
  /** Percent of the portfolio's dates at whose close the symbol held a trade. */
  exposure: z.number(),
});
export type PortfolioSymbolRow = z.infer<typeof PortfolioSymbolRowSchema>;

/** One symbol of a scan: its own single-symbol run (percent figures as performance_metrics). */
export const ScanRowSchema = z.object({
  ticker: z.string(),
  total_return: z.number(),
  sharpe_ratio: z.number().nullable(),
  max_drawdown: z.number(),
  win_rate: z.number().nullable(),
  total_trades: z.number(),
  buy_and_hold_return: z.number(),
});
export type ScanRow = z.infer<typeof ScanRowSchema>;

export const ScanSummarySchema = ScanRowSchema.omit({ ticker: true });

/** The `portfolio` part of a portfolio run's results and stream. */
export const PortfolioBreakdownSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('shared'), symbols: z.array(PortfolioSymbolRowSchema) }),
  z.object({
    mode: z.literal('separate'),
    rows: z.array(ScanRowSchema),
    average: ScanSummarySchema,
    median: ScanSummarySchema,
  }),
]);
export type PortfolioBreakdown = z.infer<typeof PortfolioBreakdownSchema>;

/** backtest_results of a shared portfolio run: the single-symbol results plus the breakdown. */
export const SharedPortfolioResultsSchema = BacktestResultsSchema.extend({
  portfolio: PortfolioBreakdownSchema,
});

/** What a scan answers: its rows, average and median (each symbol's full run is its own run). */
export const ScanResultsSchema = z.object({ portfolio: PortfolioBreakdownSchema });
