import { BarsResponseSchema } from '@stratblocks/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { apiRequest, query } from '../../../lib/api';
import type { EquityColumns } from '../results/read-results';
import type * as BenchmarkData from './benchmark-data';
import type { BenchmarkRelation, SpyBenchmark } from './benchmark-data';
import { BENCHMARK_SYMBOL, benchmarkRange, isBenchmarkSymbol } from './benchmark-symbol';

/** What the equity chart knows of the SPY comparison of a result. */
export type SpyComparison =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'unavailable' }
  /** SPY bought and held over the result's dates, drawn as a third line. */
  | { status: 'ready'; benchmark: SpyBenchmark }
  /** The symbol is SPY: compared with its own buy and hold, no third line. */
  | { status: 'self'; relation: BenchmarkRelation };

type Compute = typeof BenchmarkData;

/** The engine's comparison, loaded on first use (it would otherwise join the results' first chunk). */
function useCompute(wanted: boolean): Compute | 'failed' | null {
  const [compute, setCompute] = useState<Compute | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted || compute) return;
    let live = true;
    import('./benchmark-data').then(
      (module) => {
        if (live) setCompute(module);
      },
      () => {
        if (live) setCompute('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, compute]);
  return compute;
}

/**
 * SPY's daily bars from the market API over a range of days (none fetched while the range is null).
 * The results panel's benchmark and the comparison view's SPY line share this query, so one
 * answer serves both.
 */
export function useBenchmarkBars(range: { start: string; end: string } | null) {
  return useQuery({
    queryKey: ['market', 'bars', BENCHMARK_SYMBOL, '1d', range?.start, range?.end] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `/api/market/bars${query({ symbol: BENCHMARK_SYMBOL, interval: '1d', start: range?.start, end: range?.end })}`,
        BarsResponseSchema,
        { signal },
      ),
    enabled: range !== null,
    staleTime: 60 * 60_000,
    retry: 1,
  });
}

/**
 * SPY's daily bars over a result's dates (from the market API), as buy and hold with the result's
 * initial capital, with alpha, beta and correlation of daily returns.
 */
export function useSpyBenchmark(
  columns: EquityColumns | null,
  initialCapital: number | null | undefined,
): SpyComparison {
  const self = isBenchmarkSymbol(columns?.ticker);
  const range = columns ? benchmarkRange(columns.dates) : null;
  const compute = useCompute(range !== null);
  const bars = useBenchmarkBars(self ? null : range);
  return useMemo((): SpyComparison => {
    if (!columns || range === null) return { status: 'none' };
    if (compute === 'failed') return { status: 'unavailable' };
    if (self) {
      if (!compute) return { status: 'loading' };
      const relation = compute.selfBenchmark(columns, initialCapital);
      return relation ? { status: 'self', relation } : { status: 'none' };
    }
    if (bars.isError) return { status: 'unavailable' };
    if (bars.isPending || !compute) return { status: 'loading' };
    if (bars.data.bars.length === 0) return { status: 'unavailable' };
    return { status: 'ready', benchmark: compute.spyBenchmark(columns, bars.data.bars, initialCapital) };
  }, [columns, range, self, compute, initialCapital, bars.isPending, bars.isError, bars.data]);
}
