import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from './cn';

/**
 * Accordion: `type="single" collapsible` keeps one item open at a time and lets the open one close
 * when clicked (the FAQ rule); headers are buttons, reachable and toggled by keyboard.
 */
export const Accordion = RadixAccordion.Root;

export function AccordionItem({ className, ...props }: ComponentPropsWithoutRef<typeof RadixAccordion.Item>) {
  return <RadixAccordion.Item className={cn('border-b border-border', className)} {...props} />;
}

export function AccordionTrigger({
  children,
  className,
  autoFocus,
}: {
  children: ReactNode;
  className?: string;
  /** Focused as it mounts: where it takes the place of a button that had the focus. */
  autoFocus?: boolean;
}) {
  return (
    <RadixAccordion.Header className="flex">
      <RadixAccordion.Trigger
        autoFocus={autoFocus}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 py-4 text-left text-sm font-medium text-fg transition-colors hover:text-accent-text',
          className,
        )}
      >
        {children}
        <ChevronDown
          className="size-4 shrink-0 text-fg-subtle transition-transform duration-200 group-data-[state=open]:rotate-180"
          aria-hidden
        />
      </RadixAccordion.Trigger>
    </RadixAccordion.Header>
  );
}

export function AccordionContent({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <RadixAccordion.Content className={cn('overflow-hidden text-sm text-fg-muted', className)}>
      <div className="pb-4">{children}</div>
    </RadixAccordion.Content>
  );
}
