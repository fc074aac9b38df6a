import type { BarSeries } from '@stratblocks/engine';
import type { ClosedTrade } from './backtest-results';

/**
 * What a watch reads off the engine's run of a strategy up to its newest bar (docs/watches.md#how-a-watch-works).
 * The run is given one provisional bar after the newest one (`withNextSessionBar`): the engine's
 * own loop then decides at the newest close exactly as it will once the real next bar exists
 * (nothing decided at a bar reads a later one), and a decision shows as a trade filled at the
 * provisional open. Nothing priced on the provisional bar is ever reported.
 */

/** Exit reasons decided at a bar's close and filled at the next open (the others fill inside a bar). */
const DECIDED_AT_CLOSE = new Set<ClosedTrade['exit_reason']>(['signal', 'time_exit', 'max_drawdown_halt']);

/** An alert's event: an entry or exit decided at a close (for the next open), or an exit filled inside a bar. */
export interface WatchDecision {
  /** The bar whose close decided it, or inside which it filled (YYYY-MM-DD). */
  bar: string;
  symbol: string;
  kind: 'entry' | 'exit';
  side: 'long' | 'short';
  /** next_open: decided at the bar's close, fills at the next open; in_bar: filled inside the bar. */
  timing: 'next_open' | 'in_bar';
  /** Why an exit happens (the engine's exit reason); null for entries. */
  reason: ClosedTrade['exit_reason'] | null;
  /** The exit block that filled, when one did. */
  block: string | null;
  /** The fill price (slippage included) of an exit inside the bar; null for next-open decisions. */
  price: number | null;
  /** Trades concerned (several when max open trades allows more than one). */
  trades: number;
  /** Unique per watch and bar: the kind, side, timing and symbol. */
  key: string;
}

/** A trade open at the newest close. */
export interface OpenPosition {
  symbol: string;
  side: 'long' | 'short';
  size: number;
  entry_date: string;
  entry_price: number;
}

/** The date after `date` on which the market trades: every day for crypto, the next weekday else. */
export function nextSessionDate(date: string, everyDay: boolean): string {
  let time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  for (;;) {
    time += 86_400_000;
    const day = new Date(time).getUTCDay();
    if (everyDay || (day !== 0 && day !== 6)) return new Date(time).toISOString().slice(0, 10);
  }
}

/**
 * The bars and one provisional bar on the next session date (or on `date`), priced at the newest
 * close with no volume: it only gives the engine a next open at which decisions of the newest
 * close show.
 */
export function withNextSessionBar(bars: BarSeries, everyDay: boolean, date?: string): BarSeries {
  const count = bars.times.length;
  const last = bars.times[count - 1];
  if (last === undefined) return bars;
  const close = bars.close[count - 1] ?? Number.NaN;
  const extend = (column: Float64Array, value: number) => {
    const out = new Float64Array(count + 1);
    out.set(column);
    out[count] = value;
    return out;
  };
  return {
    ...bars,
    times: [...bars.times, date ?? nextSessionDate(last, everyDay)],
    open: extend(bars.open, close),
    high: extend(bars.high, close),
    low: extend(bars.low, close),
    close: extend(bars.close, close),
    volume: extend(bars.volume, 0),
  };
}

function strictlyAscending(dates: readonly string[]): boolean {
  for (let index = 1; index < dates.length; index += 1) {
    if (!((dates[index - 1] ?? '') < (dates[index] ?? ''))) return false;
  }
  return true;
}

/** Two strictly ascending lists of dates merged into one, without repeats. */
function mergeAscending(a: readonly string[], b: readonly string[]): string[] {
  const merged: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (right === undefined || (left !== undefined && left < right)) {
      merged.push(left as string);
      i += 1;
    } else if (left === undefined || right < left) {
      merged.push(right);
      j += 1;
    } else {
      merged.push(left);
      i += 1;
      j += 1;
    }
  }
  return merged;
}

function sameDates(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

/**
 * Every date of the lists, once each, sorted: what `[...new Set(lists.flat())].sort()` answers,
 * made by merging the (already sorted) lists, which costs a 50-symbol portfolio's check a few
 * milliseconds instead of a hundred on the event loop; lists that are not sorted take that way.
 */
export function unionOfDates(lists: readonly (readonly string[])[]): string[] {
  if (!lists.every(strictlyAscending)) return [...new Set(lists.flat())].sort();
  let union: string[] = [];
  for (const list of lists) {
    // Symbols of one market mostly share one calendar.
    if (!sameDates(union, list)) union = mergeAscending(union, list);
  }
  return union;
}

/** A portfolio's series, each with its provisional bar on one date, and that run's calendar. */
export interface ProvisionalPortfolio {
  series: BarSeries[];
  /** The newest real date of any symbol: the close whose decisions a check reports. */
  newest: string;
  /** The union of the symbols' dates, ending with the provisional date. */
  dates: string[];
  /** Each symbol's own dates (its canonical ticker, as closed trades name it). */
  datesByTicker: Map<string, readonly string[]>;
}

/**
 * A portfolio's bars for a check (docs/engine.md#10-portfolios, docs/watches.md#watching-a-strategy): every symbol gets its provisional bar on
 * the one session date after the newest bar of any symbol, so that the union calendar ends with
 * one provisional date and a symbol whose bar of the newest date is missing fills at that date,
 * as the engine fills a symbol with no bar on the next date (8.6).
 */
export function withNextSessionBars(series: readonly BarSeries[], everyDay: boolean): ProvisionalPortfolio {
  const newest = series.reduce((latest, bars) => {
    const last = bars.times[bars.times.length - 1] ?? '';
    return last > latest ? last : latest;
  }, '');
  const provisional = newest === '' ? '' : nextSessionDate(newest, everyDay);
  const extended = series.map((bars) =>
    provisional === '' ? bars : withNextSessionBar(bars, everyDay, provisional),
  );
  const dates = unionOfDates(extended.map((bars) => bars.times));
  return {
    series: extended,
    newest: newest.slice(0, 10),
    dates,
    datesByTicker: new Map(extended.map((bars) => [bars.symbol, bars.times])),
  };
}

/**
 * The decisions of a run at each of its bars up to the newest (the run's dates end with the
 * provisional bar): an entry at a bar's open was decided at the previous close; an exit for a
 * reason decided at a close likewise; any other exit (stop, target, trailing stop, end of day or
 * week) filled inside its bar. Trades closed because the data ended are not decisions. Decisions
 * of one bar with the same key are one, counting its trades; exits come before entries. For a
 * portfolio, `datesByTicker` gives each symbol's own dates (each ending with the provisional one):
 * a decision's bar is the previous bar of its own symbol.
 */
export function decisionsOfRun(
  trades: readonly ClosedTrade[],
  dates: readonly string[],
  datesByTicker?: ReadonlyMap<string, readonly string[]>,
): WatchDecision[] {
  const calendars = new Map<readonly string[], ReturnType<typeof calendarOf>>();
  const calendarFor = (ticker: string) => {
    const own = datesByTicker?.get(ticker) ?? dates;
    let calendar = calendars.get(own);
    if (!calendar) {
      calendar = calendarOf(own);
      calendars.set(own, calendar);
    }
    return calendar;
  };
  const found = new Map<string, WatchDecision>();
  const add = (decision: Omit<WatchDecision, 'key' | 'trades'>) => {
    const key = `${decision.kind}-${decision.side}-${decision.timing}:${decision.symbol}`;
    const id = `${decision.bar}|${key}`;
    const seen = found.get(id);
    if (seen) seen.trades += 1;
    else found.set(id, { ...decision, key, trades: 1 });
  };
  for (const trade of trades) {
    const { barBefore, positionOf, newestIndex } = calendarFor(trade.ticker);
    const entryBar = barBefore(trade.entry_date);
    if (entryBar !== null) {
      add({
        bar: entryBar,
        symbol: trade.ticker,
        kind: 'entry',
        side: trade.type,
        timing: 'next_open',
        reason: null,
        block: null,
        price: null,
      });
    }
    if (trade.closed_at_end) continue;
    const decidedAtClose = DECIDED_AT_CLOSE.has(trade.exit_reason);
    const exitBar = decidedAtClose ? barBefore(trade.exit_date) : trade.exit_date;
    // A level touched on the provisional bar is no decision: that bar is not real.
    if (exitBar === null || (positionOf(exitBar) ?? Infinity) > newestIndex) continue;
    add({
      bar: exitBar,
      symbol: trade.ticker,
      kind: 'exit',
      side: trade.type,
      timing: decidedAtClose ? 'next_open' : 'in_bar',
      reason: trade.exit_reason,
      block: trade.exit_block,
      price: decidedAtClose ? null : trade.exit_price,
    });
  }
  // By bar; within a bar, exits before entries (the order the engine decides them in, 4.4).
  return [...found.values()].sort((a, b) =>
    a.bar !== b.bar ? (a.bar < b.bar ? -1 : 1) : a.kind === b.kind ? 0 : a.kind === 'exit' ? -1 : 1,
  );
}

/** The position of a date in strictly ascending dates (binary search), or undefined. */
function positionIn(dates: readonly string[], date: string): number | undefined {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((dates[middle] ?? '') < date) low = middle + 1;
    else high = middle;
  }
  return dates[low] === date ? low : undefined;
}

/**
 * Positions of a run's dates, the bar before a date, and the position of the newest real bar.
 * Sorted dates (a run's always are) are searched rather than indexed: a 50-symbol scan's check
 * then builds no map of each symbol's thousands of dates on the event loop for a few trades.
 */
function calendarOf(dates: readonly string[]) {
  let positionOf = (date: string) => positionIn(dates, date);
  if (!strictlyAscending(dates)) {
    const index = new Map<string, number>();
    dates.forEach((date, position) => index.set(date, position));
    positionOf = (date) => index.get(date);
  }
  const barBefore = (date: string): string | null => {
    const position = positionOf(date);
    return position === undefined || position < 1 ? null : (dates[position - 1] ?? null);
  };
  return { positionOf, barBefore, newestIndex: dates.length - 2 };
}

/** The trades open at the newest close of a run with a provisional bar (those still open at its open). */
export function openAtNewestClose(trades: readonly ClosedTrade[], dates: readonly string[]): OpenPosition[] {
  const provisional = dates[dates.length - 1];
  if (provisional === undefined) return [];
  return trades
    .filter((trade) => trade.exit_date === provisional && trade.entry_date < provisional)
    .map((trade) => ({
      symbol: trade.ticker,
      side: trade.type,
      size: trade.size,
      entry_date: trade.entry_date,
      entry_price: trade.entry_price,
    }));
}

/** One line for a decision, as alerts, emails and the command line say it. */
export function describeDecision(decision: WatchDecision): string {
  const side = decision.side === 'long' ? 'long' : 'short';
  const count = decision.trades > 1 ? ` (${decision.trades} trades)` : '';
  if (decision.kind === 'entry') {
    const verb = decision.side === 'long' ? 'buy' : 'sell short';
    return `Entry ${side} decided at the close of ${decision.bar}: ${verb} ${decision.symbol} at the next open`;
  }
  const why = decision.block ?? (decision.reason ?? 'signal').replace(/_/g, ' ');
  if (decision.timing === 'next_open') {
    const verb = decision.side === 'long' ? 'sell' : 'buy to cover';
    return `Exit ${side} (${why}) decided at the close of ${decision.bar}: ${verb} ${decision.symbol} at the next open${count}`;
  }
  const price = decision.price === null ? '' : ` at ${formatPrice(decision.price)}`;
  return `Exit ${side} (${why}) filled${price} inside the bar of ${decision.bar} on ${decision.symbol}${count}`;
}

function formatPrice(value: number): string {
  return Math.abs(value) >= 1 ? value.toFixed(2) : value.toPrecision(4);
}
