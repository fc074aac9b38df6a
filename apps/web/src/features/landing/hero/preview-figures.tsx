import { memo } from 'react';
import {
  formatDate,
  formatMoney,
  formatPercent,
  formatRatio,
  formatSignedPercent,
  trend,
} from '../../../lib/format';
import { Stat } from '../../../ui';
import type { RunSummary, RunTrade } from '../engine/types';

/** Spec: the preview lists at most 6 winning trades, newest first. */
export const RECENT_WINNERS = 6;

export function recentWinningTrades(trades: readonly RunTrade[]): RunTrade[] {
  return trades
    .filter((trade) => trade.pnlPercent > 0)
    .sort((a, b) => (a.exitDate < b.exitDate ? 1 : a.exitDate > b.exitDate ? -1 : 0))
    .slice(0, RECENT_WINNERS);
}

const DASH = '—';

/**
 * The four headline figures: return, Sharpe, max drawdown, win rate. Memoized, as the sparkline:
 * the progress bar re-renders the preview fifty times while the engine runs.
 */
export const PreviewMetrics = memo(function PreviewMetrics({ summary }: { summary: RunSummary | null }) {
  return (
    <div className="grid grid-cols-2 gap-2.5 sm:grid-cols-4">
      {[
        {
          label: 'Return',
          value: summary ? formatSignedPercent(summary.totalReturn) : DASH,
          tone: summary ? trend(summary.totalReturn) : 'flat',
        },
        { label: 'Sharpe', value: summary ? formatRatio(summary.sharpe, 2) : DASH, tone: 'flat' as const },
        {
          label: 'Max DD',
          value: summary ? formatPercent(summary.maxDrawdown) : DASH,
          tone: summary && summary.maxDrawdown < 0 ? ('loss' as const) : ('flat' as const),
        },
        { label: 'Win Rate', value: summary ? formatPercent(summary.winRate) : DASH, tone: 'flat' as const },
      ].map((figure) => (
        <div
          key={figure.label}
          data-metric={figure.label}
          className="rounded-lg border border-border bg-surface-2/60 px-3 py-2.5"
        >
          <Stat label={figure.label} value={figure.value} tone={figure.tone} size="md" />
        </div>
      ))}
    </div>
  );
});

export function RecentTrades({ trades }: { trades: readonly RunTrade[] }) {
  const winners = recentWinningTrades(trades);
  if (winners.length === 0) {
    return <p className="py-3 text-sm text-fg-muted">No winning trades in this run.</p>;
  }
  return (
    <ul aria-label="Recent winning trades" className="divide-y divide-border">
      {winners.map((trade) => (
        <li key={`${trade.entryDate}-${trade.exitDate}`} className="flex items-center gap-3 py-2 text-sm">
          <span className="w-24 shrink-0 text-fg-muted tabular">{formatDate(trade.exitDate)}</span>
          <span className="rounded bg-surface-2 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-fg-muted uppercase">
            {trade.type}
          </span>
          <span className="hidden min-w-0 flex-1 truncate text-fg-muted tabular min-[440px]:inline">
            {formatMoney(trade.entryPrice)} → {formatMoney(trade.exitPrice)}
          </span>
          <span className="ml-auto font-medium text-gain tabular">
            {formatSignedPercent(trade.pnlPercent)}
          </span>
        </li>
      ))}
    </ul>
  );
}
