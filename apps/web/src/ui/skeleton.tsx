import { cn } from './cn';

/** A grey placeholder in the shape of content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-surface-3/70', className)} />;
}
