import { z } from 'zod';
import { STRATEGY_PAGE_LIMITS } from './limits';
import type { StoredBacktestResults } from './backtest-results';
import { PortfolioBreakdownSchema } from './portfolio-results';
import { PORTFOLIO_MODES, type StrategyConfig } from './strategy-config';

/**
 * The headline figures of a strategy's saved results (percentages as in performance_metrics;
 * null when the results lack the figure).
 */
export const StrategyMetricsSummarySchema = z.object({
  total_return: z.number().nullable(),
  cumulative_return: z.number().nullable(),
  max_drawdown: z.number().nullable(),
  sharpe_ratio: z.number().nullable(),
  win_rate: z.number().nullable(),
  total_trades: z.number().nullable(),
});
export type StrategyMetricsSummary = z.infer<typeof StrategyMetricsSummarySchema>;

/** A portfolio strategy's shape as its card says it: "5 symbols · One account". */
export const StrategyPortfolioSummarySchema = z.object({
  symbols: z.number().int(),
  mode: z.enum(PORTFOLIO_MODES),
});
export type StrategyPortfolioSummary = z.infer<typeof StrategyPortfolioSummarySchema>;

/** One strategy as the cards, the Overview and the search show it: no documents. */
export const StrategySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Entry logic exists, so the strategy can be backtested (the Overview's "active"). */
  has_config: z.boolean(),
  /** Saved results with non-empty performance_metrics (the "Backtested" badge). */
  has_results: z.boolean(),
  /**
   * The headline figures: a shared portfolio's are the portfolio's; a scan's ("Each symbol
   * alone", no figures of its own) are the average of its symbols.
   */
  metrics: StrategyMetricsSummarySchema.nullable(),
  /** Null for a single-symbol strategy (absent from summaries written before portfolios). */
  portfolio: StrategyPortfolioSummarySchema.nullable().default(null),
  /**
   * The rules as plain-English lines (docs/plain-english.md#where-the-rules-are-shown), stored
   * beside the document on save and cut to RULES_SUMMARY_MAX_CHARS with an ellipsis; null when
   * the strategy has no rules or a side cannot be written as one line.
   */
  rules: z.array(z.string()).nullable().default(null),
});
export type StrategySummary = z.infer<typeof StrategySummarySchema>;

/** GET /api/strategies: one page of summaries, newest first, and how many match in all. */
export const StrategyPageSchema = z.object({
  items: z.array(StrategySummarySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StrategyPage = z.infer<typeof StrategyPageSchema>;

/** The query of GET /api/strategies: `q` matches name or description, case-insensitively. */
export const StrategyListQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STRATEGY_PAGE_LIMITS.max, `limit is at most ${STRATEGY_PAGE_LIMITS.max}`)
    .default(STRATEGY_PAGE_LIMITS.default),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  q: z
    .string()
    .trim()
    .max(STRATEGY_PAGE_LIMITS.queryLength, `q is at most ${STRATEGY_PAGE_LIMITS.queryLength} characters`)
    .default(''),
});
export type StrategyListQuery = z.infer<typeof StrategyListQuerySchema>;

/** The most characters of rules text a summary carries (its lines and their line breaks). */
export const RULES_SUMMARY_MAX_CHARS = 2000;

/**
 * Rules lines as a summary carries them: at most RULES_SUMMARY_MAX_CHARS in all (lines joined by
 * line breaks), the text past it cut at a space and marked with an ellipsis; null for no lines.
 */
export function capRulesLines(lines: readonly string[]): string[] | null {
  if (lines.length === 0) return null;
  const text = lines.join('\n');
  if (text.length <= RULES_SUMMARY_MAX_CHARS) return [...lines];
  const cut = text.slice(0, RULES_SUMMARY_MAX_CHARS - 1);
  const space = cut.search(/\s\S*$/);
  const kept = (space > 0 ? cut.slice(0, space) : cut).trimEnd();
  return `${kept}…`.split('\n');
}

/** What a summary knows beyond id, name, description and dates. */
export type StrategyDerivedSummary = Pick<
  StrategySummary,
  'has_config' | 'has_results' | 'metrics' | 'portfolio'
>;

function figure(metrics: Record<string, unknown>, key: keyof StrategyMetricsSummary): number | null {
  const value = metrics[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * docs/product.md#states-and-transitions: Backtested when performance_metrics is non-empty, or for a scan (which has
 * none of its own) when its rows are there: then the figures are its symbols' averages.
 */
export function summarizeMetrics(results: StoredBacktestResults | null): StrategyMetricsSummary | null {
  const metrics = results?.performance_metrics;
  if (!metrics || Object.keys(metrics).length === 0) return scanAverages(results);
  return {
    total_return: figure(metrics, 'total_return'),
    cumulative_return: figure(metrics, 'cumulative_return'),
    max_drawdown: figure(metrics, 'max_drawdown'),
    sharpe_ratio: figure(metrics, 'sharpe_ratio'),
    win_rate: figure(metrics, 'win_rate'),
    total_trades: figure(metrics, 'total_trades'),
  };
}

/** The summary fields of a strategy document (the server stores them beside it). */
export function summarizeStrategy(
  config: StrategyConfig,
  results: StoredBacktestResults | null,
): StrategyDerivedSummary {
  const longShort = config.generalSetting.strategyType === 'Long/Short';
  const metrics = summarizeMetrics(results);
  return {
    has_config: config.entryLogic.long !== null || (longShort && config.entryLogic.short !== null),
    has_results: metrics !== null,
    metrics,
    portfolio: config.portfolio
      ? { symbols: config.portfolio.symbols.length, mode: config.portfolio.mode }
      : null,
  };
}

function scanAverages(results: StoredBacktestResults | null): StrategyMetricsSummary | null {
  const breakdown = PortfolioBreakdownSchema.safeParse(results?.portfolio);
  if (!breakdown.success || breakdown.data.mode !== 'separate' || breakdown.data.rows.length === 0)
    return null;
  const { average } = breakdown.data;
  return {
    total_return: average.total_return,
    cumulative_return: null,
    max_drawdown: average.max_drawdown,
    sharpe_ratio: average.sharpe_ratio,
    win_rate: average.win_rate,
    total_trades: average.total_trades,
  };
}
