import { useMemo } from 'react';
import { benchmarkRange, useBenchmarkBars } from '../../backtests';
import { spyLine } from '../model/spy-line';

/** The SPY line of the comparison: not asked for, on its way, not to be had, or its values. */
export type SpyLineState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'ready'; values: number[] };

/**
 * SPY's daily bars over the comparison's common dates, fetched only once the line is asked for
 * (the same query as the results panel's benchmark), as an index worth 100 on the first date.
 */
export function useSpyLine(dates: readonly string[], shown: boolean): SpyLineState {
  const range = shown ? benchmarkRange(dates) : null;
  const bars = useBenchmarkBars(range);
  return useMemo((): SpyLineState => {
    if (!shown) return { status: 'off' };
    if (bars.isError) return { status: 'unavailable' };
    if (bars.isPending) return { status: 'loading' };
    const values = spyLine(dates, bars.data.bars);
    return values.length === 0 ? { status: 'unavailable' } : { status: 'ready', values };
  }, [shown, dates, bars.isError, bars.isPending, bars.data]);
}
