import type { ReactNode } from 'react';

/**
 * A wide table that scrolls inside itself on a narrow screen (the page never scrolls sideways);
 * the scrolling box takes the keyboard focus so that it can be scrolled without a mouse.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-xl border border-border bg-surface focus-visible:outline-2 focus-visible:outline-focus"
    >
      {children}
    </div>
  );
}
