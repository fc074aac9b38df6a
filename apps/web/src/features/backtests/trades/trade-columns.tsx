import { createColumnHelper } from '@tanstack/react-table';
import { formatCount, formatMoney, formatSignedPercent, trend } from '../../../lib/format';
import { Badge, cn, Tooltip } from '../../../ui';
import type { TradeRow } from '../results/read-results';
import { exitReasonWords } from './exit-reasons';
import { flagsOf } from './trade-flags';
import { formatBarTime, formatSize } from '../format/bar-time';

export const TRADE_COLUMN_IDS = [
  'entry_date',
  'exit_date',
  'ticker',
  'type',
  'entry_price',
  'exit_price',
  'size',
  'pnl',
  'pnl_percent',
  'commission',
  'exit_reason',
  'bars_held',
] as const;
export type TradeColumnId = (typeof TRADE_COLUMN_IDS)[number];

/** The spec's closed-trades columns of the dashboard's strategy view (no commission, no reason). */
export const STRATEGY_SUMMARY_TRADE_COLUMNS = [
  'entry_date',
  'exit_date',
  'ticker',
  'type',
  'entry_price',
  'exit_price',
  'size',
  'pnl',
  'pnl_percent',
] as const satisfies readonly TradeColumnId[];

/** The columns that hold numbers (right-aligned, tabular). */
export const NUMERIC_TRADE_COLUMNS: ReadonlySet<string> = new Set<TradeColumnId>([
  'entry_price',
  'exit_price',
  'size',
  'pnl',
  'pnl_percent',
  'commission',
  'bars_held',
]);

const column = createColumnHelper<TradeRow>();

function toneClass(value: number | null): string | undefined {
  const direction = trend(value);
  return direction === 'gain' ? 'text-gain' : direction === 'loss' ? 'text-loss' : undefined;
}

function ExitCell({ trade }: { trade: TradeRow }) {
  const flags = flagsOf(trade);
  return (
    <span className="inline-flex items-center gap-1.5">
      <span>{exitReasonWords(trade.exit_reason)}</span>
      {trade.exit_block ? <span className="text-xs text-fg-subtle">({trade.exit_block})</span> : null}
      {flags.map((flag) => (
        <Tooltip key={flag.id} content={flag.description}>
          <button
            type="button"
            className="cursor-help rounded-md"
            aria-label={`${flag.label}: ${flag.description}`}
          >
            <Badge tone="warning">{flag.label}</Badge>
          </button>
        </Tooltip>
      ))}
    </span>
  );
}

// Missing values sort last whichever the direction (TanStack's sortUndefined), so they are undefined here.
const orUndefined = <Value,>(value: Value | null): Value | undefined => value ?? undefined;

/** Every column of the trades table: its header, how it sorts and how a cell reads. */
export const TRADE_COLUMNS = [
  column.accessor((trade) => orUndefined(trade.entry_date), {
    id: 'entry_date',
    header: 'Entry date',
    sortingFn: 'text',
    sortUndefined: 'last',
    cell: (info) => formatBarTime(info.row.original.entry_date),
  }),
  column.accessor((trade) => orUndefined(trade.exit_date), {
    id: 'exit_date',
    header: 'Exit date',
    sortingFn: 'text',
    sortUndefined: 'last',
    cell: (info) => formatBarTime(info.row.original.exit_date),
  }),
  column.accessor((trade) => orUndefined(trade.ticker), {
    id: 'ticker',
    header: 'Ticker',
    sortingFn: 'text',
    sortUndefined: 'last',
    cell: (info) => info.row.original.ticker ?? 'N/A',
  }),
  column.accessor((trade) => orUndefined(trade.type), {
    id: 'type',
    header: 'Type',
    sortingFn: 'text',
    sortUndefined: 'last',
    cell: (info) => {
      const type = info.row.original.type;
      if (!type) return 'N/A';
      return (
        <Badge tone={type === 'long' ? 'accent' : 'warning'}>{type === 'long' ? 'Long' : 'Short'}</Badge>
      );
    },
  }),
  column.accessor((trade) => orUndefined(trade.entry_price), {
    id: 'entry_price',
    header: 'Entry price',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatMoney(info.row.original.entry_price),
  }),
  column.accessor((trade) => orUndefined(trade.exit_price), {
    id: 'exit_price',
    header: 'Exit price',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatMoney(info.row.original.exit_price),
  }),
  column.accessor((trade) => orUndefined(trade.size), {
    id: 'size',
    header: 'Size',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatSize(info.row.original.size),
  }),
  column.accessor((trade) => orUndefined(trade.pnl), {
    id: 'pnl',
    header: 'P&L ($)',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => (
      <span className={toneClass(info.row.original.pnl)}>{formatMoney(info.row.original.pnl)}</span>
    ),
  }),
  column.accessor((trade) => orUndefined(trade.pnl_percent), {
    id: 'pnl_percent',
    header: 'P&L %',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => (
      <span className={toneClass(info.row.original.pnl_percent)}>
        {formatSignedPercent(info.row.original.pnl_percent)}
      </span>
    ),
  }),
  column.accessor((trade) => orUndefined(trade.commission), {
    id: 'commission',
    header: 'Commission',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatMoney(info.row.original.commission),
  }),
  column.accessor(
    (trade) => orUndefined(trade.exit_reason === null ? null : exitReasonWords(trade.exit_reason)),
    {
      id: 'exit_reason',
      header: 'Exit reason',
      sortingFn: 'text',
      sortUndefined: 'last',
      cell: (info) => <ExitCell trade={info.row.original} />,
    },
  ),
  column.accessor((trade) => orUndefined(trade.bars_held), {
    id: 'bars_held',
    header: 'Bars held',
    sortingFn: 'basic',
    sortUndefined: 'last',
    cell: (info) => formatCount(info.row.original.bars_held),
  }),
];

export function cellClass(id: string): string {
  return cn(NUMERIC_TRADE_COLUMNS.has(id) && 'text-right tabular');
}
