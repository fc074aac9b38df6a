import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * Plain table elements with the app's look: dense rows, tabular figures, numbers right-aligned
 * (`numeric`). Sorting and virtualisation belong to the table that uses them (TanStack Table).
 */
export function Table({ className, ...props }: HTMLAttributes<HTMLTableElement>) {
  return <table className={cn('w-full border-collapse text-sm', className)} {...props} />;
}

export function TableHead({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('sticky top-0 z-10 bg-surface', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return (
    <tr
      className={cn('border-b border-border last:border-b-0 hover:bg-surface-2/60', className)}
      {...props}
    />
  );
}

export interface CellProps {
  numeric?: boolean;
}

export function TableHeaderCell({
  numeric,
  className,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & CellProps) {
  return (
    <th
      scope="col"
      className={cn(
        'h-9 border-b border-border px-3 text-xs font-medium whitespace-nowrap text-fg-muted',
        numeric ? 'text-right' : 'text-left',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  numeric,
  className,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & CellProps) {
  return (
    <td
      className={cn('h-9 px-3 whitespace-nowrap text-fg', numeric && 'text-right tabular', className)}
      {...props}
    />
  );
}
