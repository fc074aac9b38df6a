import type { ReactNode } from 'react';
import { cn } from '../../../ui';

/**
 * A table that may be wider (or taller) than its card: it scrolls, and the scrolling box can take
 * the keyboard focus so that it can be scrolled without a mouse.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn('overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus', className)}
    >
      {children}
    </div>
  );
}
