import { cn } from './cn';

export interface SpinnerProps {
  className?: string;
  /** Read by screen readers; empty when the surrounding text already says what is loading. */
  label?: string;
}

/** A small rotating ring. */
export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent opacity-80',
        className,
      )}
    />
  );
}
