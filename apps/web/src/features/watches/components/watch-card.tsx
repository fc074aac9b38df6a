import type { Watch } from '@stratblocks/contracts';
import { Pause, Play, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api';
import { formatCount, formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { Badge, Button, Card, Switch, toast } from '../../../ui';
import { useDeleteWatch, usePatchWatch } from '../mutations';
import { ForwardFigures } from './forward-figures';
import { WatchActions } from './watch-actions';
import { watchScheduleLine } from './watch-schedule';
import { countOf } from '../../../lib/plural';

/** Units held: whole for stocks, up to 6 decimals for crypto and forex. */
function units(size: number): string {
  return Number.isInteger(size) ? formatCount(size) : formatNumber(size, 6);
}

/** How many symbols a portfolio's line names before "and N more". */
const SYMBOLS_SHOWN = 8;

/** The watched symbol, or a portfolio's mode and symbols (the first few of a long list). */
export function symbolsLine(watch: Pick<Watch, 'symbols' | 'portfolio_mode'>): string {
  if (watch.portfolio_mode === null) return watch.symbols.join(', ');
  const shown = watch.symbols.slice(0, SYMBOLS_SHOWN).join(', ');
  const more = watch.symbols.length - SYMBOLS_SHOWN;
  const how = watch.portfolio_mode === 'shared' ? 'one account' : 'each on its own';
  return `${countOf(watch.symbols.length, 'symbol')} (${how}): ${shown}${more > 0 ? ` and ${formatCount(more)} more` : ''}`;
}

/** One watched strategy: its last check and signal, the forward test, and its controls. */
export function WatchCard({ watch }: { watch: Watch }) {
  const patch = usePatchWatch();
  const remove = useDeleteWatch();
  const update = (body: Parameters<typeof patch.mutate>[0]['patch']) => {
    patch.mutate(
      { id: watch.id, patch: body },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to update the watch')) },
    );
  };
  const check = watch.last_check;
  const paused = watch.status === 'paused';
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold text-fg">
            <Link to={`/strategy/${watch.strategy_id}`} className="break-words hover:underline">
              {watch.strategy_name}
            </Link>
            <Badge tone={paused ? 'warning' : 'accent'}>{paused ? 'Paused' : 'Active'}</Badge>
            {watch.muted ? <Badge tone="outline">Muted</Badge> : null}
          </h2>
          <p className="text-sm text-fg-muted">
            {symbolsLine(watch)} · {watch.interval} · watched since {formatDate(watch.created_at)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              update({ status: paused ? 'active' : 'paused' });
            }}
          >
            {paused ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
            {paused ? 'Resume' : 'Pause'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Delete the watch of ${watch.strategy_name}`}
            loading={remove.isPending}
            onClick={() => {
              remove.mutate(watch.id, {
                onSuccess: () => toast.success(`Stopped watching "${watch.strategy_name}"`),
                onError: (error) => toast.error(errorMessage(error, 'Failed to delete the watch')),
              });
            }}
          >
            <Trash2 className="size-4" aria-hidden />
            Delete
          </Button>
        </div>
      </div>

      <div className="space-y-2 rounded-lg bg-surface-2 p-3">
        <p className="text-sm text-fg" data-testid="watch-schedule">
          {watchScheduleLine(watch)}
        </p>
        <WatchActions watch={watch} />
      </div>

      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">Last check</dt>
          <dd className="text-fg">
            {check ? (
              <>
                {formatDateTime(check.at)}
                {check.newest_bar ? ` · newest bar ${formatDate(check.newest_bar)}` : ''}
                <span
                  className={check.status === 'error' ? 'block text-loss' : 'block text-xs text-fg-muted'}
                >
                  {check.message}
                </span>
              </>
            ) : (
              'Not checked yet: the first check runs in a moment, then after each daily close.'
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-fg-muted">Last signal</dt>
          <dd className="text-fg">
            {watch.last_alert ? (
              <>
                {watch.last_alert.message}
                <span className="block text-xs text-fg-muted">
                  {formatDateTime(watch.last_alert.created_at)}
                </span>
              </>
            ) : (
              'None since the watch started'
            )}
          </dd>
        </div>
        <div className="min-w-0 sm:col-span-2">
          <dt className="text-xs text-fg-muted">Position at the newest close</dt>
          <dd className="text-fg">
            {watch.positions.length === 0
              ? 'Flat'
              : watch.positions
                  .map(
                    (position) =>
                      `${position.side === 'long' ? 'Long' : 'Short'} ${units(position.size)} ${position.symbol} since ${formatDate(position.entry_date)} at ${formatMoney(position.entry_price)}`,
                  )
                  .join('; ')}
          </dd>
        </div>
      </dl>

      <ForwardFigures watch={watch} />

      <div className="grid gap-3 border-t border-border pt-3 sm:grid-cols-2">
        <Switch
          label="Mute"
          description="No notification of any kind; checks and the forward test go on."
          checked={watch.muted}
          onCheckedChange={(muted) => {
            update({ muted });
          }}
        />
        <Switch
          label="Email alerts"
          description="Off unsubscribes this strategy's emails."
          checked={watch.email}
          disabled={watch.muted}
          onCheckedChange={(email) => {
            update({ email });
          }}
        />
      </div>
    </Card>
  );
}
