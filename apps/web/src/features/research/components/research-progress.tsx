import { formatPercent } from '../../../lib/format';

export interface ResearchProgressProps {
  label: string;
  /** 0..1. */
  progress: number;
  detail?: string | undefined;
}

/** A progress bar with its percentage and a line of detail (the best so far). */
export function ResearchProgress({ label, progress, detail }: ResearchProgressProps) {
  const percent = Math.round(progress * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex justify-between text-xs text-fg-muted">
        <span>{label}</span>
        <span className="tabular-nums">{formatPercent(percent, 0)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {detail ? <p className="text-xs text-fg-muted">{detail}</p> : null}
    </div>
  );
}
