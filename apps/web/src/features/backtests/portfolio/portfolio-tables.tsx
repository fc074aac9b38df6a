import type { PortfolioSymbolRow, ScanRow } from '@stratblocks/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import {
  formatCount,
  formatMoney,
  formatPercent,
  formatRatio,
  formatSignedPercent,
} from '../../../lib/format';
import { TableCell, TableRow } from '../../../ui';
import type { ScanBreakdown, SharedBreakdown } from './read-portfolio';
import { SortableTable } from './sortable-table';

const SYMBOL_COLUMNS: ColumnDef<PortfolioSymbolRow>[] = [
  { id: 'ticker', header: 'Ticker', accessorKey: 'ticker' },
  {
    id: 'trades',
    header: 'Trades',
    accessorKey: 'trades',
    cell: (info) => formatCount(info.row.original.trades),
  },
  {
    id: 'win_rate',
    header: 'Win rate',
    accessorFn: (row) => row.win_rate ?? -1,
    cell: (info) => formatPercent(info.row.original.win_rate),
  },
  {
    id: 'net_pnl',
    header: 'Net P&L',
    accessorKey: 'net_pnl',
    cell: (info) => formatMoney(info.row.original.net_pnl),
  },
  {
    id: 'contribution',
    header: 'Contribution',
    accessorKey: 'contribution',
    cell: (info) => formatSignedPercent(info.row.original.contribution),
  },
  {
    id: 'exposure',
    header: 'Exposure',
    accessorKey: 'exposure',
    cell: (info) => formatPercent(info.row.original.exposure),
  },
];
const SYMBOL_NUMERIC = new Set(['trades', 'win_rate', 'net_pnl', 'contribution', 'exposure']);

/** "One account": each symbol's trades, win rate, P&L, contribution and exposure; a row opens its trades. */
export function PortfolioSymbolsTable({
  breakdown,
  onTicker,
}: {
  breakdown: SharedBreakdown;
  onTicker?: (ticker: string) => void;
}) {
  return (
    <SortableTable
      caption="Per-symbol results"
      rows={breakdown.symbols}
      columns={SYMBOL_COLUMNS}
      numeric={SYMBOL_NUMERIC}
      rowId={(row) => row.ticker}
      {...(onTicker
        ? {
            onRow: (row: PortfolioSymbolRow) => {
              onTicker(row.ticker);
            },
            rowLabel: (row: PortfolioSymbolRow) => `Show ${row.ticker} trades`,
          }
        : {})}
    />
  );
}

type ScanFigures = Omit<ScanRow, 'ticker'>;
const SCAN_FIGURES: readonly {
  id: keyof ScanFigures;
  header: string;
  format: (value: number | null) => string;
}[] = [
  { id: 'total_return', header: 'Return', format: (value) => formatSignedPercent(value) },
  { id: 'sharpe_ratio', header: 'Sharpe', format: (value) => formatRatio(value, 2) },
  { id: 'max_drawdown', header: 'Max drawdown', format: (value) => formatPercent(value) },
  { id: 'win_rate', header: 'Win rate', format: (value) => formatPercent(value) },
  { id: 'total_trades', header: 'Trades', format: (value) => formatCount(value) },
  { id: 'buy_and_hold_return', header: 'Buy & hold', format: (value) => formatSignedPercent(value) },
];
const SCAN_COLUMNS: ColumnDef<ScanRow>[] = [
  { id: 'ticker', header: 'Ticker', accessorKey: 'ticker' },
  ...SCAN_FIGURES.map((figure): ColumnDef<ScanRow> => ({
    id: figure.id,
    header: figure.header,
    // Missing figures (no trade: no win rate) sort below every number.
    accessorFn: (row) => row[figure.id] ?? Number.NEGATIVE_INFINITY,
    cell: (info) => figure.format(info.row.original[figure.id]),
  })),
];
const SCAN_NUMERIC = new Set<string>(SCAN_FIGURES.map((figure) => figure.id));

/** "Each symbol alone": one row per symbol, with the average and median under them. */
export function ScanTable({ breakdown }: { breakdown: ScanBreakdown }) {
  const summary = (label: string, figures: ScanFigures) => (
    <TableRow>
      <TableCell>{label}</TableCell>
      {SCAN_FIGURES.map((figure) => (
        <TableCell key={figure.id} numeric>
          {figure.format(figures[figure.id])}
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <SortableTable
      caption="Scan results"
      rows={breakdown.rows}
      columns={SCAN_COLUMNS}
      numeric={SCAN_NUMERIC}
      rowId={(row) => row.ticker}
      footer={
        <>
          {summary('Average', breakdown.average)}
          {summary('Median', breakdown.median)}
        </>
      }
    />
  );
}
