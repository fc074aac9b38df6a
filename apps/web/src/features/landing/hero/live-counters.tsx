import { formatCount } from '../../../lib/format';
import { useSiteStats } from '../queries';
import { pluralNoun } from '../../../lib/plural';

/** The headline counters, real counts from GET /api/stats shown as they are. */
export function LiveCounters() {
  const stats = useSiteStats();
  const value = (count: number | undefined) => (count === undefined ? '—' : formatCount(count));
  const online = stats.data?.active_users;
  const figures = [
    {
      label: `${pluralNoun(stats.data?.strategies, 'strategy', 'strategies')} created`,
      value: value(stats.data?.strategies),
    },
    { label: `${pluralNoun(stats.data?.backtests, 'backtest')} run`, value: value(stats.data?.backtests) },
    { label: `${pluralNoun(stats.data?.users, 'trader')} signed up`, value: value(stats.data?.users) },
  ];
  return (
    <div className="mt-10">
      <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/70 px-3 py-1 text-sm text-fg-muted">
        <span className="relative flex size-2" aria-hidden>
          <span className="absolute inline-flex size-full rounded-full bg-gain opacity-60 motion-safe:animate-ping" />
          <span className="relative inline-flex size-2 rounded-full bg-gain" />
        </span>
        <span data-testid="online-now" className="font-semibold text-fg tabular">
          {value(online)}
        </span>
        {pluralNoun(online, 'trader')} online now
      </p>
      <dl className="mt-6 grid max-w-xl grid-cols-3 gap-4">
        {figures.map((figure) => (
          <div key={figure.label.split(' ').at(-1)} className="flex flex-col">
            <dt className="text-xs text-fg-muted sm:text-sm">{figure.label}</dt>
            <dd className="order-first text-2xl font-semibold tracking-tight text-fg tabular sm:text-3xl">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {stats.isError ? (
        <p className="mt-2 text-xs text-fg-subtle">The live counters could not be loaded.</p>
      ) : null}
    </div>
  );
}
