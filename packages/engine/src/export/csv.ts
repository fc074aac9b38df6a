import type { BacktestResults, ClosedTrade } from '../pipeline/results';

/**
 * CSV exports of a backtest (RFC 4180: comma-separated, CRLF line ends, fields with a comma, a
 * quote or a line break quoted, quotes doubled), with headers in backtest_results' field names.
 * Numbers are written in full (the shortest text that reads back as the same number); null and
 * non-finite numbers are empty fields.
 */

/** The columns of the closed-trades CSV: the spec's fields first, then the engine's extras. */
export const CLOSED_TRADE_COLUMNS = [
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
  'exit_block',
  'ambiguous',
  'closed_at_end',
  'bars_held',
] as const satisfies ReadonlyArray<keyof ClosedTrade>;

/** The columns of the equity-curve CSV, one row per bar. */
export const EQUITY_CURVE_COLUMNS = [
  'dates',
  'cumulative_returns',
  'daily_returns',
  'drawdown',
  'equity',
  'buy_and_hold',
] as const;

type CsvValue = string | number | boolean | null | undefined;

/** One CSV field, quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows of fields as CSV text, each line ended by CRLF. */
export function toCsv(rows: ReadonlyArray<readonly CsvValue[]>): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

/** The closed trades, one row each, in exit order. */
export function closedTradesCsv(results: Pick<BacktestResults, 'closed_trades'>): string {
  return toCsv([
    CLOSED_TRADE_COLUMNS,
    ...results.closed_trades.map((trade) => CLOSED_TRADE_COLUMNS.map((column) => trade[column])),
  ]);
}

/** The equity curve: per bar its date, cumulative and daily return, drawdown, equity and buy and hold. */
export function equityCurveCsv(results: Pick<BacktestResults, 'chart_data'>): string {
  const chart = results.chart_data;
  return toCsv([
    EQUITY_CURVE_COLUMNS,
    ...chart.dates.map((date, index) => [
      date,
      chart.cumulative_returns[index],
      chart.daily_returns[index],
      chart.drawdown[index],
      chart.equity[index],
      chart.buy_and_hold[index],
    ]),
  ]);
}
