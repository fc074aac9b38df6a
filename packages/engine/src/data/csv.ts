import type { BarInterval, BarSeries } from './bars';

export type CsvParseResult = { ok: true; series: BarSeries } | { ok: false; line: number; message: string };

const COLUMN_ALIASES: Record<'date' | 'open' | 'high' | 'low' | 'close' | 'volume', readonly string[]> = {
  date: ['date', 'datetime', 'time', 'timestamp', 'day', 'date/time'],
  open: ['open', 'o', 'open price'],
  high: ['high', 'h', 'high price'],
  low: ['low', 'l', 'low price'],
  close: ['close', 'c', 'close price', 'close/last', 'adj close', 'adj_close', 'adjusted close', 'price'],
  volume: ['volume', 'vol', 'vol.', 'v', 'volume (shares)'],
};

/** Splits one CSV line, honouring double-quoted fields with commas and doubled quotes inside. */
export function splitCsvLine(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char ?? '';
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else field += char ?? '';
  }
  fields.push(field);
  return fields;
}

function normaliseHeader(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();
}

/** Reads YYYY-MM-DD, YYYY/MM/DD, M/D/YYYY, or an ISO date-time; returns the bar label or null. */
export function parseBarTime(text: string): string | null {
  const value = text.trim();
  let match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/.exec(value);
  if (match) return validDate(match[1] ?? '', match[2] ?? '', match[3] ?? '');
  match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (match) return validDate(match[3] ?? '', match[1] ?? '', match[2] ?? '');
  match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (match) {
    const date = validDate(match[1] ?? '', match[2] ?? '', match[3] ?? '');
    const hours = Number(match[4]);
    const minutes = Number(match[5]);
    if (!date || hours > 23 || minutes > 59) return null;
    const seconds = match[6] ?? '00';
    const zone = match[7] ?? '';
    return `${date}T${match[4]}:${match[5]}:${seconds}${zone}`;
  }
  return null;
}

function validDate(year: string, month: string, day: string): string | null {
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const time = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) return null;
  return text;
}

/** Plain decimal numbers only: Number() would also read "0x10" as 16, "0b1" and "Infinity". */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function parseNumber(text: string): number {
  const cleaned = text.trim().replace(/,/g, '');
  if (!DECIMAL.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** Bars outside these years are typos or placeholders (0000-01-01, 9999-12-31), not history. */
const FIRST_YEAR = 1800;
const LAST_YEAR = 2200;
/** No traded instrument is priced near this; larger values are unit mistakes or hostile (1e308). */
const MAX_PRICE = 1e12;
const MAX_VOLUME = 1e16;

/**
 * Parses OHLCV text into columns, refusing the whole file at its first bad line: missing columns,
 * unreadable dates or numbers (decimal only), dates outside 1800-2200, high below low, open or
 * close outside high..low, non-positive or absurd prices, duplicate or unsorted dates, no rows. Line numbers count the header as line 1. Volume is optional (0 when absent).
 */
export function parseBarsCsv(text: string, symbol: string): CsvParseResult {
  const lines = text.split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => line.trim() !== '');
  if (headerIndex < 0) return { ok: false, line: 1, message: 'The file is empty' };
  const header = splitCsvLine(lines[headerIndex] ?? '').map(normaliseHeader);
  const column = (name: keyof typeof COLUMN_ALIASES) => {
    for (const alias of COLUMN_ALIASES[name]) {
      const index = header.indexOf(alias);
      if (index >= 0) return index;
    }
    return -1;
  };
  const indices = {
    date: column('date'),
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
    volume: column('volume'),
  };
  const missing = (['date', 'open', 'high', 'low', 'close'] as const).filter((name) => indices[name] < 0);
  if (missing.length > 0) {
    return {
      ok: false,
      line: headerIndex + 1,
      message: `Missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')} (the header needs date, open, high, low, close and optionally volume)`,
    };
  }
  const times: string[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  let intraday: boolean | null = null;
  for (let index = headerIndex + 1; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const lineNumber = index + 1;
    const fields = splitCsvLine(raw);
    const time = parseBarTime(fields[indices.date] ?? '');
    if (!time)
      return {
        ok: false,
        line: lineNumber,
        message: `Unreadable date "${(fields[indices.date] ?? '').trim()}"`,
      };
    const year = Number(time.slice(0, 4));
    if (year < FIRST_YEAR || year > LAST_YEAR) {
      return {
        ok: false,
        line: lineNumber,
        message: `The date ${time.slice(0, 10)} is outside the years ${FIRST_YEAR} to ${LAST_YEAR}`,
      };
    }
    const isIntradayTime = time.length > 10;
    if (intraday === null) intraday = isIntradayTime;
    else if (intraday !== isIntradayTime) {
      return { ok: false, line: lineNumber, message: 'Dates mix days and times of day' };
    }
    const o = parseNumber(fields[indices.open] ?? '');
    const h = parseNumber(fields[indices.high] ?? '');
    const l = parseNumber(fields[indices.low] ?? '');
    const c = parseNumber(fields[indices.close] ?? '');
    const v = indices.volume >= 0 ? parseNumber(fields[indices.volume] ?? '') : 0;
    for (const [name, value] of [
      ['open', o],
      ['high', h],
      ['low', l],
      ['close', c],
    ] as const) {
      if (!Number.isFinite(value))
        return { ok: false, line: lineNumber, message: `Unreadable ${name} price` };
      if (value <= 0) return { ok: false, line: lineNumber, message: `The ${name} price must be above 0` };
      if (value > MAX_PRICE) {
        return { ok: false, line: lineNumber, message: `The ${name} price ${value} is above ${MAX_PRICE}` };
      }
    }
    if (!Number.isFinite(v) || v < 0 || v > MAX_VOLUME) {
      return { ok: false, line: lineNumber, message: `Volume must be a number from 0 to ${MAX_VOLUME}` };
    }
    if (h < l) return { ok: false, line: lineNumber, message: `High (${h}) is below low (${l})` };
    for (const [name, value] of [
      ['Open', o],
      ['Close', c],
    ] as const) {
      if (value > h)
        return { ok: false, line: lineNumber, message: `${name} (${value}) is above high (${h})` };
      if (value < l)
        return { ok: false, line: lineNumber, message: `${name} (${value}) is below low (${l})` };
    }
    const previous = times[times.length - 1];
    if (previous !== undefined) {
      if (time === previous) return { ok: false, line: lineNumber, message: `Duplicate date ${time}` };
      if (time < previous) {
        return {
          ok: false,
          line: lineNumber,
          message: `Dates are not in ascending order (${time} after ${previous})`,
        };
      }
    }
    times.push(time);
    open.push(o);
    high.push(h);
    low.push(l);
    close.push(c);
    volume.push(v);
  }
  if (times.length === 0) return { ok: false, line: headerIndex + 2, message: 'The file has no data rows' };
  const interval: BarInterval = intraday ? '1h' : '1d';
  return {
    ok: true,
    series: {
      symbol,
      interval,
      times,
      open: Float64Array.from(open),
      high: Float64Array.from(high),
      low: Float64Array.from(low),
      close: Float64Array.from(close),
      volume: Float64Array.from(volume),
    },
  };
}
