import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, shown as the heading and the dialog's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  /** The button that does it (a danger button). */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Where focus goes once the dialog closes (Radix returns it to the opener unless this prevents it). */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * A question that must be answered before an irreversible change: focus starts on Cancel, the
 * overlay does not dismiss it, Escape cancels (Radix AlertDialog).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-50 bg-overlay backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <RadixAlertDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl border border-border bg-surface text-fg shadow-lg data-[state=open]:animate-fade-in',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <div className="border-b border-border px-5 py-4">
            <RadixAlertDialog.Title className="text-base font-semibold">{title}</RadixAlertDialog.Title>
            {description ? (
              <RadixAlertDialog.Description className="mt-1 text-sm text-fg-muted">
                {description}
              </RadixAlertDialog.Description>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 px-5 py-3">
            <RadixAlertDialog.Cancel className={buttonClasses('ghost', 'md')}>
              {cancelLabel}
            </RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action className={buttonClasses('danger', 'md')} onClick={onConfirm}>
              {confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
