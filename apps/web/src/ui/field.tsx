import type { ReactNode } from 'react';
import { cn } from './cn';

/** The shared look of text-like inputs. */
export const inputClasses = cn(
  'h-9 w-full min-w-0 rounded-lg border border-border bg-bg px-3 text-sm text-fg shadow-sm transition-colors',
  'placeholder:text-fg-subtle hover:border-border-strong focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-loss read-only:bg-surface',
);

export interface FieldShellProps {
  id: string;
  label: ReactNode;
  /** Shown under the input in the loss colour; the input is marked aria-invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** A unit or short note after the label ("%", "$"). */
  unit?: string | undefined;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  className?: string | undefined;
  children: ReactNode;
}

/** Ids of a field's hint and error, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** Label, input, hint and error laid out one way for every field. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  unit,
  hideLabel,
  className,
  children,
}: FieldShellProps) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
        {unit ? <span className="font-normal text-fg-subtle"> ({unit})</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-loss">
          {error}
        </p>
      ) : null}
    </div>
  );
}
