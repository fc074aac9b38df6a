import { formatCount, formatDate, formatDateTime, formatNumber } from '../../../lib/format';

/** Units held: whole for stocks and ETFs, fractional (4 decimals) for crypto and forex. */
export function formatSize(value: number | null): string {
  if (value === null) return formatCount(null);
  return Number.isInteger(value) ? formatCount(value) : formatNumber(value, 4);
}

/**
 * A bar time: "Jan 5, 2024" for daily bars; for intraday bars the exchange's own clock ("Jan 5,
 * 2024, 09:30 AM" for the New York open), wherever the visitor is: the offset is dropped so that
 * the time is read, and shown, as a local one.
 */
export function formatBarTime(value: string | null | undefined): string {
  if (value && value.length > 10) return formatDateTime(value.replace(/([+-]\d{2}:?\d{2}|Z)$/, ''));
  return formatDate(value);
}
