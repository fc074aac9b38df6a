import { Eye } from 'lucide-react';
import { Link } from 'react-router';
import { MAX_WATCHES_PER_USER } from '@stratblocks/contracts';
import { errorMessage } from '../../../lib/api';
import { Alert, buttonClasses, EmptyState, PageHeader, PageMeta, Skeleton } from '../../../ui';
import { useWatches } from '../queries';
import { WatchCard } from './watch-card';
import { WebhookSettings } from './webhook-settings';
import { countOf } from '../../../lib/plural';
import { formatCount } from '../../../lib/format';

/**
 * /watching: the watched strategies with their last check, last signal and forward test, and
 * where alerts go. Checks run after each daily close: 22:30 UTC on weekdays for US stocks and
 * ETFs, 00:30 UTC for crypto.
 */
export function WatchingPage() {
  const watches = useWatches();
  const items = watches.data?.items ?? [];
  return (
    <>
      <PageMeta title="Watching" description="Alerts and forward tests of your watched strategies." />
      <PageHeader
        title="Watching"
        description={`Alerts when a watched strategy enters or exits, checked after each daily close (22:30 UTC on weekdays for US stocks and ETFs, 00:30 UTC for crypto). Educational only: nothing places orders. ${formatCount(items.length)} of ${countOf(MAX_WATCHES_PER_USER, 'watch', 'watches')}.`}
      />
      <div className="space-y-4">
        {watches.isPending ? (
          <>
            <Skeleton className="h-48 w-full rounded-xl" />
            <Skeleton className="h-48 w-full rounded-xl" />
          </>
        ) : watches.isError ? (
          <Alert tone="error">{errorMessage(watches.error, 'Failed to load your watches')}</Alert>
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Eye aria-hidden />}
            title="No watched strategies"
            description="Open a saved strategy and press Watch: you get an alert when it enters or exits, and a forward test from that day."
            action={
              <Link to="/dashboard" className={buttonClasses('primary')}>
                Go to My Strategies
              </Link>
            }
          />
        ) : (
          items.map((watch) => <WatchCard key={watch.id} watch={watch} />)
        )}
        <WebhookSettings />
      </div>
    </>
  );
}
