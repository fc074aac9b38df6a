import type { BarSeries } from '../data/bars';
import type { PerformanceMetrics } from '../metrics/performance';
import type { ExitReason } from '../sim/exit-plan';
import type { RiskEventKind, RiskEventRecord, TradeRecord } from '../sim/types';
import type { RiskSummary } from './risk-summary';
import type { SourceLine } from './source-lines';

/**
 * Stage 6 of a run (docs/engine.md, "The run pipeline"): backtest_results, the chart data and the
 * closed trades in the spec's field names, built from the simulation (full runs only).
 */

/** A risk rule's decision on the chart: at the close of `date` (docs/engine.md, "Risk rules"). */
export interface RiskEvent {
  date: string;
  kind: RiskEventKind;
}

/** backtest_results.chart_data (units in contracts' backtest-results.ts and docs/metrics.md). */
export interface ChartData {
  dates: string[];
  cumulative_returns: number[];
  daily_returns: number[];
  drawdown: number[];
  ticker: string;
  equity: number[];
  buy_and_hold: number[];
  price: { open: number[]; high: number[]; low: number[]; close: number[]; volume: number[] };
  markers: Array<{ date: string; kind: 'entry' | 'exit'; side: 'long' | 'short'; price: number }>;
  /**
   * Where the max drawdown halted the run and the days the daily loss limit blocked entries. Every
   * run sets it; optional because results saved before it existed lack it (the contracts say so).
   */
  risk_events?: RiskEvent[];
  /**
   * The limits the run used and the entries the account's rules skipped (no cash, no slot, the
   * day's entries used). Every full run sets it; results saved before it existed lack it.
   */
  risk_summary?: RiskSummary;
  /**
   * The lines of the blocks reading another symbol or timeframe, for the price chart
   * (docs/engine.md#on-the-price-chart); absent when the strategy has none.
   */
  source_lines?: SourceLine[];
}

export interface ClosedTrade {
  entry_date: string;
  exit_date: string;
  ticker: string;
  type: 'long' | 'short';
  entry_price: number;
  exit_price: number;
  size: number;
  pnl: number;
  pnl_percent: number;
  commission: number;
  exit_reason: ExitReason;
  exit_block: string | null;
  ambiguous: boolean;
  closed_at_end: boolean;
  bars_held: number;
}

export interface BacktestResults {
  chart_data: ChartData;
  performance_metrics: PerformanceMetrics;
  closed_trades: ClosedTrade[];
}

/** The columns of a chart that depend on the bars only, built once per series and shared. */
interface SeriesColumns {
  buyAndHold: number[];
  price: ChartData['price'];
}

const SERIES_COLUMNS = new WeakMap<Float64Array, SeriesColumns>();

/**
 * A plain array (JSON needs arrays) for `count` numbers, every slot of which the caller writes. Made
 * from a one-number literal and lengthened, it holds unboxed doubles from the start: `new
 * Array(count)` starts as an array of small integers and is copied into a double array at the
 * first fraction written, which costs about as much again as filling it.
 */
function numberColumn(count: number): number[] {
  const column = [0.5];
  column.length = count;
  return column;
}

/** Plain-array copy of a typed column (a loop beats Array.from here). */
function plainArray(column: Float64Array): number[] {
  const count = column.length;
  const out = numberColumn(count);
  for (let index = 0; index < count; index += 1) out[index] = column[index] as number;
  return out;
}

/**
 * Prices and buy-and-hold return of a series, computed once per series (keyed by its close column)
 * and shared by every run on it: result arrays are read-only by contract.
 */
function seriesColumns(bars: BarSeries): SeriesColumns {
  const cached = SERIES_COLUMNS.get(bars.close);
  if (cached && cached.price.close.length === bars.close.length) return cached;
  const count = bars.close.length;
  const firstClose = bars.close[0] ?? Number.NaN;
  const buyAndHold = numberColumn(count);
  for (let index = 0; index < count; index += 1) {
    buyAndHold[index] = ((bars.close[index] as number) / firstClose - 1) * 100;
  }
  const columns: SeriesColumns = {
    buyAndHold,
    price: {
      open: plainArray(bars.open),
      high: plainArray(bars.high),
      low: plainArray(bars.low),
      close: plainArray(bars.close),
      volume: plainArray(bars.volume),
    },
  };
  SERIES_COLUMNS.set(bars.close, columns);
  return columns;
}

/**
 * The chart part of the results: equity, returns, drawdown and prices per bar. The run's own
 * columns are built in one pass over the equity; the date labels are the series' own array and
 * the price columns are built once per series, both shared (read-only) rather than copied.
 */
export function chartData(
  bars: BarSeries,
  equity: Float64Array,
  initialCapital: number,
  trades: readonly TradeRecord[],
  riskEvents: readonly RiskEventRecord[] = [],
  riskSummary?: RiskSummary,
): ChartData {
  const count = bars.times.length;
  const cumulative = numberColumn(count);
  const daily = numberColumn(count);
  const drawdown = numberColumn(count);
  const equityValues = numberColumn(count);
  let peak = initialCapital;
  let previous = initialCapital;
  for (let index = 0; index < count; index += 1) {
    const value = equity[index] as number;
    if (value > peak) peak = value;
    equityValues[index] = value;
    cumulative[index] = (value / initialCapital - 1) * 100;
    daily[index] = (value / previous - 1) * 100;
    drawdown[index] = (value / peak - 1) * 100;
    previous = value;
  }
  const markers: ChartData['markers'] = [];
  for (const trade of trades) {
    markers.push({
      date: bars.times[trade.entryBar] ?? '',
      kind: 'entry',
      side: trade.side,
      price: trade.entryPrice,
    });
    markers.push({
      date: bars.times[trade.exitBar] ?? '',
      kind: 'exit',
      side: trade.side,
      price: trade.exitPrice,
    });
  }
  const shared = seriesColumns(bars);
  return {
    dates: bars.times as string[],
    cumulative_returns: cumulative,
    daily_returns: daily,
    drawdown,
    ticker: bars.symbol,
    equity: equityValues,
    buy_and_hold: shared.buyAndHold,
    price: shared.price,
    markers,
    risk_events: riskEvents.map((event) => ({ date: bars.times[event.bar] ?? '', kind: event.kind })),
    ...(riskSummary ? { risk_summary: riskSummary } : {}),
  };
}

/** closed_trades in the spec's field names, in exit order. */
export function closedTrades(bars: BarSeries, trades: readonly TradeRecord[]): ClosedTrade[] {
  return trades.map((trade) => closedTrade(bars, trade));
}

/** One closed trade in the spec's field names, its dates and ticker from the bars it traded on. */
export function closedTrade(bars: BarSeries, trade: TradeRecord): ClosedTrade {
  return {
    entry_date: bars.times[trade.entryBar] ?? '',
    exit_date: bars.times[trade.exitBar] ?? '',
    ticker: bars.symbol,
    type: trade.side,
    entry_price: trade.entryPrice,
    exit_price: trade.exitPrice,
    size: trade.size,
    pnl: trade.pnl,
    pnl_percent: (trade.pnl / (trade.entryPrice * trade.size)) * 100,
    commission: trade.entryCommission + trade.exitCommission,
    exit_reason: trade.exitReason,
    exit_block: trade.exitBlock,
    ambiguous: trade.ambiguous,
    closed_at_end: trade.closedAtEnd,
    bars_held: trade.barsHeld,
  };
}

/** The chart of a run that builds none (metrics-only runs): every column empty. */
export function emptyChart(ticker: string): ChartData {
  return {
    dates: [],
    cumulative_returns: [],
    daily_returns: [],
    drawdown: [],
    ticker,
    equity: [],
    buy_and_hold: [],
    price: { open: [], high: [], low: [], close: [], volume: [] },
    markers: [],
    risk_events: [],
  };
}
