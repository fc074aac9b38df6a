import {
  barsFromRows,
  ColumnCache,
  findBlock,
  normalizeProperties,
  seriesLibrary,
  type AssetClass,
  type BarSeries,
  type OtherSeries,
} from '../../src/index';

/** Daily bars from [date, close] pairs (open = high = low = close unless given), volume 1 unless given. */
export function daily(
  symbol: string,
  rows: ReadonlyArray<readonly [string, number, { open?: number; volume?: number }?]>,
): BarSeries {
  return barsFromRows(
    symbol,
    '1d',
    rows.map(([time, close, extra]) => ({
      time,
      open: extra?.open ?? close,
      high: Math.max(close, extra?.open ?? close),
      low: Math.min(close, extra?.open ?? close),
      close,
      volume: extra?.volume ?? 1,
    })),
  );
}

/** Hourly bars from [label, close] pairs. */
export function hourly(symbol: string, rows: ReadonlyArray<readonly [string, number]>): BarSeries {
  return barsFromRows(
    symbol,
    '1h',
    rows.map(([time, close]) => ({ time, open: close, high: close, low: close, close, volume: 1 })),
  );
}

/** Every date from start to end (inclusive) whose weekday is in `weekdays` (0 Sunday .. 6 Saturday). */
export function calendar(
  start: string,
  end: string,
  weekdays = [1, 2, 3, 4, 5],
  skip: string[] = [],
): string[] {
  const dates: string[] = [];
  for (
    let time = Date.parse(`${start}T00:00:00Z`);
    time <= Date.parse(`${end}T00:00:00Z`);
    time += 86_400_000
  ) {
    const date = new Date(time).toISOString().slice(0, 10);
    if (weekdays.includes(new Date(time).getUTCDay()) && !skip.includes(date)) dates.push(date);
  }
  return dates;
}

/**
 * One output column of a block on the traded bars, reading the given other symbols: what a run's
 * conditions compare (NaN is null).
 */
export function columnOf(
  traded: BarSeries,
  assetClass: AssetClass,
  block: string,
  params: Record<string, number | string>,
  others: OtherSeries = {},
): number[] {
  const definition = findBlock(block);
  if (!definition) throw new Error(`no block ${block}`);
  const normalized = normalizeProperties(definition, params, {});
  if (normalized.diagnostics.length > 0) throw new Error(normalized.diagnostics[0]?.message);
  const cache = new ColumnCache(traded);
  cache.useSources({ library: seriesLibrary(others), traded, assetClass, window: { start: '', end: '' } });
  return Array.from(cache.outputs(block, normalized.params)['value'] ?? []);
}
