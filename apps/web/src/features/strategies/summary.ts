import {
  summarizeMetrics as summarizeResults,
  summarizeStrategy,
  type Strategy,
  type StrategyMetricsSummary,
  type StrategyPortfolioSummary,
  type StrategySummary,
} from '@stratblocks/contracts';
import { countOf } from '../../lib/plural';

export type { StrategyMetricsSummary, StrategySummary } from '@stratblocks/contracts';

/**
 * The summary of a full strategy document, as the list API computes it, without the rules lines:
 * the server writes them with the engine on save, which this module (loaded by the list) must not
 * import; they are null here.
 */
export function summarize(strategy: Strategy): StrategySummary {
  return {
    id: strategy.id,
    name: strategy.name,
    description: strategy.description,
    created_at: strategy.created_at,
    updated_at: strategy.updated_at,
    ...summarizeStrategy(strategy.strategy_config, strategy.backtest_results),
    rules: null,
  };
}

/** docs/product.md#states-and-transitions: Backtested when performance_metrics is non-empty. */
export function summarizeMetrics(
  strategy: Pick<Strategy, 'backtest_results'>,
): StrategyMetricsSummary | null {
  return summarizeResults(strategy.backtest_results);
}

/** A portfolio strategy in a few words: "5 symbols · One account", "20 symbols · Each symbol alone". */
export function portfolioWords(portfolio: StrategyPortfolioSummary): string {
  return `${countOf(portfolio.symbols, 'symbol')} · ${portfolio.mode === 'separate' ? 'Each symbol alone' : 'One account'}`;
}

/** docs/product.md#screens-and-routes: a case-insensitive match on name or description. */
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
