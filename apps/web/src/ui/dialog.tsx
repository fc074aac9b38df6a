import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** Hide the close button (the footer has its own way out). */
  hideClose?: boolean;
  /** Where focus goes on closing, when not back to the opener (call `preventDefault` and focus it). */
  onCloseAutoFocus?: (event: Event) => void;
}

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal dialog: focus is trapped inside, Escape and a click on the overlay close it, focus goes
 * back to what opened it (all from Radix).
 */
export function DialogContent({
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  hideClose = false,
  onCloseAutoFocus,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
          'rounded-xl border border-border bg-surface text-fg shadow-lg data-[state=open]:animate-fade-in',
          WIDTHS[size],
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
      >
        <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <RadixDialog.Title className="text-base font-semibold">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-fg-muted">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {hideClose ? null : (
            <RadixDialog.Close
              aria-label="Close"
              className="-mt-1 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-2 hover:text-fg"
            >
              <X className="size-4" aria-hidden />
            </RadixDialog.Close>
          )}
        </div>
        {children ? <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div> : null}
        {footer ? (
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border px-5 py-3">
            {footer}
          </div>
        ) : null}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
