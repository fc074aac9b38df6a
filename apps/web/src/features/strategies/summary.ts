import type { Strategy } from '@stratblocks/contracts';

/**
 * The headline figures of a strategy's saved results (percentages as in performance_metrics;
 * null when the results lack the figure). The same shape as the list API's summaries.
 */
export interface StrategyMetricsSummary {
  total_return: number | null;
  cumulative_return: number | null;
  max_drawdown: number | null;
  sharpe_ratio: number | null;
  win_rate: number | null;
  total_trades: number | null;
}

/** One strategy as the cards, the Overview and the search show it: no documents. */
export interface StrategySummary {
  id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  /** Entry logic exists, so the strategy can be backtested (the Overview's "active"). */
  has_config: boolean;
  /** Saved results with non-empty performance_metrics (the "Backtested" badge). */
  has_results: boolean;
  metrics: StrategyMetricsSummary | null;
}

function figure(metrics: Record<string, unknown>, key: keyof StrategyMetricsSummary): number | null {
  const value = metrics[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Spec section 4: Backtested when performance_metrics is non-empty. */
export function summarizeMetrics(
  strategy: Pick<Strategy, 'backtest_results'>,
): StrategyMetricsSummary | null {
  const metrics = strategy.backtest_results?.performance_metrics;
  if (!metrics || Object.keys(metrics).length === 0) return null;
  return {
    total_return: figure(metrics, 'total_return'),
    cumulative_return: figure(metrics, 'cumulative_return'),
    max_drawdown: figure(metrics, 'max_drawdown'),
    sharpe_ratio: figure(metrics, 'sharpe_ratio'),
    win_rate: figure(metrics, 'win_rate'),
    total_trades: figure(metrics, 'total_trades'),
  };
}

/** The summary of a full strategy document. */
export function summarize(strategy: Strategy): StrategySummary {
  const config = strategy.strategy_config;
  const longShort = config.generalSetting.strategyType === 'Long/Short';
  const metrics = summarizeMetrics(strategy);
  return {
    id: strategy.id,
    name: strategy.name,
    description: strategy.description,
    created_at: strategy.created_at,
    updated_at: strategy.updated_at,
    has_config: config.entryLogic.long !== null || (longShort && config.entryLogic.short !== null),
    has_results: metrics !== null,
    metrics,
  };
}

/** Spec section 2: a case-insensitive match on name or description. */
export function matchesSearch(
  strategy: Pick<StrategySummary, 'name' | 'description'>,
  text: string,
): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return strategy.name.toLowerCase().includes(needle) || strategy.description.toLowerCase().includes(needle);
}

/** Newest first by creation date. */
export function newestFirst<Item extends { created_at: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
