import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn, Table, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../ui';

const SORT_WORDS = { asc: 'ascending', desc: 'descending' } as const;

export interface SortableTableProps<Row> {
  caption: string;
  rows: readonly Row[];
  columns: ColumnDef<Row>[];
  /** Column ids drawn right-aligned (figures). */
  numeric: ReadonlySet<string>;
  rowId: (row: Row) => string;
  /** Rows under the body that sorting leaves in place (a scan's average and median). */
  footer?: ReactNode;
  /** A click or Enter on a row (its button names it as rowLabel says). */
  onRow?: (row: Row) => void;
  rowLabel?: (row: Row) => string;
}

/**
 * A small results table sorted by clicking its headers (TanStack Table, aria-sort), with a visible
 * caption that names it for assistive technology.
 */
export function SortableTable<Row>({
  caption,
  rows,
  columns,
  numeric,
  rowId,
  footer,
  onRow,
  rowLabel,
}: SortableTableProps<Row>) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows as Row[],
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: rowId,
  });
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={caption}
      className="overflow-auto rounded-lg border border-border"
    >
      <Table>
        <caption className="px-3 py-2 text-left text-sm font-semibold text-fg">{caption}</caption>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                const isNumeric = numeric.has(header.column.id);
                return (
                  <TableHeaderCell
                    key={header.id}
                    numeric={isNumeric}
                    aria-sort={sorted ? SORT_WORDS[sorted] : 'none'}
                    className="bg-surface"
                  >
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className={cn(
                        'inline-flex items-center gap-1 rounded-sm hover:text-fg',
                        isNumeric && 'flex-row-reverse',
                        sorted && 'text-fg',
                      )}
                    >
                      {String(header.column.columnDef.header)}
                      <Icon aria-hidden className={cn('size-3', !sorted && 'opacity-40')} />
                    </button>
                  </TableHeaderCell>
                );
              })}
            </tr>
          ))}
        </TableHead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <TableRow
              key={row.id}
              className={onRow ? 'cursor-pointer' : undefined}
              onClick={
                onRow
                  ? () => {
                      onRow(row.original);
                    }
                  : undefined
              }
            >
              {row.getVisibleCells().map((cell, index) => (
                <TableCell key={cell.id} numeric={numeric.has(cell.column.id)}>
                  {index === 0 && onRow ? (
                    <button
                      type="button"
                      aria-label={rowLabel?.(row.original)}
                      className="font-semibold underline-offset-2 hover:underline"
                      onClick={(event) => {
                        event.stopPropagation();
                        onRow(row.original);
                      }}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </button>
                  ) : (
                    flexRender(cell.column.columnDef.cell, cell.getContext())
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </tbody>
        {footer ? <tfoot className="border-t-2 border-border font-medium">{footer}</tfoot> : null}
      </Table>
    </div>
  );
}
