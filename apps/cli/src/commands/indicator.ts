import {
  ALLOWED_TIMEFRAMES,
  BLOCK_CATEGORIES,
  ColumnCache,
  computationOf,
  findBlock,
  normalizeProperties,
  resampleMonthly,
  resampleWeekly,
  seriesLibrary,
  takesSourceTimeframe,
  TIMEFRAMES,
  type OtherSeries,
  type TimeInterval,
} from '@stratblocks/engine';
import type { BundledMarketData } from '@stratblocks/market-data';
import { CliError } from '../cli-error';
import type { Output } from '../output';

interface IndicatorFlags {
  symbol?: string;
  start?: string;
  end?: string;
  block?: string;
  interval?: string;
  timeframe?: string;
  json: boolean;
}

const INTERVALS = { '1d': '1d', '1h': '1h', '1w': '1d', '1mo': '1d' } as const;
const RUN_INTERVALS: Record<keyof typeof INTERVALS, TimeInterval> = {
  '1d': '1 Day',
  '1h': '1 Hour',
  '1w': '1 Week',
  '1mo': '1 Month',
};

function parseBlock(text: string | undefined): {
  name: string;
  properties: Record<string, number | string | boolean>;
} {
  if (!text)
    throw new CliError('Missing --block JSON, e.g. --block \'{"name":"RSI","properties":{"period":14}}\'', 2);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`--block is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof value !== 'object' || value === null || typeof (value as { name?: unknown }).name !== 'string') {
    throw new CliError('--block must be a JSON object with a "name" (and optional "properties")');
  }
  const { name, properties } = value as { name: string; properties?: unknown };
  if (
    properties !== undefined &&
    (typeof properties !== 'object' || properties === null || Array.isArray(properties))
  ) {
    throw new CliError('--block "properties" must be an object');
  }
  return { name, properties: (properties ?? {}) as Record<string, number | string | boolean> };
}

function checkDate(value: string | undefined, flag: string): string {
  if (!value) throw new CliError(`Missing --${flag} YYYY-MM-DD`, 2);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new CliError(`--${flag} must be a date written YYYY-MM-DD, got "${value}"`);
  }
  return value;
}

/**
 * `stratblocks indicator`: every output of one block over a symbol's window, computed on the
 * window's bars only (the first values are warm-up, printed as null).
 */
export function indicatorCommand(flags: IndicatorFlags, data: BundledMarketData, output: Output): void {
  if (!flags.symbol) throw new CliError('Missing --symbol SYMBOL', 2);
  const start = checkDate(flags.start, 'start');
  const end = checkDate(flags.end, 'end');
  if (start > end) throw new CliError(`--start ${start} is after --end ${end}`);
  const interval = flags.interval ?? '1d';
  if (!(interval in INTERVALS)) throw new CliError(`--interval must be 1d, 1h, 1w or 1mo, got "${interval}"`);
  const requested = parseBlock(flags.block);
  const block = findBlock(requested.name);
  if (!block) throw new CliError(`Unknown block "${requested.name}"`);
  const compute = computationOf(block.name);
  if (!compute || (block.type !== 'comparable' && block.type !== 'boolean')) {
    throw new CliError(
      `${block.name} is a ${block.type} block, not an indicator with values (categories: ${BLOCK_CATEGORIES.join(', ')})`,
    );
  }
  const properties = { ...requested.properties };
  if (flags.timeframe !== undefined) {
    const timeframe = flags.timeframe.trim().toUpperCase();
    const allowed = ALLOWED_TIMEFRAMES[RUN_INTERVALS[interval as keyof typeof INTERVALS]];
    if (!(TIMEFRAMES as readonly string[]).includes(timeframe))
      throw new CliError(`--timeframe must be 1D, 1W or 1M, got "${flags.timeframe}"`);
    if (!allowed.includes(timeframe as (typeof TIMEFRAMES)[number]))
      throw new CliError(
        `--timeframe ${timeframe} cannot be read on ${interval} bars (they may read ${allowed.join(', ')})`,
      );
    if (!takesSourceTimeframe(block.name) || !block.properties.some((spec) => spec.name === 'timeframe'))
      throw new CliError(`${block.name} does not take a timeframe`);
    properties['timeframe'] = timeframe;
  }
  const { params, diagnostics } = normalizeProperties(block, properties, {});
  const problem = diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  if (problem) throw new CliError(problem.message);
  const storedInterval = INTERVALS[interval as keyof typeof INTERVALS];
  const stored = data.range(flags.symbol, storedInterval, start, end);
  const bars =
    interval === '1w' ? resampleWeekly(stored) : interval === '1mo' ? resampleMonthly(stored) : stored;
  // A timeframe or another symbol (docs/engine.md#11-other-symbols-and-timeframes): the values as a
  // strategy on these bars reads them, each as of its bar's close.
  const columns = new ColumnCache(bars);
  columns.useSources({
    library: seriesLibrary(otherSymbol(data, params['symbol'], storedInterval, start, end)),
    traded: bars,
    assetClass: data.resolve(flags.symbol).assetClass,
    window: { start, end },
  });
  const outputs = columns.outputs(block.name, params);
  const values: Record<string, Array<number | null>> = {};
  for (const name of block.outputs) {
    const column = outputs[name];
    if (!column) throw new Error(`${block.name} did not compute its output "${name}"`);
    values[name] = Array.from(column, (value) => (Number.isFinite(value) ? value : null));
  }
  if (flags.json) {
    output.out(JSON.stringify({ dates: bars.times, values }));
    return;
  }
  const names = Object.keys(values);
  output.out(['date', ...names].join(','));
  bars.times.forEach((date, index) => {
    output.out([date, ...names.map((name) => values[name]?.[index] ?? '')].join(','));
  });
}

/** The block's other symbol, loaded in the window, when it names one. */
function otherSymbol(
  data: BundledMarketData,
  symbol: unknown,
  interval: '1d' | '1h',
  start: string,
  end: string,
): OtherSeries {
  if (typeof symbol !== 'string' || symbol.trim() === '') return {};
  if (!data.has(symbol)) throw new CliError(`symbol "${symbol}" is not in the market data`);
  return {
    [symbol]: { bars: data.range(symbol, interval, start, end), assetClass: data.resolve(symbol).assetClass },
  };
}
