import type { ReactNode } from 'react';
import { cn } from './cn';

export interface StatProps {
  label: ReactNode;
  value: ReactNode;
  /** Colours the value: gain and loss for profits and losses only. */
  tone?: 'gain' | 'loss' | 'flat';
  /** A line under the value (a unit, a comparison). */
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** A labelled figure: label above, the number in tabular digits below. */
export function Stat({ label, value, tone = 'flat', hint, icon, className, size = 'md' }: StatProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <div className="flex items-center gap-1.5 text-xs font-medium text-fg-muted [&_svg]:size-3.5">
        {icon}
        <span className="truncate">{label}</span>
      </div>
      <div
        className={cn(
          'mt-1 truncate font-semibold tabular',
          size === 'sm' && 'text-sm',
          size === 'md' && 'text-lg',
          size === 'lg' && 'text-2xl tracking-tight',
          tone === 'gain' && 'text-gain',
          tone === 'loss' && 'text-loss',
          tone === 'flat' && 'text-fg',
        )}
      >
        {value}
      </div>
      {hint ? <div className="mt-0.5 truncate text-xs text-fg-subtle">{hint}</div> : null}
    </div>
  );
}
