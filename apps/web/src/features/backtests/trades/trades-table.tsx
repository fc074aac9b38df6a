import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type Header,
  type Row,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, ListX } from 'lucide-react';
import { memo, useMemo, useRef, useState, type ReactNode } from 'react';
import { formatCount } from '../../../lib/format';
import {
  cn,
  EmptyState,
  Select,
  Skeleton,
  Table,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../ui';
import { readTrades, type TradeRow } from '../results/read-results';
import { NUMERIC_TRADE_COLUMNS, TRADE_COLUMN_IDS, TRADE_COLUMNS, type TradeColumnId } from './trade-columns';
import { pluralNoun } from '../../../lib/plural';

/** docs/product.md#business-constants-and-limits: the trades table is at most 400 px high; it scrolls inside. */
export const TRADES_TABLE_MAX_HEIGHT = 400;
const ROW_HEIGHT = 37;

export interface TradesTableProps {
  /** closed_trades of a run (contracts' ClosedTrade[]) or as saved (records; missing fields show N/A). */
  trades: unknown;
  /** Which columns, in order (default: all; STRATEGY_SUMMARY_TRADE_COLUMNS is the spec's set without commission). */
  columns?: readonly TradeColumnId[];
  /** Buttons on the toolbar's right (CsvDownloads, say). */
  actions?: ReactNode;
  /** A run is under way: show the table's skeleton. */
  loading?: boolean;
  /** The next step offered when there is no trade (a Run button, say). */
  emptyAction?: ReactNode;
  className?: string;
  /** A portfolio's trades shown for one ticker only (null: all); without it the table keeps its own. */
  ticker?: string | null;
  onTicker?: (ticker: string | null) => void;
}

const ALL_TICKERS = 'All';

const SORT_WORDS = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({ header }: { header: Header<TradeRow, unknown> }) {
  const sorted = header.column.getIsSorted();
  const label = String(header.column.columnDef.header);
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHeaderCell
      numeric={NUMERIC_TRADE_COLUMNS.has(header.column.id)}
      aria-sort={sorted ? SORT_WORDS[sorted] : 'none'}
      className="bg-surface"
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className={cn(
          'inline-flex items-center gap-1 rounded-sm hover:text-fg',
          NUMERIC_TRADE_COLUMNS.has(header.column.id) && 'flex-row-reverse',
          sorted && 'text-fg',
        )}
      >
        {label}
        <Icon aria-hidden className={cn('size-3', !sorted && 'opacity-40')} />
      </button>
    </TableHeaderCell>
  );
}

/**
 * One row. Memoised: while scrolling, the rows that stay in view do not render again (a row
 * object changes only with the data, and `columns` names the visible columns).
 */
const TradeTableRow = memo(function TradeTableRow({
  row,
  rowIndex,
}: {
  row: Row<TradeRow>;
  rowIndex: number;
  columns: string;
}) {
  return (
    <TableRow aria-rowindex={rowIndex} style={{ height: ROW_HEIGHT }}>
      {row.getVisibleCells().map((cell) => (
        <TableCell key={cell.id} numeric={NUMERIC_TRADE_COLUMNS.has(cell.column.id)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </TableCell>
      ))}
    </TableRow>
  );
});

/**
 * The closed trades: a real table, sortable by every column (header buttons, aria-sort), its rows
 * virtualised so that thousands scroll smoothly inside a box of at most 400 px.
 */
export function TradesTable({
  trades,
  columns = TRADE_COLUMN_IDS,
  actions,
  loading = false,
  emptyAction,
  className,
  ticker: tickerProp,
  onTicker,
}: TradesTableProps) {
  const allRows = useMemo(() => readTrades(trades), [trades]);
  // A portfolio's trades carry several tickers: the Ticker filter shows one symbol's.
  const tickers = useMemo(
    () => [...new Set(allRows.flatMap((trade) => (trade.ticker ? [trade.ticker] : [])))].sort(),
    [allRows],
  );
  const [ownTicker, setOwnTicker] = useState<string | null>(null);
  const ticker = tickerProp !== undefined ? tickerProp : ownTicker;
  const rows = useMemo(
    () => (ticker === null ? allRows : allRows.filter((trade) => trade.ticker === ticker)),
    [allRows, ticker],
  );
  const [sorting, setSorting] = useState<SortingState>([]);
  const visibility = useMemo(
    () => Object.fromEntries(TRADE_COLUMN_IDS.map((id) => [id, columns.includes(id)])),
    [columns],
  );
  const order = useMemo(() => [...columns], [columns]);
  const table = useReactTable({
    data: rows,
    columns: TRADE_COLUMNS,
    state: { sorting, columnVisibility: visibility, columnOrder: order },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: (trade) => String(trade.index),
  });
  const sortedRows = table.getRowModel().rows;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: sortedRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    initialRect: { width: 0, height: TRADES_TABLE_MAX_HEIGHT },
  });

  if (loading) {
    return (
      <div role="status" aria-label="Loading trades" className="flex flex-col gap-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-8 w-full" />
        ))}
      </div>
    );
  }
  if (allRows.length === 0) {
    // An empty list is a run without trades; no list at all is no run yet.
    const ran = Array.isArray(trades);
    return (
      <EmptyState
        className={className}
        icon={<ListX />}
        title={ran ? 'No closed trades' : 'No trades yet'}
        description={
          ran
            ? "The strategy's entry conditions never led to a trade in this window."
            : 'Run a backtest to list every trade it closed, with its P&L and costs.'
        }
        action={emptyAction}
        as="p"
      />
    );
  }

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const visibleColumns = table.getVisibleLeafColumns().length;
  const visibleKey = columns.join(',');

  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-fg-muted" aria-live="polite">
          <span className="font-medium text-fg tabular">{formatCount(rows.length)}</span> closed{' '}
          {pluralNoun(rows.length, 'trade')}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {tickers.length > 1 ? (
            <Select
              label="Ticker"
              className="w-36"
              value={ticker ?? ALL_TICKERS}
              options={[ALL_TICKERS, ...tickers]}
              onChange={(value) => {
                const next = value === ALL_TICKERS ? null : value;
                setOwnTicker(next);
                onTicker?.(next);
              }}
            />
          ) : null}
          {actions}
        </div>
      </div>
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label="Closed trades"
        className="overflow-auto rounded-lg border border-border"
        style={{ maxHeight: TRADES_TABLE_MAX_HEIGHT }}
      >
        <Table aria-rowcount={rows.length + 1}>
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={1}>
                {group.headers.map((header) => (
                  <SortHeader key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </TableHead>
          <tbody>
            {before > 0 ? (
              <tr aria-hidden style={{ height: before }}>
                <td colSpan={visibleColumns} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = sortedRows[item.index];
              return row ? (
                <TradeTableRow key={row.id} row={row} rowIndex={item.index + 2} columns={visibleKey} />
              ) : null;
            })}
            {after > 0 ? (
              <tr aria-hidden style={{ height: after }}>
                <td colSpan={visibleColumns} />
              </tr>
            ) : null}
          </tbody>
        </Table>
      </div>
    </div>
  );
}
