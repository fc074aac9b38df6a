import {
  ChartDataSchema,
  ClosedTradeSchema,
  PerformanceMetricsSchema,
  PortfolioBreakdownSchema,
  type BacktestResults,
  type PortfolioBreakdown,
  type StoredBacktestResults,
  type StreamPart,
} from '@stratblocks/contracts';
import { z } from 'zod';

/** A completed run: a backtest's results (with a portfolio's breakdown), or a scan's rows only. */
export type RunResults =
  | (BacktestResults & { portfolio?: PortfolioBreakdown })
  | {
      portfolio: PortfolioBreakdown;
      chart_data?: undefined;
      performance_metrics?: undefined;
      closed_trades?: undefined;
    };

/** What the stream has delivered of backtest_results so far. */
export type PartialResults = Partial<BacktestResults> & { portfolio?: PortfolioBreakdown };

const PART_SCHEMAS = {
  chart: ChartDataSchema,
  metrics: PerformanceMetricsSchema,
  trades: z.array(ClosedTradeSchema),
  portfolio: PortfolioBreakdownSchema,
} as const;

const RESULT_FIELD = {
  chart: 'chart_data',
  metrics: 'performance_metrics',
  trades: 'closed_trades',
  portfolio: 'portfolio',
} as const satisfies Record<StreamPart, keyof PartialResults>;

/**
 * Adds one JSON part of the stream to the results, parsed with its contracts schema. As
 * docs/product.md#error-catalogue says, an unparsable part is logged to the console only, and the results stay without it.
 */
export function withStreamPart(results: PartialResults, part: StreamPart, json: string): PartialResults {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    console.error(`The backtest's ${part} part is not JSON`, error);
    return results;
  }
  const parsed = PART_SCHEMAS[part].safeParse(value);
  if (!parsed.success) {
    console.error(`The backtest's ${part} part does not have the expected form`, parsed.error);
    return results;
  }
  return { ...results, [RESULT_FIELD[part]]: parsed.data };
}

/**
 * The full results once chart and metrics arrived (trades default to none, as a run without any);
 * a scan ("Each symbol alone") is complete with its rows alone.
 */
export function completeResults(results: PartialResults): RunResults | null {
  const { portfolio } = results;
  if (!results.chart_data || !results.performance_metrics) {
    return portfolio?.mode === 'separate' ? { portfolio } : null;
  }
  return {
    chart_data: results.chart_data,
    performance_metrics: results.performance_metrics,
    closed_trades: results.closed_trades ?? [],
    ...(portfolio ? { portfolio } : {}),
  };
}

/** Run results as a strategy stores them (a scan has no chart, metrics or trades of its own). */
export function toStoredResults(results: RunResults): StoredBacktestResults {
  return results.chart_data
    ? results
    : { chart_data: {}, performance_metrics: {}, closed_trades: [], portfolio: results.portfolio };
}
