import type { SharedReport } from '@stratblocks/contracts';
import { FileQuestion, LineChart } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { Alert, Badge, buttonClasses, EmptyState, PageMeta, Skeleton } from '../../../ui';
import { BacktestResultsView, STRATEGY_PAGE_METRICS } from '../../backtests';
import { RESEARCH_FALLBACKS, useSharedReport } from '../queries';
import { RobustnessResults } from './robustness-results';
import { ReportRules, ReportSettings } from './report-strategy';

function ReportSkeleton() {
  return (
    <div className="space-y-4" role="status" aria-label="Loading report">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    </div>
  );
}

/** Shown for a revoked, mistyped or never-created link: the same for all three, on purpose. */
function ReportNotFound() {
  return (
    <EmptyState
      as="h2"
      icon={<FileQuestion aria-hidden />}
      title="Report not found"
      description="This link was revoked by its owner or never existed."
      action={
        <Link to="/" className={buttonClasses('primary')}>
          Discover StratBlocks
        </Link>
      }
    />
  );
}

/** /report/{token}: a shared strategy, read-only, for anyone with the link. */
export function ReportPage() {
  const { token = '' } = useParams();
  const report = useSharedReport(token);
  const notFound = report.error instanceof ApiError && report.error.status === 404;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta
        title={report.data ? `${report.data.name}: strategy report` : 'Strategy report'}
        description="A trading strategy's rules, settings, backtest results and robustness checks, shared read-only."
      />
      {/* Public to whoever holds the link, never listed by search engines (React puts it in <head>). */}
      <meta name="robots" content="noindex" />
      {report.isPending ? (
        <ReportSkeleton />
      ) : report.data ? (
        <ReportContent report={report.data} />
      ) : (
        <div className="space-y-4">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">Strategy report</h1>
          {notFound ? (
            <ReportNotFound />
          ) : (
            <Alert tone="error">{errorMessage(report.error, RESEARCH_FALLBACKS.report)}</Alert>
          )}
        </div>
      )}
    </div>
  );
}

function ReportContent({ report }: { report: SharedReport }) {
  const results = report.backtest_results;
  // A strategy saved before any run has empty results: show the empty state, not a page of N/A.
  const shown = results && Object.keys(results.performance_metrics).length > 0 ? results : null;
  const initialCapital = report.strategy_config.generalSetting.initialCapital;
  return (
    <article className="space-y-8">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-fg">{report.name}</h1>
          <Badge>Read-only report</Badge>
        </div>
        <p className="text-sm text-fg-muted">
          {report.description || 'No description'} · Shared {formatDate(report.shared_at)} · Last updated{' '}
          {formatDate(report.updated_at)}
        </p>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <ReportRules rules={report.rules} config={report.strategy_config} />
        <ReportSettings config={report.strategy_config} />
      </div>

      <section aria-labelledby="report-results-heading" className="space-y-4">
        <h2 id="report-results-heading" className="text-lg font-semibold text-fg">
          Backtest results
        </h2>
        {shown ? (
          <BacktestResultsView
            results={shown}
            metricKeys={STRATEGY_PAGE_METRICS}
            initialCapital={initialCapital}
            allMetrics
          />
        ) : (
          <EmptyState
            icon={<LineChart aria-hidden />}
            title="Shared without backtest results"
            description="The owner shared this strategy before running a backtest."
            action={
              <Link to="/builder" className={buttonClasses('primary')}>
                Build your own strategy
              </Link>
            }
          />
        )}
      </section>

      <RobustnessResults research={report.research} headingId="report-robustness-heading" />

      <p className="border-t border-border pt-4 text-xs text-fg-subtle">
        Backtests replay history; they do not predict it. This report is for information only and is not
        investment advice.
      </p>
    </article>
  );
}
