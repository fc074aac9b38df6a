import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseBarsCsv, sliceByDate, type BarSeries } from '../../src/index';

const DATA_DIR = fileURLToPath(new URL('../../../../data/market/1d/', import.meta.url));

/** Bundled daily bars of a symbol between two dates (both included). */
export function bundledDailyBars(symbol: string, start: string, end: string): BarSeries {
  const parsed = parseBarsCsv(readFileSync(`${DATA_DIR}${symbol}.csv`, 'utf8'), symbol);
  if (!parsed.ok) throw new Error(parsed.message);
  return sliceByDate(parsed.series, start, end);
}
