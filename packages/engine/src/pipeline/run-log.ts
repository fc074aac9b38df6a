import { dateOf, type BarSeries } from '../data/bars';
import type { Diagnostic } from '../logic/diagnostics';
import type { Program } from '../logic/compile';
import type { PerformanceMetrics } from '../metrics/performance';
import type {
  EntrySkipped,
  LaneEventSink,
  SimulationEvent,
  SimulationEventSink,
  SkipReason,
} from '../sim/events';
import type { SimulationResult } from '../sim/types';
import type { SeriesLibrary } from '../sources/library';
import { symbolReferences } from '../sources/symbols-read';
import type { StrategyInput } from '../strategy/types';

/**
 * The human log of a run (the lines the builder's console shows), formatted here from what the
 * stages produce (the kernel's events included), so that no stage builds text, and nothing builds
 * it when nobody listens.
 */

/** What the lines of the kernel's events are written with: the bars' times and symbol, units. */
export interface RunLogView {
  times: readonly string[];
  symbol: string;
  /** Whole units (stocks) print as integers; fractional ones with up to 8 decimals. */
  wholeUnits: boolean;
  /** A skipped entry's line names the symbol (a portfolio's log mixes several). */
  skipsNameSymbol?: boolean;
}

const SKIP_REASONS: Record<SkipReason, string> = {
  afford: 'cash could not buy one unit',
  'daily-loss': 'daily loss limit',
  opposite: 'a trade of the other side was open',
  'max-open': 'max open trades',
  'per-day': 'max trades per day',
};

function money(value: number): string {
  return Math.abs(value) >= 1 ? value.toFixed(2) : value.toPrecision(4);
}

/** The log line of one kernel event. */
export function simulationEventLine(event: SimulationEvent, view: RunLogView): string {
  const time = (bar: number) => view.times[bar] ?? '';
  const units = (size: number) => (view.wholeUnits ? String(size) : String(Number(size.toFixed(8))));
  switch (event.kind) {
    case 'entry':
      return `${time(event.bar)} ${event.side === 'long' ? 'BUY' : 'SELL SHORT'} ${units(event.size)} ${view.symbol} @ ${money(event.price)}`;
    case 'exit': {
      const verb = event.side === 'long' ? 'SELL' : 'BUY TO COVER';
      const words = event.reason.replace(/_/g, ' ');
      const why = event.block ? `${words}: ${event.block}` : words;
      return `${time(event.bar)} ${verb} ${units(event.size)} ${view.symbol} @ ${money(event.price)} (${why}) P&L ${event.pnl >= 0 ? '+' : ''}${money(event.pnl)}`;
    }
    case 'entry_skipped':
      return `${time(event.bar)} ${view.skipsNameSymbol ? `${view.symbol} ` : ''}${event.side} entry skipped: ${skipWhy(event, time)}`;
    case 'skips_not_reported':
      return `... and ${event.count} more entries skipped (${SKIP_REASONS[event.reason]})`;
    case 'daily_loss_limit':
      return `${time(event.bar)} Daily loss limit of ${money(event.limit * 100)}% reached: no new entries today`;
    case 'max_drawdown_halt':
      return `${time(event.bar)} Max drawdown of ${money(event.limit * 100)}% reached (equity ${money(event.equity)}, peak ${money(event.peak)}): closing every trade at the next open, no new entries`;
  }
}

/** Why an entry was skipped, as the line after "entry skipped:" says it. */
function skipWhy(event: EntrySkipped, time: (bar: number) => string): string {
  switch (event.reason) {
    case 'afford':
      return `cash ${money(event.cash)} cannot buy one unit at ${money(event.price)}`;
    case 'daily-loss':
      return 'daily loss limit reached';
    case 'opposite':
      return `a ${event.side === 'long' ? 'short' : 'long'} trade is open`;
    case 'max-open':
      return `${event.limit} trades already open (max open trades)`;
    case 'per-day':
      return `${event.limit} entries already on ${dateOf(time(event.bar + 1))} (max trades per day)`;
  }
}

/** A sink for the kernel's events that writes their lines to `log`. */
export function runLogSink(view: RunLogView, log: (line: string) => void): SimulationEventSink {
  return (event) => {
    log(simulationEventLine(event, view));
  };
}

/** What the run is about to do: the bars, the settings, the rows compiled, the warnings. */
export function runHeaderLines(
  strategy: StrategyInput,
  bars: BarSeries,
  program: Program,
  diagnostics: readonly Diagnostic[],
): string[] {
  const general = strategy.generalSetting;
  const lines = [
    `Backtesting ${bars.symbol} on ${bars.times.length} ${general.timeInterval} bars from ${bars.times[0] ?? ''} to ${bars.times.at(-1) ?? ''}`,
    `Strategy type: ${general.strategyType}; capital ${general.initialCapital}; equity used ${general.equityUsed}%; commission ${general.commission}%; slippage ${general.slippage}%`,
  ];
  for (const [label, side] of [
    ['Entry long', program.long],
    ['Entry short', program.short],
    ['Exit long', program.exitLong],
    ['Exit short', program.exitShort],
  ] as const) {
    if (side) lines.push(`${label}: ${side.description}`);
  }
  for (const diagnostic of diagnostics) lines.push(`Warning: ${diagnostic.message}`);
  return lines;
}

const INTERVAL_WORDS: Readonly<Record<string, string>> = {
  '1h': 'hourly',
  '1d': 'daily',
  '1w': 'weekly',
  '1mo': 'monthly',
};

/** 2516 -> "2,516". */
function thousands(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * One line per other symbol the blocks read (docs/engine.md#11-other-symbols-and-timeframes): its
 * bars in the run's window and the first block reading it, "Loaded SPY (daily, 2015-01-02 to
 * 2024-12-31, 2,516 bars) for Entry long, Logic 1, element 3 (SMA)".
 */
export function otherSeriesLines(strategy: StrategyInput, library: SeriesLibrary | null): string[] {
  if (library === null) return [];
  const general = strategy.generalSetting;
  const window = { start: general.startDate, end: general.endDate };
  const lines: string[] = [];
  for (const { symbol, where } of symbolReferences(strategy)) {
    // The traded symbol named in a block is read from the run's own bars: not loaded.
    const bars = library.windowBars(symbol, window);
    if (!bars) continue;
    const first = bars.times[0] ?? '';
    const last = bars.times.at(-1) ?? '';
    const interval = INTERVAL_WORDS[bars.interval] ?? bars.interval;
    lines.push(
      `Loaded ${symbol} (${interval}, ${first} to ${last}, ${thousands(bars.times.length)} bar${bars.times.length === 1 ? '' : 's'}) for ${where}`,
    );
  }
  return lines;
}

/** The last line: trades, total return and max drawdown. */
export function runSummaryLine(simulation: SimulationResult, metrics: PerformanceMetrics): string {
  const trades = simulation.trades.length;
  return `Backtest complete: ${trades} trade${trades === 1 ? '' : 's'}, total return ${metrics.total_return.toFixed(2)}%, max drawdown ${metrics.max_drawdown.toFixed(2)}%`;
}

/**
 * A sink for the portfolio kernel's events that writes their lines to `log`, worded as a
 * single-symbol run's: each trade's line on its own symbol's bar times, the account's (daily loss
 * limit, drawdown halt) on the union calendar's.
 */
export function portfolioRunLogSink(
  lanes: readonly Pick<BarSeries, 'times' | 'symbol'>[],
  calendarTimes: readonly string[],
  wholeUnits: boolean,
  log: (line: string) => void,
): LaneEventSink {
  const views: RunLogView[] = lanes.map((bars) => ({
    times: bars.times,
    symbol: bars.symbol,
    wholeUnits,
    skipsNameSymbol: true,
  }));
  const account: RunLogView = { times: calendarTimes, symbol: '', wholeUnits };
  return ({ lane, event }) => {
    log(simulationEventLine(event, lane === null ? account : (views[lane] ?? account)));
  };
}
