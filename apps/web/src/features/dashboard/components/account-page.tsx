import type { User } from '@stratblocks/contracts';
import { BadgeCheck, CalendarDays, Mail, MailWarning } from 'lucide-react';
import { errorMessage } from '../../../lib/api';
import { formatCount, formatDate, formatDateTime } from '../../../lib/format';
import { Alert, Badge, Card, cn, CardContent, CardHeader, PageHeader, PageMeta, Skeleton } from '../../../ui';
import { strategyCountOf, useMe } from '../queries';
import { ChangePasswordSection } from './change-password-form';

/** docs/product.md#screens-and-routes: Premium, Enterprise, else Free Plan. */
function accountTypeLabel(type: User['account_type']): string {
  if (type === 'premium') return 'Premium';
  if (type === 'enterprise') return 'Enterprise';
  return 'Free Plan';
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border py-3 first:pt-0 last:border-b-0 last:pb-0">
      <dt className="text-sm text-fg-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-all text-fg">{children}</dd>
    </div>
  );
}

function Statistic({ label, value, small = false }: { label: string; value: string; small?: boolean }) {
  return (
    <div className="rounded-lg bg-surface-2 px-4 py-3">
      <dt className="text-xs font-medium text-fg-muted">{label}</dt>
      <dd className={cn('mt-1 font-semibold text-fg tabular', small ? 'text-base leading-7' : 'text-xl')}>
        {value}
      </dd>
    </div>
  );
}

/** /account: the profile, the change-password form and the account's statistics (docs/product.md#screens-and-routes). */
export function AccountPage() {
  const me = useMe();
  const user = me.data;
  return (
    <div className="max-w-3xl space-y-6">
      <PageMeta title="Account" description="Your profile, password and statistics." />
      <PageHeader title="Account" description="Your profile, password and usage." />
      {me.isError ? (
        <Alert tone="error" title="Failed to load account information">
          {errorMessage(me.error, 'Failed to load account information')}
        </Alert>
      ) : null}
      <Card>
        <CardHeader title="Profile" />
        <CardContent>
          {user ? (
            <dl>
              <Row label="Email">
                <span className="inline-flex items-center gap-1.5">
                  <Mail className="size-4 text-fg-subtle" aria-hidden />
                  {user.email}
                </span>
              </Row>
              <Row label="Account type">
                <Badge tone="accent">{accountTypeLabel(user.account_type)}</Badge>
              </Row>
              <Row label="Member since">
                <span className="inline-flex items-center gap-1.5 tabular">
                  <CalendarDays className="size-4 text-fg-subtle" aria-hidden />
                  {formatDate(user.created_at)}
                </span>
              </Row>
              <Row label="Email verification">
                {user.is_verified ? (
                  <span className="inline-flex items-center gap-1.5">
                    <BadgeCheck className="size-4 text-accent-text" aria-hidden />
                    Verified
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1.5 text-warning">
                    <MailWarning className="size-4" aria-hidden />
                    Not verified
                  </span>
                )}
              </Row>
            </dl>
          ) : me.isPending ? (
            <div className="space-y-3" aria-hidden>
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
              <Skeleton className="h-6 w-full" />
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Security" />
        <CardContent>
          <ChangePasswordSection />
        </CardContent>
      </Card>
      <Card>
        <CardHeader title="Statistics" />
        <CardContent>
          {user ? (
            <dl className="grid gap-3 sm:grid-cols-3">
              <Statistic label="Total strategies" value={formatCount(strategyCountOf(user))} />
              <Statistic label="Backtests run" value={formatCount(user.total_backtests_run)} />
              <Statistic
                label="Last login"
                value={user.last_login_at ? formatDateTime(user.last_login_at) : 'Never'}
              />
            </dl>
          ) : (
            <Skeleton className="h-20 w-full" />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
