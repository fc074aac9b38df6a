/**
 * Every number the app shows is formatted here, with the decimals of docs/product.md#business-constants-and-limits: money and
 * percents 2, daily return 4, ratios 3, VaR 95% 4. A missing value is "N/A". Negative numbers use
 * the ASCII minus so that they read and copy the same everywhere.
 */
export const NOT_AVAILABLE = 'N/A';

type Maybe = number | null | undefined;

export function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Digits grouped by thousands, as en-US writes them, without Intl: the first Intl formatter a page
 * builds loads the locale's data (some 30 ms of a phone's main thread on the landing page's first
 * render, which shows counts). Past 1e21 toFixed writes an exponent: Intl writes those.
 */
function groupThousands(value: number, decimals: number): string {
  if (Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(value);
  }
  const [whole = '', fraction] = value.toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 1234.5 -> "1,234.50" (decimals 2). */
export function formatNumber(value: Maybe, decimals = 2): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  // Avoid "-0.00" for a tiny negative that rounds to zero.
  const rounded = Number(value.toFixed(decimals));
  return groupThousands(rounded === 0 ? 0 : rounded, decimals);
}

/** 1234.5 -> "$1,234.50"; -5 -> "-$5.00". */
export function formatMoney(value: Maybe, decimals = 2): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const text = formatNumber(Math.abs(value), decimals);
  return Number(value.toFixed(decimals)) < 0 ? `-$${text}` : `$${text}`;
}

/** 12.345 -> "12.35%". */
export function formatPercent(value: Maybe, decimals = 2): string {
  return isNumber(value) ? `${formatNumber(value, decimals)}%` : NOT_AVAILABLE;
}

/** 12.345 -> "+12.35%", -3 -> "-3.00%", 0 -> "0.00%". */
export function formatSignedPercent(value: Maybe, decimals = 2): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const text = formatPercent(value, decimals);
  return Number(value.toFixed(decimals)) > 0 ? `+${text}` : text;
}

/** Ratios (Sharpe, Sortino, Calmar, profit factor): 3 decimals. */
export function formatRatio(value: Maybe, decimals = 3): string {
  return formatNumber(value, decimals);
}

/** Counts: 12345 -> "12,345". */
export function formatCount(value: Maybe): string {
  return formatNumber(value, 0);
}

/** Whether a figure is a gain, a loss or neither: the only use of green and red. */
export function trend(value: Maybe): 'gain' | 'loss' | 'flat' {
  if (!isNumber(value) || value === 0) return 'flat';
  return value > 0 ? 'gain' : 'loss';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Built on first use (see groupThousands: a page that shows no time never pays for Intl). */
let dateTimeFormat: Intl.DateTimeFormat | null = null;

/** "2024-01-05" or an ISO timestamp -> "Jan 5, 2024"; unreadable text is returned as it is. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** An ISO timestamp in the visitor's time zone: "Jan 5, 2024, 02:30 PM". */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  dateTimeFormat ??= new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTimeFormat.format(date);
}
