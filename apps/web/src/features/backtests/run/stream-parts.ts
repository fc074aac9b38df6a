import {
  ChartDataSchema,
  ClosedTradeSchema,
  PerformanceMetricsSchema,
  type BacktestResults,
  type StreamPart,
} from '@stratblocks/contracts';
import { z } from 'zod';

/** What the stream has delivered of backtest_results so far. */
export type PartialResults = Partial<BacktestResults>;

const PART_SCHEMAS = {
  chart: ChartDataSchema,
  metrics: PerformanceMetricsSchema,
  trades: z.array(ClosedTradeSchema),
} as const;

const RESULT_FIELD = {
  chart: 'chart_data',
  metrics: 'performance_metrics',
  trades: 'closed_trades',
} as const satisfies Record<Exclude<StreamPart, 'portfolio'>, keyof BacktestResults>;

/**
 * Adds one JSON part of the stream to the results, parsed with its contracts schema. Spec section
 * 8: an unparsable part is logged to the console only, and the results stay without it.
 */
export function withStreamPart(results: PartialResults, part: StreamPart, json: string): PartialResults {
  // A portfolio run's per-symbol breakdown: not read by the results screens yet.
  if (part === 'portfolio') return results;
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

/** The full results once chart and metrics arrived (trades default to none, as a run without any). */
export function completeResults(results: PartialResults): BacktestResults | null {
  if (!results.chart_data || !results.performance_metrics) return null;
  return {
    chart_data: results.chart_data,
    performance_metrics: results.performance_metrics,
    closed_trades: results.closed_trades ?? [],
  };
}
