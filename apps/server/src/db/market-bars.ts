import type { BarInterval, BarSeries } from '@stratblocks/engine';
import { CompiledQuery, type Kysely } from 'kysely';
import type { BarColumns, Database } from './schema';

/**
 * Rows per INSERT statement: 3,000 rows of at most 9 columns stay under SQLite's 32,766 bound
 * parameters and PostgreSQL's 65,535.
 */
export const INSERT_CHUNK_ROWS = 3_000;

/** Rows read back (ordered by seq) as a columnar series. */
export function seriesFromRows(
  symbol: string,
  interval: BarInterval,
  rows: ReadonlyArray<Omit<BarColumns, 'seq'>>,
): BarSeries {
  const count = rows.length;
  const times: string[] = new Array<string>(count);
  const open = new Float64Array(count);
  const high = new Float64Array(count);
  const low = new Float64Array(count);
  const close = new Float64Array(count);
  const volume = new Float64Array(count);
  for (let index = 0; index < count; index += 1) {
    const row = rows[index];
    if (!row) continue;
    times[index] = row.time;
    // Both drivers answer double precision columns as numbers.
    open[index] = row.open;
    high[index] = row.high;
    low[index] = row.low;
    close[index] = row.close;
    volume[index] = row.volume;
  }
  return { symbol, interval, times, open, high, low, close, volume };
}

/**
 * Inserts all bars of a cached series (inside the caller's transaction), with its key on every row.
 * The INSERT of a chunk size is compiled once by Kysely and run with the values filled in: building
 * a 3,000-row query object per chunk costs more than running it.
 */
export async function insertBars(
  db: Kysely<Database>,
  fixed: { symbol: string; bar_interval: string },
  series: BarSeries,
): Promise<void> {
  const fixedValues = Object.values(fixed);
  const count = series.times.length;
  const statements = new Map<number, string>();
  for (let start = 0; start < count; start += INSERT_CHUNK_ROWS) {
    const size = Math.min(INSERT_CHUNK_ROWS, count - start);
    let statement = statements.get(size);
    if (statement === undefined) {
      // Column order = the keys of these rows: the fixed columns, then the bar columns.
      const template = Array.from({ length: size }, () => ({
        ...fixed,
        seq: 0,
        time: '',
        open: 0,
        high: 0,
        low: 0,
        close: 0,
        volume: 0,
      }));
      statement = db.insertInto('market_cache_bars').values(template).compile().sql;
      statements.set(size, statement);
    }
    const parameters: unknown[] = [];
    for (let index = start; index < start + size; index += 1) {
      parameters.push(
        ...fixedValues,
        index,
        series.times[index],
        series.open[index],
        series.high[index],
        series.low[index],
        series.close[index],
        series.volume[index],
      );
    }
    await db.executeQuery(CompiledQuery.raw(statement, parameters));
  }
}
