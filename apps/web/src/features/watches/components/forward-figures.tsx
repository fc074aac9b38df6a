import type { RunFigures, Watch } from '@stratblocks/contracts';
import { formatCount, formatDate, formatSignedPercent, formatPercent, trend } from '../../../lib/format';
import { cn } from '../../../ui';
import { countOf } from '../../../lib/plural';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'gain' | 'loss' | 'flat' }) {
  return (
    <div>
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd
        className={cn(
          'text-sm font-semibold tabular-nums',
          tone === 'gain' && 'text-gain',
          tone === 'loss' && 'text-loss',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

function Column({
  title,
  span,
  figures,
  empty,
  note,
}: {
  title: string;
  span: string;
  figures: RunFigures | null;
  empty: string;
  note?: string;
}) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-surface-2/40 p-3">
      <p className="text-sm font-medium text-fg">{title}</p>
      <p className="mb-2 text-xs text-fg-muted">{span}</p>
      {figures ? (
        <dl className="grid grid-cols-3 gap-2">
          <Figure
            label="Return"
            value={formatSignedPercent(figures.total_return)}
            tone={trend(figures.total_return)}
          />
          <Figure label="Max drawdown" value={formatPercent(figures.max_drawdown)} />
          <Figure label="Trades" value={formatCount(figures.trades)} />
        </dl>
      ) : (
        <p className="text-sm text-fg-muted">{empty}</p>
      )}
      {note ? <p className="mt-2 text-xs text-fg-muted">{note}</p> : null}
    </div>
  );
}

/** The forward test (out of sample since saved) beside the backtest of the saved window. */
export function ForwardFigures({ watch }: { watch: Watch }) {
  const forward = watch.forward;
  const backtest = watch.backtest;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Column
        title="Forward test: out of sample since saved"
        span={
          forward
            ? `${formatDate(forward.from)} to ${formatDate(forward.to)}, ${countOf(forward.bars, 'bar')}`
            : `From ${formatDate(watch.forward_from)}`
        }
        figures={forward}
        empty="Needs two daily bars after the start: it fills in after the next closes."
        note={
          watch.portfolio_mode === 'separate'
            ? "The same scan from this day: the average of its symbols' own runs, whose indicators warm up from it."
            : 'The same backtest from this day: its indicators warm up from it, as in any backtest window.'
        }
      />
      <Column
        title="Backtest"
        span={
          backtest
            ? `${formatDate(backtest.from)} to ${formatDate(backtest.to)}, ${countOf(backtest.bars, 'bar')}`
            : 'The saved window'
        }
        figures={backtest}
        empty="Computed at the first check."
        {...(watch.portfolio_mode === 'separate' && { note: "The scan's average over its symbols." })}
      />
    </div>
  );
}
