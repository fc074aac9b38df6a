import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** What the user can do next (a button or link): an empty screen is never a dead end. */
  action?: ReactNode;
  className?: string;
  /** Heading level of the title, to fit the page's outline. */
  as?: 'h2' | 'h3' | 'p';
}

/** What a list or panel shows when it has nothing yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  as: Title = 'h3',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="flex size-10 items-center justify-center rounded-full bg-surface-2 text-fg-muted [&_svg]:size-5">
          {icon}
        </div>
      ) : null}
      <div className="max-w-sm">
        <Title className="text-sm font-semibold text-fg">{title}</Title>
        {description ? <p className="mt-1 text-sm text-fg-muted">{description}</p> : null}
      </div>
      {action ? <div className="mt-1 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
