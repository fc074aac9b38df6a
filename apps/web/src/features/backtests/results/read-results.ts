import {
  ChartDataSchema,
  ClosedTradeSchema,
  EXIT_REASONS,
  METRIC_DEFINITIONS,
  PerformanceMetricsSchema,
  RiskEventSchema,
  SourceLineSchema,
  TradeMarkerSchema,
  type ChartData,
  type ClosedTrade,
  type PerformanceMetrics,
  type RiskEvent,
  type SourceLine,
  type TradeMarker,
} from '@stratblocks/contracts';

/**
 * Results reach the views in two forms: fresh from a run (contracts' strict BacktestResults) or
 * saved with a strategy (StoredBacktestResults: records of unknown fields, possibly from older
 * versions). Each reader tries the strict schema first and otherwise keeps the fields that have
 * the right type, so that a view shows N/A where a field is missing instead of failing.
 */

export type MetricKey = keyof PerformanceMetrics;

/** Metrics by key; a missing or unreadable field is undefined (shown as N/A, as is null). */
export type MetricValues = { [Key in MetricKey]?: PerformanceMetrics[Key] | null };

/** A closed trade with every field possibly missing, plus its position in the list. */
export type TradeRow = { [Key in keyof ClosedTrade]: ClosedTrade[Key] | null } & { index: number };

/** The columns the equity chart draws (a full ChartData fits). */
export interface EquityColumns {
  dates: readonly string[];
  cumulative_returns: readonly number[];
  drawdown?: readonly number[] | undefined;
  equity?: readonly number[] | undefined;
  buy_and_hold?: readonly number[] | undefined;
  ticker?: string | undefined;
  /** Where the risk rules acted (results saved before the engine reported it have none). */
  risk_events?: readonly RiskEvent[] | undefined;
}

/** The columns the price chart draws (a full ChartData fits). */
export interface PriceColumns {
  dates: readonly string[];
  price: {
    open: readonly number[];
    high: readonly number[];
    low: readonly number[];
    close: readonly number[];
  };
  markers: readonly TradeMarker[];
  ticker?: string | undefined;
  risk_events?: readonly RiskEvent[] | undefined;
  /** Blocks reading another symbol or timeframe (docs/engine.md#on-the-price-chart); older results have none. */
  source_lines?: readonly SourceLine[] | undefined;
}

export type LooseRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is LooseRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

const METRIC_KEYS = Object.keys(METRIC_DEFINITIONS) as MetricKey[];

/**
 * Reads each input object once: several views read the same results (10,000 trades or 20,000
 * bars take a schema parse of tens of milliseconds), and results are never mutated in place.
 */
function cached<Result>(read: (input: unknown) => Result): (input: unknown) => Result {
  const results = new WeakMap<object, Result>();
  return (input) => {
    if (typeof input !== 'object' || input === null) return read(input);
    const known = results.get(input);
    if (known !== undefined) return known;
    const result = read(input);
    results.set(input, result);
    return result;
  };
}

/** performance_metrics of either form. */
export const readMetrics = cached(function readMetrics(input: unknown): MetricValues {
  const strict = PerformanceMetricsSchema.safeParse(input);
  if (strict.success) return strict.data;
  if (!isRecord(input)) return {};
  const entries = METRIC_KEYS.flatMap((key): Array<[MetricKey, string | number | null]> => {
    const value = input[key];
    const textual = METRIC_DEFINITIONS[key].unit === 'text';
    if (value === null) return [[key, null]];
    if (textual && typeof value === 'string') return [[key, value]];
    const number = finite(value);
    return !textual && number !== null ? [[key, number]] : [];
  });
  const values: MetricValues = Object.fromEntries(entries);
  // The contracts define these pairs as the same figure; older results carry only the first.
  for (const [kept, alias] of ALIASES) {
    if (values[alias] === undefined && values[kept] !== undefined) values[alias] = values[kept];
  }
  return values;
});

const ALIASES = [
  ['cumulative_return', 'total_return'],
  ['win_ratio', 'win_rate'],
] as const satisfies ReadonlyArray<readonly [MetricKey, MetricKey]>;

function exitReason(value: unknown): ClosedTrade['exit_reason'] | null {
  return EXIT_REASONS.find((reason) => reason === value) ?? null;
}

function looseTrade(input: unknown, index: number): TradeRow {
  const record = isRecord(input) ? input : {};
  const type = record['type'];
  return {
    index,
    entry_date: text(record['entry_date']),
    exit_date: text(record['exit_date']),
    ticker: text(record['ticker']),
    type: type === 'long' || type === 'short' ? type : null,
    entry_price: finite(record['entry_price']),
    exit_price: finite(record['exit_price']),
    size: finite(record['size']),
    pnl: finite(record['pnl']),
    pnl_percent: finite(record['pnl_percent']),
    commission: finite(record['commission']),
    exit_reason: exitReason(record['exit_reason']),
    exit_block: text(record['exit_block']),
    ambiguous: flag(record['ambiguous']),
    closed_at_end: flag(record['closed_at_end']),
    bars_held: finite(record['bars_held']),
  };
}

/** closed_trades of either form, in their order. */
export const readTrades = cached(function readTrades(input: unknown): TradeRow[] {
  if (!Array.isArray(input)) return [];
  return input.map((item: unknown, index) => {
    const strict = ClosedTradeSchema.safeParse(item);
    return strict.success ? { ...strict.data, index } : looseTrade(item, index);
  });
});

/** The trades as the strict contract type, when every one of them fits it (for the CSV export). */
export function strictTrades(trades: readonly TradeRow[]): ClosedTrade[] | null {
  const result: ClosedTrade[] = [];
  for (const row of trades) {
    const strict = ClosedTradeSchema.safeParse(row);
    if (!strict.success) return null;
    result.push(strict.data);
  }
  return result;
}

function numberColumn(value: unknown, length: number): number[] | undefined {
  if (!Array.isArray(value) || value.length !== length) return undefined;
  return value.every((item: unknown): item is number => typeof item === 'number') ? value : undefined;
}

function dateColumn(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value.every((item: unknown): item is string => typeof item === 'string') ? value : null;
}

/** The full chart data when it fits the contract, else null. */
export const readChart = cached(function readChart(input: unknown): ChartData | null {
  const strict = ChartDataSchema.safeParse(input);
  return strict.success ? strict.data : null;
});

/** The risk events of a chart_data of either form: those that fit the contract, in their order. */
function riskEvents(value: unknown): RiskEvent[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((event: unknown) => {
    const parsed = RiskEventSchema.safeParse(event);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The lines of other series that fit the dates (one value per date); others are left out. */
function sourceLines(value: unknown, count: number): SourceLine[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((line: unknown) => {
    const parsed = SourceLineSchema.safeParse(line);
    return parsed.success && parsed.data.values.length === count ? [parsed.data] : [];
  });
}

/** chart_data's equity columns of either form (the spec's older chart_data has no equity column). */
export function readEquityColumns(input: unknown): EquityColumns | null {
  const full = readChart(input);
  if (full) return full;
  if (!isRecord(input)) return null;
  const dates = dateColumn(input['dates']);
  if (!dates) return null;
  const cumulative = numberColumn(input['cumulative_returns'], dates.length);
  if (!cumulative) return null;
  return {
    dates,
    cumulative_returns: cumulative,
    drawdown: numberColumn(input['drawdown'], dates.length),
    equity: numberColumn(input['equity'], dates.length),
    buy_and_hold: numberColumn(input['buy_and_hold'], dates.length),
    ticker: text(input['ticker']) ?? undefined,
    risk_events: riskEvents(input['risk_events']),
  };
}

/** chart_data's price columns and trade markers, when present. */
export function readPriceColumns(input: unknown): PriceColumns | null {
  const full = readChart(input);
  if (full) return full;
  if (!isRecord(input) || !isRecord(input['price'])) return null;
  const dates = dateColumn(input['dates']);
  if (!dates) return null;
  const price = input['price'];
  const open = numberColumn(price['open'], dates.length);
  const high = numberColumn(price['high'], dates.length);
  const low = numberColumn(price['low'], dates.length);
  const close = numberColumn(price['close'], dates.length);
  if (!open || !high || !low || !close) return null;
  const markers = Array.isArray(input['markers'])
    ? input['markers'].flatMap((marker: unknown) => {
        const parsed = TradeMarkerSchema.safeParse(marker);
        return parsed.success ? [parsed.data] : [];
      })
    : [];
  return {
    dates,
    price: { open, high, low, close },
    markers,
    ticker: text(input['ticker']) ?? undefined,
    risk_events: riskEvents(input['risk_events']),
    source_lines: sourceLines(input['source_lines'], dates.length),
  };
}
