import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, errorMessage } from '../../../lib/api';
import { rulesSentence, rulesText } from '../../../lib/rules-text';
import { readEquityColumns, readMetrics, readPortfolio, type MetricValues } from '../../backtests';
import type { Strategy } from '@stratblocks/contracts';
import { fetchStrategy, STRATEGY_FALLBACKS, strategyKeys } from '../../strategies';
import { equitySeriesOf } from '../model/comparison';
import type { EquitySeries } from '../model/curves';

/** What the comparison knows of one id of the address. */
export type ComparedStrategy =
  | { id: number; state: 'loading' }
  | { id: number; state: 'not-found' }
  | { id: number; state: 'failed'; message: string }
  | { id: number; state: 'no-results'; name: string }
  | {
      id: number;
      state: 'ready';
      name: string;
      metrics: MetricValues;
      /** Null for a watchlist scan, which has no single equity curve. */
      equity: EquitySeries | null;
      /** Saved as a shared portfolio ("One account"): its equity is the portfolio's total. */
      portfolio: 'shared' | 'separate' | null;
      /** The rules as one line of plain English (docs/plain-english.md); null without logic. */
      rules: string | null;
    };

/**
 * A strategy with figures to compare, and its place among them, which gives its colour and line
 * style in the charts and the table alike.
 */
export type ReadyStrategy = Extract<ComparedStrategy, { state: 'ready' }> & { position: number };

function compared(id: number, result: UseQueryResult<Strategy>): ComparedStrategy {
  if (result.isPending) return { id, state: 'loading' };
  if (result.isError) {
    if (result.error instanceof ApiError && result.error.status === 404) return { id, state: 'not-found' };
    return { id, state: 'failed', message: errorMessage(result.error, STRATEGY_FALLBACKS.one) };
  }
  const strategy = result.data;
  const metrics = readMetrics(strategy.backtest_results?.performance_metrics);
  if (Object.keys(metrics).length === 0) return { id, state: 'no-results', name: strategy.name };
  const portfolio = readPortfolio(strategy.backtest_results?.portfolio)?.mode ?? null;
  // A scan runs each symbol alone: its chart_data is no one account's equity.
  const columns = portfolio === 'separate' ? null : readEquityColumns(strategy.backtest_results?.chart_data);
  return {
    id,
    state: 'ready',
    name: strategy.name,
    metrics,
    equity: columns ? equitySeriesOf(columns) : null,
    portfolio,
    rules: rulesSentence(rulesText(strategy.strategy_config)),
  };
}

/**
 * Each strategy of the address, fetched as its own page fetches it (the same query, so a page
 * visited before answers at once). Another user's strategy is a 404, like a deleted one. The
 * answer keeps its identity while nothing changed (a stable combine), so the charts are not
 * redrawn on every render.
 */
export function useComparedStrategies(ids: readonly number[]): ComparedStrategy[] {
  const combine = useCallback(
    (results: Array<UseQueryResult<Strategy>>) =>
      results.map((result, index) => compared(ids[index] ?? 0, result)),
    [ids],
  );
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: strategyKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchStrategy(id, signal),
      retry: (count: number, error: Error) =>
        count < 2 && !(error instanceof ApiError && error.status === 404),
    })),
    combine,
  });
}
