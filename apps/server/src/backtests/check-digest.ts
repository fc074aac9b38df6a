import {
  BacktestResultsSchema,
  ClosedTradeSchema,
  RunFiguresSchema,
  ScanResultsSchema,
  type BacktestResults,
  type RunFigures,
} from '@stratblocks/contracts';
import { z } from 'zod';

/**
 * What a watch check reads of a run (docs/watches.md#where-checks-run): the worker thread that ran
 * it reduces the results to this digest, so that the process that asked never parses whole
 * results (a 50-symbol scan's 50 documents) on its event loop.
 * - `trades`: the closed trades of one account, whose decisions become alerts;
 * - `figures`: the headline figures of one account;
 * - `figures-and-results`: the same, and the whole results as JSON text to store as they are;
 * - `scan`: a scan's average return and drawdown and its trade count (it has no one account).
 */
export type DigestRequest = 'trades' | 'figures' | 'figures-and-results' | 'scan';

const finiteOrNull = z.number().nullable();

export const CheckDigestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('trades'), trades: z.array(ClosedTradeSchema) }),
  z.object({
    kind: z.literal('figures'),
    figures: RunFiguresSchema,
    /** The results as validated, as JSON text; null unless asked for. */
    resultsJson: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('scan'),
    total_return: finiteOrNull,
    max_drawdown: finiteOrNull,
    trades: z.number().int(),
  }),
]);

export type CheckDigest = z.infer<typeof CheckDigestSchema>;

const finite = (value: number) => (Number.isFinite(value) ? value : null);

/** The headline figures of a run, for the forward test beside the backtest. */
export function figuresOf(results: BacktestResults): RunFigures {
  const dates = results.chart_data.dates;
  const metrics = results.performance_metrics;
  return {
    from: (dates[0] ?? '').slice(0, 10),
    to: (dates[dates.length - 1] ?? '').slice(0, 10),
    bars: dates.length,
    total_return: finite(metrics.total_return),
    max_drawdown: finite(metrics.max_drawdown),
    trades: results.closed_trades.length,
  };
}

/**
 * A run's digest from its whole results' JSON text, in the worker: parsed and validated exactly as
 * the check did before it had digests, then reduced. Throws when the results do not match.
 */
export function digestOfResults(resultsJson: string, request: DigestRequest): CheckDigest {
  const parsed: unknown = JSON.parse(resultsJson);
  if (request === 'scan') {
    const scan = ScanResultsSchema.parse(parsed).portfolio;
    if (scan.mode !== 'separate') throw new Error('The scan answered no rows');
    return {
      kind: 'scan',
      total_return: finite(scan.average.total_return),
      max_drawdown: finite(scan.average.max_drawdown),
      trades: scan.rows.reduce((sum, row) => sum + row.total_trades, 0),
    };
  }
  const results = BacktestResultsSchema.parse(parsed);
  if (request === 'trades') return { kind: 'trades', trades: results.closed_trades };
  return {
    kind: 'figures',
    figures: figuresOf(results),
    resultsJson: request === 'figures-and-results' ? JSON.stringify(results) : null,
  };
}
