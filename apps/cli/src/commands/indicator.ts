import {
  BLOCK_CATEGORIES,
  computationOf,
  findBlock,
  normalizeProperties,
  resampleMonthly,
  resampleWeekly,
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
  json: boolean;
}

const INTERVALS = { '1d': '1d', '1h': '1h', '1w': '1d', '1mo': '1d' } as const;

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
  const { params, diagnostics } = normalizeProperties(block, requested.properties, {});
  const problem = diagnostics.find((diagnostic) => diagnostic.severity === 'error');
  if (problem) throw new CliError(problem.message);
  const stored = data.range(flags.symbol, INTERVALS[interval as keyof typeof INTERVALS], start, end);
  const bars =
    interval === '1w' ? resampleWeekly(stored) : interval === '1mo' ? resampleMonthly(stored) : stored;
  const outputs = compute(bars, params);
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
