import { GitCompareArrows } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { COMPARE_LIMITS } from '../../../lib/compare-path';
import { Alert, buttonClasses, EmptyState, PageHeader, PageMeta, Skeleton } from '../../../ui';
import { parseCompareIds } from '../model/compare-ids';
import { compareCurves } from '../model/comparison';
import { CompareCharts } from './compare-charts';
import { CorrelationTable } from './correlation-table';
import { MetricsTable } from './metrics-table';
import { UnavailableNotes } from './unavailable-notes';
import { useComparedStrategies, type ReadyStrategy } from './use-compared-strategies';
import { YearlyReturnsTable } from './yearly-returns-table';

const toList = (
  <Link to="/dashboard" className={buttonClasses('outline')}>
    Go to My Strategies
  </Link>
);

function Loading() {
  return (
    <div role="status" aria-label="Loading the comparison" className="space-y-4">
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-80 rounded-xl" />
        <Skeleton className="h-80 rounded-xl" />
      </div>
      <Skeleton className="h-96 rounded-xl" />
    </div>
  );
}

function Section({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`compare-${id}`} className="min-w-0 space-y-2">
      <h2 id={`compare-${id}`} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {note ? <p className="text-sm text-fg-muted">{note}</p> : null}
      {children}
    </section>
  );
}

/**
 * /dashboard/compare?ids=3,7,12: two to four saved strategies side by side (docs/comparison.md):
 * their equity rebased to 100 and their drawdowns on the common dates, their saved metrics with
 * the better figure of each row marked, their yearly returns and the correlation of their daily
 * returns. The address holds the whole view, so a reload or a bookmark shows it again.
 */
export function ComparePage() {
  const [params] = useSearchParams();
  const idsParam = params.get('ids');
  const { ids, truncated } = useMemo(() => parseCompareIds(idsParam), [idsParam]);
  const strategies = useComparedStrategies(ids);
  const loading = strategies.some((strategy) => strategy.state === 'loading');
  const ready = useMemo(
    () =>
      strategies.flatMap((strategy, index): ReadyStrategy[] =>
        strategy.state === 'ready' ? [{ ...strategy, position: index }] : [],
      ),
    [strategies],
  );
  const drawn = useMemo(() => ready.filter((strategy) => strategy.equity !== null), [ready]);
  const comparison = useMemo(
    () =>
      drawn.length >= COMPARE_LIMITS.min
        ? compareCurves(drawn.map((strategy) => strategy.equity ?? { dates: [], values: [] }))
        : null,
    [drawn],
  );
  const listed = useMemo(
    () => strategies.map((strategy) => ready.find((each) => each.id === strategy.id) ?? strategy),
    [strategies, ready],
  );

  const header = (
    <PageHeader
      title="Compare strategies"
      description={
        comparison
          ? `Compared on common dates ${comparison.dates[0] ?? ''} to ${comparison.dates.at(-1) ?? ''}`
          : 'Equity, drawdowns, metrics, yearly returns and correlation, side by side.'
      }
      actions={
        <Link to="/dashboard" className={buttonClasses('outline', 'sm')}>
          Change selection
        </Link>
      }
    />
  );

  let body: ReactNode;
  if (ids.length < COMPARE_LIMITS.min) {
    body = (
      <EmptyState
        as="h2"
        icon={<GitCompareArrows aria-hidden />}
        title="Pick at least two strategies to compare"
        description="On My Strategies, select two to four strategies, then choose Compare."
        action={toList}
      />
    );
  } else if (loading) {
    body = <Loading />;
  } else {
    body = (
      <div className="space-y-8">
        {truncated ? (
          <Alert
            tone="info"
            title="A comparison holds at most four strategies: the first four of the address are shown."
          />
        ) : null}
        <UnavailableNotes strategies={listed} />
        {ready.length < COMPARE_LIMITS.min ? (
          <EmptyState
            as="h2"
            icon={<GitCompareArrows aria-hidden />}
            title="Pick at least two strategies with saved results"
            description="Fewer than two of these strategies have results to compare."
            action={toList}
          />
        ) : (
          <>
            {comparison ? (
              <CompareCharts comparison={comparison} strategies={drawn} />
            ) : drawn.length >= COMPARE_LIMITS.min ? (
              <Alert tone="warning" title="These strategies share no dates">
                Their test periods do not overlap: their curves cannot be set side by side. Their saved
                figures are compared below.
              </Alert>
            ) : null}
            <Section
              id="metrics"
              title="Metrics"
              note="Each strategy's saved figures over its own test period, as on its own page. The better figure of each row is marked Best."
            >
              <MetricsTable strategies={ready} />
            </Section>
            {comparison ? (
              <>
                <Section id="yearly" title="Yearly returns" note="On the common dates.">
                  <YearlyReturnsTable years={comparison.years} strategies={drawn} />
                </Section>
                <Section
                  id="correlation"
                  title="Correlation of daily returns"
                  note="On the common dates: 1 moves together, 0 unrelated, -1 opposite."
                >
                  <CorrelationTable pairs={comparison.correlations} strategies={drawn} />
                </Section>
              </>
            ) : null}
          </>
        )}
      </div>
    );
  }

  return (
    <>
      <PageMeta title="Compare strategies" description="Saved strategies side by side." />
      {header}
      {body}
    </>
  );
}
