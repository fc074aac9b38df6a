import { BETTER_WHEN, bestPositions } from '../../compare';

/**
 * The headline metrics of two runs side by side, with the difference and which side is better
 * (docs/builder.md#run-history). The better-or-worse rule is the comparison view's
 * (docs/comparison.md#better), so both read a metric the same way.
 */

/** The metrics a run comparison shows, in this order. */
export const DELTA_METRICS = [
  'total_return',
  'annualized_return',
  'max_drawdown',
  'sharpe_ratio',
  'sortino_ratio',
  'win_rate',
  'profit_factor',
  'total_trades',
  'final_nav',
] as const satisfies ReadonlyArray<keyof typeof BETTER_WHEN>;

export type DeltaMetric = (typeof DELTA_METRICS)[number];

/** This run against the other: better, worse, the same, or not judged (no better side, no figure). */
export type Verdict = 'better' | 'worse' | 'same' | null;

export interface MetricDelta {
  key: DeltaMetric;
  current: number | null;
  other: number | null;
  /** current - other, null when either is missing. */
  delta: number | null;
  verdict: Verdict;
}

function figure(metrics: Readonly<Record<string, number>>, key: string): number | null {
  const value = metrics[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function verdictOf(
  key: DeltaMetric,
  current: number | null,
  other: number | null,
  capitals: readonly unknown[],
): Verdict {
  if (BETTER_WHEN[key] === null || current === null || other === null) return null;
  if (key === 'final_nav' && capitals[0] !== capitals[1]) return null;
  const best = bestPositions(key, [current, other], capitals);
  if (best.size === 0) return 'same';
  return best.has(0) ? 'better' : 'worse';
}

/** Each headline metric of this run against the other run's. */
export function metricDeltas(
  current: Readonly<Record<string, number>>,
  other: Readonly<Record<string, number>>,
): MetricDelta[] {
  const capitals = [figure(current, 'initial_nav'), figure(other, 'initial_nav')];
  return DELTA_METRICS.map((key) => {
    const now = figure(current, key);
    const then = figure(other, key);
    return {
      key,
      current: now,
      other: then,
      delta: now !== null && then !== null ? now - then : null,
      verdict: verdictOf(key, now, then, capitals),
    };
  });
}
