import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
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

/** The spec's closed-trades columns of the standalone strategy page: the summary's and commission. */
export const STRATEGY_PAGE_TRADE_COLUMNS = [
  ...STRATEGY_SUMMARY_TRADE_COLUMNS,
  'commission',
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

/** The columns that read one field of the trade as it is (every column but the exit reason). */
type PlainTradeColumnId = Exclude<TradeColumnId, 'exit_reason'>;

/**
 * A column of one trade field, with the table's shared rules: numbers sort by value and text by
 * text, missing values last.
 */
function tradeField<Id extends PlainTradeColumnId>(
  id: Id,
  header: string,
  cell: (trade: TradeRow) => ReactNode,
) {
  return column.accessor((trade) => orUndefined(trade[id]), {
    id,
    header,
    sortingFn: NUMERIC_TRADE_COLUMNS.has(id) ? 'basic' : 'text',
    sortUndefined: 'last',
    cell: (info) => cell(info.row.original),
  });
}

function TypeBadge({ type }: { type: TradeRow['type'] }) {
  if (!type) return 'N/A';
  return <Badge tone={type === 'long' ? 'accent' : 'warning'}>{type === 'long' ? 'Long' : 'Short'}</Badge>;
}

/** Every column of the trades table: its header, how it sorts and how a cell reads. */
export const TRADE_COLUMNS = [
  tradeField('entry_date', 'Entry date', (trade) => formatBarTime(trade.entry_date)),
  tradeField('exit_date', 'Exit date', (trade) => formatBarTime(trade.exit_date)),
  tradeField('ticker', 'Ticker', (trade) => trade.ticker ?? 'N/A'),
  tradeField('type', 'Type', (trade) => <TypeBadge type={trade.type} />),
  tradeField('entry_price', 'Entry price', (trade) => formatMoney(trade.entry_price)),
  tradeField('exit_price', 'Exit price', (trade) => formatMoney(trade.exit_price)),
  tradeField('size', 'Size', (trade) => formatSize(trade.size)),
  tradeField('pnl', 'P&L ($)', (trade) => (
    <span className={toneClass(trade.pnl)}>{formatMoney(trade.pnl)}</span>
  )),
  tradeField('pnl_percent', 'P&L %', (trade) => (
    <span className={toneClass(trade.pnl_percent)}>{formatSignedPercent(trade.pnl_percent)}</span>
  )),
  tradeField('commission', 'Commission', (trade) => formatMoney(trade.commission)),
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
  tradeField('bars_held', 'Bars held', (trade) => formatCount(trade.bars_held)),
];

export function cellClass(id: string): string {
  return cn(NUMERIC_TRADE_COLUMNS.has(id) && 'text-right tabular');
}
