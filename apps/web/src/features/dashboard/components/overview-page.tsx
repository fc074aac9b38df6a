import { BarChart3, Boxes, CheckCircle2, FolderOpen, LineChart, ListChecks, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import {
  formatCount,
  formatDate,
  formatPercent,
  formatRatio,
  formatSignedPercent,
  trend,
} from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { FirstSteps } from './first-steps';
import { CreateStrategyMenu, useStrategies, type StrategySummary } from '../../strategies';
import {
  Alert,
  Badge,
  buttonClasses,
  Card,
  CardContent,
  CardHeader,
  cn,
  EmptyState,
  PageMeta,
  Skeleton,
} from '../../../ui';

/** docs/product.md#business-constants-and-limits: the recent lists show 5 items. */
const RECENT = 5;

function StatCard({
  label,
  value,
  hint,
  icon,
}: {
  label: string;
  value: string;
  hint: string;
  icon: React.ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-text [&_svg]:size-5">
        {icon}
      </div>
      <div className="min-w-0">
        <p className="text-sm text-fg-muted">{label}</p>
        <p className="mt-0.5 text-2xl font-semibold tracking-tight text-fg tabular">{value}</p>
        <p className="mt-0.5 text-xs text-fg-subtle">{hint}</p>
      </div>
    </Card>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-hidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} className="h-12 w-full" />
      ))}
    </div>
  );
}

const rowClasses =
  'flex items-center justify-between gap-3 rounded-lg px-3 py-2.5 transition-colors hover:bg-surface-2 focus-visible:bg-surface-2';

function RecentStrategies({ items }: { items: StrategySummary[] }) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={<FolderOpen aria-hidden />}
        title="No strategies yet"
        description="Create a strategy from blocks in the builder; it will show here."
        action={<CreateStrategyMenu label="Create Strategy" size="sm" />}
      />
    );
  return (
    <ul className="-mx-2 space-y-0.5">
      {items.map((strategy) => (
        <li key={strategy.id}>
          <Link to={`/dashboard?strategy=${strategy.id}`} className={rowClasses}>
            <span className="min-w-0 truncate text-sm font-medium text-fg">{strategy.name}</span>
            <span className="shrink-0 text-xs text-fg-muted tabular">{formatDate(strategy.created_at)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Figure({
  label,
  value,
  tone = 'flat',
}: {
  label: string;
  value: string;
  tone?: 'gain' | 'loss' | 'flat';
}) {
  return (
    <span className="whitespace-nowrap">
      <span className="text-fg-muted">{label} </span>
      <span
        className={cn(
          'font-medium tabular',
          tone === 'gain' ? 'text-gain' : tone === 'loss' ? 'text-loss' : 'text-fg',
        )}
      >
        {value}
      </span>
    </span>
  );
}

function RecentBacktests({ items }: { items: StrategySummary[] }) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={<LineChart aria-hidden />}
        title="No backtests yet"
        description="Run a strategy in the builder and save it to see its results here."
        action={
          <Link to="/builder" className={buttonClasses('outline', 'sm')}>
            Open the builder
          </Link>
        }
      />
    );
  return (
    <ul className="-mx-2 space-y-0.5">
      {items.map((strategy) => {
        const ret = strategy.metrics?.total_return ?? null;
        return (
          <li key={strategy.id}>
            <Link to={`/dashboard?strategy=${strategy.id}`} className={cn(rowClasses, 'flex-wrap')}>
              <span className="flex min-w-0 items-center gap-2">
                <span className="truncate text-sm font-medium text-fg">{strategy.name}</span>
                <Badge tone="accent">
                  <CheckCircle2 className="size-3" aria-hidden />
                  Completed
                </Badge>
              </span>
              <span className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs">
                <Figure label="Return" value={formatSignedPercent(ret)} tone={trend(ret)} />
                <Figure label="DD" value={formatPercent(strategy.metrics?.max_drawdown)} />
                <Figure label="Sharpe" value={formatRatio(strategy.metrics?.sharpe_ratio)} />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The Overview (docs/product.md#screens-and-routes): greeting, three stat cards, recent strategies and backtests, quick actions. */
export function OverviewPage() {
  const user = useSession()?.user ?? null;
  const strategies = useStrategies();
  const all = strategies.data ?? [];
  const active = all.filter((strategy) => strategy.has_config).length;
  const backtested = all.filter((strategy) => strategy.has_results);
  const loading = strategies.isPending;
  // A user without a strategy yet is new here (docs/accounts.md#first-steps): no "back".
  const newHere = !loading && !strategies.isError && all.length === 0;
  const returning = !loading && all.length > 0;
  const name = user?.username || 'Trader';

  return (
    <div className="space-y-6">
      <PageMeta title="Overview" description="Your strategies and backtests at a glance." />
      <Card className="relative overflow-hidden border-accent/20 bg-gradient-to-br from-accent-soft to-surface p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-fg">
              {returning ? `Welcome back, ${name}` : `Welcome, ${name}`}
            </h1>
            <p className="mt-1 text-sm text-fg-muted">
              {newHere
                ? 'Your first backtest is a few clicks away: start from a template and run it on real data.'
                : 'Build, backtest and refine your strategies: everything is free.'}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <CreateStrategyMenu label="Create Strategy" />
            <Link to="/dashboard" className={buttonClasses('outline')}>
              <ListChecks className="size-4" aria-hidden />
              View All Strategies
            </Link>
          </div>
        </div>
      </Card>

      {newHere ? <FirstSteps /> : null}

      {strategies.isError ? (
        <Alert tone="error">{errorMessage(strategies.error, 'Failed to fetch strategies')}</Alert>
      ) : null}

      <div className="grid gap-4 md:grid-cols-3">
        <StatCard
          label="Total strategies"
          value={loading ? '…' : formatCount(all.length)}
          hint="Saved to your account"
          icon={<Boxes aria-hidden />}
        />
        <StatCard
          label="Active strategies"
          value={loading ? '…' : formatCount(active)}
          hint="Ready to backtest"
          icon={<BarChart3 aria-hidden />}
        />
        <StatCard
          label="Account status"
          value="Free"
          hint="Unlimited strategies"
          icon={<Sparkles aria-hidden />}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader
            title="Recent Strategies"
            actions={
              <Link to="/dashboard" className="text-sm font-medium text-accent-text hover:underline">
                View all
              </Link>
            }
          />
          <CardContent>
            {loading ? <ListSkeleton /> : <RecentStrategies items={all.slice(0, RECENT)} />}
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Recent Backtests" />
          <CardContent>
            {loading ? <ListSkeleton /> : <RecentBacktests items={backtested.slice(0, RECENT)} />}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
