import { Eye } from 'lucide-react';
import { CHART_HEIGHT, EquityChart, TradesTable } from '../../backtests';
import { errorMessage } from '../../../lib/api';
import { Alert, EmptyState, Skeleton } from '../../../ui';
import { useStrategyWatch, useWatch } from '../queries';
import { ForwardFigures } from './forward-figures';
import { WatchActions } from './watch-actions';
import { WatchButton } from './watch-button';
import { watchScheduleLine } from './watch-schedule';

/**
 * A strategy's forward test beside its backtest (strategy pages): the figures since the watch
 * started, the equity since then and the forward trades; a Watch button when not watched.
 */
export function ForwardTestSection({ strategyId }: { strategyId: number }) {
  const { watch, isPending, error } = useStrategyWatch(strategyId);
  const detail = useWatch(watch?.id ?? null);
  const results = detail.data?.forward_results ?? null;
  return (
    <section aria-labelledby="forward-heading" className="space-y-3">
      <h2 id="forward-heading" className="text-lg font-semibold text-fg">
        Forward test
      </h2>
      {isPending ? (
        <Skeleton className="h-28 w-full rounded-xl" />
      ) : error ? (
        <Alert tone="error">{errorMessage(error, 'Failed to load your watches')}</Alert>
      ) : !watch ? (
        <EmptyState
          icon={<Eye aria-hidden />}
          title="Not watched"
          description="Watch the strategy to get an alert when it enters or exits after a daily close, and a forward test from today."
          action={<WatchButton strategyId={strategyId} />}
        />
      ) : (
        <div className="space-y-4">
          <div className="space-y-2 rounded-lg bg-surface-2 p-3">
            <p className="text-sm text-fg">{watchScheduleLine(watch)}</p>
            <WatchActions watch={watch} />
          </div>
          <ForwardFigures watch={watch} />
          {results && results.chart_data.dates.length > 1 ? (
            <>
              <EquityChart
                chart={results.chart_data}
                height={CHART_HEIGHT.multiple}
                initialCapital={results.performance_metrics.initial_nav}
              />
              <TradesTable trades={results.closed_trades} />
            </>
          ) : null}
        </div>
      )}
    </section>
  );
}
