import { GitCompareArrows, LayoutGrid, List, Search } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { COMPARE_LIMITS, comparePath } from '../../../lib/compare-path';
import { errorMessage } from '../../../lib/api';
import {
  Alert,
  Button,
  buttonClasses,
  cn,
  EmptyState,
  IconButton,
  inputClasses,
  PageHeader,
  Skeleton,
} from '../../../ui';
import { useRunInBuilder } from '../hooks/use-run-in-builder';
import { STRATEGY_FALLBACKS, useStrategies } from '../queries';
import { matchesSearch, type StrategySummary } from '../summary';
import { BuilderTransition } from './builder-transition';
import { CreateStrategyMenu } from './create-strategy-menu';
import { DeleteDialog } from './delete-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { StrategyCard } from './strategy-card';

type Layout = 'grid' | 'list';

function LoadingCards() {
  return (
    <div role="status" aria-live="polite">
      <p className="mb-3 text-sm text-fg-muted">Loading strategies...</p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-64 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

/** My Strategies (docs/product.md#screens-and-routes): the user's strategies as a grid or a list, with their actions. */
export function StrategyList() {
  const strategies = useStrategies();
  const [layout, setLayout] = useState<Layout>('grid');
  const [filter, setFilter] = useState('');
  const [duplicating, setDuplicating] = useState<StrategySummary | null>(null);
  const [deleting, setDeleting] = useState<StrategySummary | null>(null);
  const builder = useRunInBuilder();
  const navigate = useNavigate();
  // Picked for a comparison, in the order they were picked (the comparison's column order).
  const [selected, setSelected] = useState<number[]>([]);
  const select = (strategy: StrategySummary, picked: boolean) => {
    setSelected((ids) =>
      picked
        ? [...ids.filter((id) => id !== strategy.id), strategy.id]
        : ids.filter((id) => id !== strategy.id),
    );
  };

  const all = strategies.data ?? [];
  // A strategy deleted meanwhile leaves the selection.
  const picked = selected.filter((id) => all.some((strategy) => strategy.id === id));
  const canCompare = picked.length >= COMPARE_LIMITS.min && picked.length <= COMPARE_LIMITS.max;
  const shown = all.filter((strategy) => matchesSearch(strategy, filter));
  const createLink = <CreateStrategyMenu label="Create New Strategy" />;

  return (
    <>
      <PageHeader
        title="My Strategies"
        description="Every strategy you saved, with its latest backtest."
        actions={createLink}
      />
      <div className="mb-5 flex flex-wrap items-center gap-3">
        <div className="relative min-w-0 flex-1 max-sm:basis-full sm:max-w-xs">
          <Search
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-fg-subtle"
            aria-hidden
          />
          <input
            type="search"
            aria-label="Filter strategies"
            placeholder="Filter by name or description"
            className={cn(inputClasses, 'pl-8')}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value);
            }}
          />
        </div>
        {all.length >= COMPARE_LIMITS.min ? (
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={!canCompare}
              aria-describedby="compare-selection"
              onClick={() => void navigate(comparePath(picked))}
            >
              <GitCompareArrows className="size-4" aria-hidden />
              Compare
            </Button>
            <span id="compare-selection" className="text-xs text-fg-muted" aria-live="polite">
              {picked.length === 0 ? 'Select 2 to 4 to compare' : `${picked.length} of 4 selected`}
            </span>
          </div>
        ) : null}
        <div
          className="ml-auto flex items-center gap-1 rounded-lg border border-border p-0.5"
          role="group"
          aria-label="Layout"
        >
          <IconButton
            label="Grid view"
            size="sm"
            icon={<LayoutGrid aria-hidden />}
            active={layout === 'grid'}
            aria-pressed={layout === 'grid'}
            onClick={() => {
              setLayout('grid');
            }}
          />
          <IconButton
            label="List view"
            size="sm"
            icon={<List aria-hidden />}
            active={layout === 'list'}
            aria-pressed={layout === 'list'}
            onClick={() => {
              setLayout('list');
            }}
          />
        </div>
      </div>

      {strategies.isPending ? (
        <LoadingCards />
      ) : strategies.isError ? (
        <Alert
          tone="error"
          title={errorMessage(strategies.error, STRATEGY_FALLBACKS.list)}
          action={
            <button
              type="button"
              className={buttonClasses('outline', 'sm')}
              onClick={() => void strategies.refetch()}
            >
              Try again
            </button>
          }
        />
      ) : all.length === 0 ? (
        <EmptyState
          as="h2"
          title="No strategies yet. Create your first strategy!"
          description="Build one from blocks in the Strategy Builder, run a backtest and save it: it will appear here."
          action={createLink}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          as="h2"
          title="No strategies found matching your search."
          description={`Nothing matches "${filter.trim()}" in names or descriptions.`}
          action={
            <button
              type="button"
              className={buttonClasses('outline')}
              onClick={() => {
                setFilter('');
              }}
            >
              Clear filter
            </button>
          }
        />
      ) : (
        <div
          className={cn('grid gap-4', layout === 'grid' ? 'md:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1')}
        >
          {shown.map((strategy) => (
            <StrategyCard
              key={strategy.id}
              strategy={strategy}
              layout={layout}
              onDuplicate={setDuplicating}
              onDelete={setDeleting}
              onRun={(item) => {
                builder.run(item.id);
              }}
              selected={picked.includes(strategy.id)}
              selectDisabled={picked.length >= COMPARE_LIMITS.max}
              onSelect={all.length >= COMPARE_LIMITS.min ? select : undefined}
            />
          ))}
        </div>
      )}
      <DuplicateDialog
        strategy={duplicating}
        onClose={() => {
          setDuplicating(null);
        }}
      />
      <DeleteDialog
        strategy={deleting}
        onClose={() => {
          setDeleting(null);
        }}
      />
      {builder.pending !== null ? <BuilderTransition /> : null}
    </>
  );
}
