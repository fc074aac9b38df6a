import { ArrowLeft, FileQuestion, LineChart, Pencil, Play, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { Alert, Button, buttonClasses, EmptyState, Skeleton, toast } from '../../../ui';
import { useRunAndSaveBacktest } from '../mutations';
import { useStrategy } from '../queries';
import { summarizeMetrics } from '../summary';
import { CompareWithButton } from './compare-with-dialog';
import { DeleteDialog } from './delete-dialog';
import { StatusBadge } from './strategy-card';
import { StrategyConfiguration } from './strategy-configuration';
import { StrategyResults } from './strategy-results';
import { StrategyRobustness } from './strategy-robustness';
import { ForwardTestSection, WatchButton } from '../../watches';

export interface StrategyDetailViewProps {
  id: number;
  /** In My Strategies (?strategy={id}) or on its own page (/strategy/{id}). */
  variant: 'dashboard' | 'standalone';
}

function DetailSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading strategy">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-9 w-72" />
      <div className="grid gap-4 xl:grid-cols-2">
        <Skeleton className="h-56 rounded-xl" />
        <Skeleton className="h-56 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The strategy detail (docs/product.md#screens-and-routes): back link, name and description, Delete and Edit Strategy,
 * configuration, and the saved results (metric cards, equity curve, closed trades); the
 * robustness checks saved from the builder; the standalone page adds Run Backtest, which runs the strategy and saves its results.
 */
export function StrategyDetailView({ id, variant }: StrategyDetailViewProps) {
  const navigate = useNavigate();
  const strategy = useStrategy(id);
  const run = useRunAndSaveBacktest();
  const [deleting, setDeleting] = useState(false);
  const standalone = variant === 'standalone';
  const backTo = standalone ? '/dashboard' : '/dashboard';
  const backLabel = standalone ? 'Back to Dashboard' : 'Back to list';
  const notFound = strategy.error instanceof ApiError && strategy.error.status === 404;
  const failed = strategy.isError && !notFound;

  // docs/product.md#error-catalogue: the dashboard toasts a failed load; the standalone page alerts and leaves.
  useEffect(() => {
    if (!failed) return;
    if (standalone) {
      toast.error('Failed to load strategy');
      void navigate('/dashboard', { replace: true });
    } else toast.error('Failed to load strategy details');
  }, [failed, standalone, navigate]);

  const back = (
    <Link
      to={backTo}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-fg-muted hover:text-fg"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {backLabel}
    </Link>
  );

  if (strategy.isPending) return <DetailSkeleton />;
  if (notFound || !strategy.data) {
    return (
      <div className="space-y-4">
        {back}
        <h1 className="sr-only">Strategy</h1>
        {failed ? (
          <Alert tone="error">{errorMessage(strategy.error, 'Failed to load strategy details')}</Alert>
        ) : (
          <EmptyState
            as="h2"
            icon={<FileQuestion aria-hidden />}
            title="Strategy not found"
            description="It may have been deleted, or the link is wrong."
            action={
              <Link to="/dashboard" className={buttonClasses('primary')}>
                Go to My Strategies
              </Link>
            }
          />
        )}
      </div>
    );
  }

  const data = strategy.data;
  const metrics = summarizeMetrics(data);
  const results = metrics ? data.backtest_results : null;

  const runBacktest = () => {
    run.mutate(data, {
      onSuccess: () => toast.success(`Strategy "${data.name}" saved successfully!`),
      onError: (error) =>
        toast.error(`Error running strategy: ${errorMessage(error, 'Failed to run strategy')}`),
    });
  };

  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-fg">{data.name}</h1>
            <StatusBadge backtested={metrics !== null} />
          </div>
          <p className="mt-1 text-sm text-fg-muted">
            {data.description || 'No description'} · Created {formatDate(data.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            onClick={() => {
              setDeleting(true);
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
          <WatchButton strategyId={data.id} />
          <CompareWithButton strategyId={data.id} />
          <Link to={`/builder?id=${data.id}`} className={buttonClasses(standalone ? 'outline' : 'primary')}>
            <Pencil className="size-4" aria-hidden />
            Edit Strategy
          </Link>
          {standalone ? (
            <Button onClick={runBacktest} loading={run.isPending}>
              {run.isPending ? null : <Play className="size-4" aria-hidden />}
              {run.isPending ? 'Running...' : 'Run Backtest'}
            </Button>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="configuration-heading" className="space-y-3">
        <h2 id="configuration-heading" className="text-lg font-semibold text-fg">
          Configuration
        </h2>
        <StrategyConfiguration config={data.strategy_config} />
      </section>

      <section aria-labelledby="results-heading" className="space-y-3">
        <h2 id="results-heading" className="text-lg font-semibold text-fg">
          Backtest results
        </h2>
        {run.isError ? <Alert tone="error">{errorMessage(run.error, 'Failed to run strategy')}</Alert> : null}
        {results ? (
          <StrategyResults
            results={results}
            variant={variant}
            name={data.name}
            initialCapital={data.strategy_config.generalSetting.initialCapital}
          />
        ) : (
          <EmptyState
            icon={<LineChart aria-hidden />}
            title="No backtest results available"
            description="Run a backtest in the builder and save to see results here"
            action={
              standalone ? (
                <Button onClick={runBacktest} loading={run.isPending}>
                  Run Backtest
                </Button>
              ) : (
                <Link to={`/builder?id=${data.id}`} className={buttonClasses('primary')}>
                  Open in builder
                </Link>
              )
            }
          />
        )}
      </section>
      <ForwardTestSection strategyId={data.id} />
      <StrategyRobustness strategyId={data.id} />
      <DeleteDialog
        strategy={deleting ? data : null}
        onClose={() => {
          setDeleting(false);
        }}
        onDeleted={() => void navigate('/dashboard', { replace: true })}
      />
    </div>
  );
}
