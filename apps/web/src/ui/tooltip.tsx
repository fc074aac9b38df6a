import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Tooltips of one toolbar or panel share their open delay (moving along a row of icon buttons shows
 * each label at once). A tooltip outside any provider gets its own.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={300} skipDelayDuration={200}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  className?: string;
}

/** A tooltip on hover and keyboard focus of its child (which must accept a ref). */
export function Tooltip({ content, children, side = 'top', className }: TooltipProps) {
  return (
    <TooltipProvider>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cn(
              'z-50 max-w-xs rounded-md border border-border bg-surface-3 px-2.5 py-1.5 text-xs leading-snug text-fg shadow-lg',
              'data-[state=delayed-open]:animate-fade-in',
              className,
            )}
          >
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </TooltipProvider>
  );
}
