import { formatSignedPercent, trend } from '../../../lib/format';
import { cn } from '../../../ui';

/**
 * A strategy's total return as a bar (0 to 100 % of the track for 0 to 100 % returns, capped) and
 * its signed value; green for a gain, red for a loss. `label` says whose return it is.
 */
export function PerformanceBar({ value, label = 'Performance' }: { value: number | null; label?: string }) {
  const tone = trend(value);
  const width = value === null ? 0 : Math.min(100, Math.abs(value));
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span className="text-xs font-medium text-fg-muted">{label}</span>
        <span
          className={cn(
            'text-sm font-semibold tabular',
            tone === 'gain' && 'text-gain',
            tone === 'loss' && 'text-loss',
            tone === 'flat' && 'text-fg-muted',
          )}
        >
          {formatSignedPercent(value)}
        </span>
      </div>
      <div className="h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden>
        <div
          className={cn(
            'h-full rounded-full',
            tone === 'gain' ? 'bg-gain' : tone === 'loss' ? 'bg-loss' : 'bg-fg-subtle',
          )}
          style={{ width: `${Math.max(width, value === null ? 0 : 2)}%` }}
        />
      </div>
    </div>
  );
}
