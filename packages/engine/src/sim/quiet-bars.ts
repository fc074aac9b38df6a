import { markValue } from './broker';
import { levelTouched, type LevelBounds } from './levels';
import type { OpenTrade } from './open-trade';
import type { QuietStretches } from './quiet-stretches';

/**
 * Quiet bars: bars where the full step of the simulation would only mark equity, because nothing
 * fills, no stop or target is reached, no time exit is due, and no signal, risk rule or log line
 * fires (an entry signal that would only be skipped and counted is quiet). They are marked here in
 * tight loops, and the first bar where anything could happen is left to the full step, so the
 * results are those of the bar-by-bar model exactly. Parameter sweeps spend most of their bars
 * here, so each common case (no trade open, one trade open and no risk rule) has its own loop.
 */

/**
 * Two slots to pick the new peak by index, Number(marked > peak), instead of with a branch: while a
 * trade is open new peaks come unpredictably, and a mispredicted branch costs more than the pick.
 */
const PICK = new Float64Array(2);

/** The running figures that marking a bar moves (the simulation's own fields). */
export interface MarkState {
  /** Highest equity so far (the max drawdown halt). */
  peak: number;
  /** Trading day of the last marked bar, and the equity that day started from (daily loss). */
  currentDay: number;
  dayStartEquity: number;
  /** The last mark. */
  previousEquity: number;
}

export interface QuietBarsInput {
  /** The first bar to consider (the one after the last full step). */
  from: number;
  /** Bars up to here (excluded) may be quiet: the last bar of the data never is. */
  last: number;
  closes: Float64Array;
  /** A number per bar that changes with the trading day. */
  days: Int32Array;
  /** Where the marks go. */
  equity: Float64Array;
  cash: number;
  /** Open trades: none exit inside a bar or by time while bars are quiet. */
  open: readonly OpenTrade[];
  entryLong: Uint8Array | null;
  /** Null unless the strategy trades both sides. */
  entryShort: Uint8Array | null;
  exitLong: Uint8Array | null;
  exitShort: Uint8Array | null;
  /** False once halted: the risk rules have nothing left to stop. */
  checkRisk: boolean;
  /** A mark below peak x drawdownFloor, or below the day's start x dailyFloor, is not quiet. */
  drawdownFloor: number;
  /**
   * Whether the loops keep the peak up to date: only a drawdown floor other than 0 reads it. With a floor
   * of 0 (no max drawdown rule, or 100%) the peak is left behind, and the simulation works it out
   * from the marks if it ever needs it (simulation.peakSoFar).
   */
  trackPeak: boolean;
  dailyFloor: number;
  /** The day on which entries are already blocked by the daily loss limit. */
  blockedDay: number;
  /** Where the flat and one-trade stretches are recorded (for the drawdown). */
  stretches: QuietStretches;
  /** The bars' open, high and low, read against the open trades' levels. */
  opens: Float64Array;
  highs: Float64Array;
  lows: Float64Array;
  /**
   * The open trades' fixed stops and targets folded into four bounds (sim/levels.ts): a bar whose
   * open or low is at or below longStop or shortTarget, or whose open or high is at or above
   * longTarget or shortStop, is not quiet. Infinite bounds (no level) never stop a loop.
   */
  levels: LevelBounds;
  /**
   * Whether an entry signal of each side would be skipped at once (the trades open fill every slot,
   * or one of the other side is open) and only counted, as nothing listens to skips one by one; an
   * entry that may fill ends the quiet bars.
   */
  skipLong: boolean;
  skipShort: boolean;
  /** Out: the entries skipped in the bars marked by the last call. */
  skipped: number;
}

/**
 * Marks the quiet bars from `from` on and advances the state; returns the first bar that is not
 * quiet (`from` itself when none is).
 *
 * The caller has just run a full step (decide) on bar from - 1: the previous mark is the cash plus
 * the open trades marked at that close, and the peak already includes it.
 */
export function markQuietBars(input: QuietBarsInput, state: MarkState): number {
  input.skipped = 0;
  if (input.open.length === 0 && flatRiskQuiet(input, state)) return markFlatBars(input, state);
  const rulesOff = input.drawdownFloor === 0 && input.dailyFloor === 0;
  if (input.open.length === 1 && rulesOff) return markOneTradeBarsWithoutRules(input, state);
  return markBars(input, state);
}

/**
 * Out of the market every mark is the cash, so the risk rules see the same numbers at every bar:
 * a drawdown against the same peak and a daily change from the same start (the cash on a new day,
 * as the previous mark is the cash; the start recorded for the current day otherwise). When none
 * of those can fire, only an entry signal ends the quiet bars.
 */
function flatRiskQuiet(input: QuietBarsInput, state: MarkState): boolean {
  if (!input.checkRisk) return true;
  const cash = input.cash;
  const peak = cash > state.peak ? cash : state.peak;
  return (
    state.previousEquity === cash &&
    !(cash < peak * input.drawdownFloor) &&
    !(cash < cash * input.dailyFloor) &&
    !(cash < state.dayStartEquity * input.dailyFloor)
  );
}

function markFlatBars(input: QuietBarsInput, state: MarkState): number {
  const { from, last, entryLong, entryShort, cash } = input;
  let bar = from;
  if (entryShort === null) {
    if (entryLong === null) bar = last;
    else while (bar < last && entryLong[bar] !== 1) bar += 1;
  } else {
    while (bar < last && entryShort[bar] !== 1 && (entryLong === null || entryLong[bar] !== 1)) bar += 1;
  }
  if (bar === from) return from;
  input.equity.fill(cash, from, bar);
  input.stretches.flat(from, bar, cash);
  if (cash > state.peak) state.peak = cash;
  const lastDay = input.days[bar - 1] as number;
  if (lastDay !== state.currentDay) {
    state.currentDay = lastDay;
    state.dayStartEquity = cash;
  }
  state.previousEquity = cash;
  return bar;
}

/**
 * One open trade without drawdown or daily loss rules (off, or at 100%): the usual case of a
 * sweep. The floors are 0, so the only mark the rules could act on is a negative one, and the
 * peak and the day figures are not read while the bars are marked (they are brought up to date
 * once at the end). The mark is cash + size x close for a long and cash + size x (2 x entry -
 * close) for a short, written as cash + size x (offset + direction x close) with the same rounding
 * as markValue (0 + close is close, 2 x entry + -close is 2 x entry - close).
 */
function markOneTradeBarsWithoutRules(input: QuietBarsInput, state: MarkState): number {
  const { from, last, closes, equity, cash, entryLong, entryShort } = input;
  const trade = input.open[0] as OpenTrade;
  const long = trade.side === 'long';
  const exitSignal = long ? input.exitLong : input.exitShort;
  const size = trade.size;
  const offset = long ? 0 : 2 * trade.entryPrice;
  const direction = long ? 1 : -1;
  // peak x 0 and day start x 0 are 0: a mark below it is not quiet (when the rules are checked).
  const floor = input.checkRisk ? 0 : Number.NEGATIVE_INFINITY;
  const { levels, skipLong, skipShort } = input;
  const levelled = levels.any;
  let skipped = 0;
  let bar = from;
  for (; bar < last; bar += 1) {
    const wantsLong = entryLong !== null && entryLong[bar] === 1;
    const wantsShort = !wantsLong && entryShort !== null && entryShort[bar] === 1;
    if (wantsLong ? !skipLong : wantsShort && !skipShort) break;
    if (exitSignal !== null && exitSignal[bar] === 1) break;
    if (
      levelled &&
      levelTouched(levels, input.opens[bar] as number, input.highs[bar] as number, input.lows[bar] as number)
    )
      break;
    const marked = cash + size * (offset + direction * (closes[bar] as number));
    if (marked < floor) break;
    equity[bar] = marked;
    if (wantsLong || wantsShort) skipped += 1;
  }
  input.skipped = skipped;
  input.stretches.oneTrade(from, bar, cash, size, offset, direction);
  advanceDays(input, state, bar);
  return bar;
}

/**
 * The day figures after the bars from..end-1 were marked, as marking them one by one leaves them:
 * a new day starts from the mark before its first bar.
 */
function advanceDays(input: QuietBarsInput, state: MarkState, end: number): void {
  const { from, days, equity } = input;
  if (end === from) return;
  const lastDay = days[end - 1] as number;
  if (lastDay !== state.currentDay) {
    let first = end - 1;
    while (first > from && days[first - 1] === lastDay) first -= 1;
    state.dayStartEquity = first === from ? state.previousEquity : (equity[first - 1] as number);
    state.currentDay = lastDay;
  }
  state.previousEquity = equity[end - 1] as number;
}

/**
 * Any number of open trades (one with risk rules, pyramiding, or a flat account whose risk rules
 * may fire).
 */
function markBars(input: QuietBarsInput, state: MarkState): number {
  const { from, last, closes, days, equity, cash, open, entryLong, entryShort } = input;
  const { drawdownFloor, dailyFloor, blockedDay, checkRisk, trackPeak } = input;
  const trades = open.length;
  const first = open[0];
  const exitSignal = first === undefined ? null : first.side === 'long' ? input.exitLong : input.exitShort;
  const pick = PICK;
  let { peak, currentDay, dayStartEquity, previousEquity } = state;
  const { levels, skipLong, skipShort } = input;
  const levelled = levels.any;
  let skipped = 0;
  let bar = from;
  for (; bar < last; bar += 1) {
    const wantsLong = entryLong !== null && entryLong[bar] === 1;
    const wantsShort = !wantsLong && entryShort !== null && entryShort[bar] === 1;
    if (wantsLong ? !skipLong : wantsShort && !skipShort) break;
    if (exitSignal !== null && exitSignal[bar] === 1) break;
    if (
      levelled &&
      levelTouched(levels, input.opens[bar] as number, input.highs[bar] as number, input.lows[bar] as number)
    )
      break;
    let marked = cash;
    const price = closes[bar] as number;
    for (let index = 0; index < trades; index += 1) {
      const trade = open[index] as OpenTrade;
      marked += markValue(trade.side, trade.size, trade.entryPrice, price);
    }
    const day = days[bar] as number;
    const dayStart = day !== currentDay ? previousEquity : dayStartEquity;
    let newPeak = peak;
    if (trackPeak) {
      pick[0] = peak;
      pick[1] = marked;
      newPeak = pick[Number(marked > peak)] as number;
    }
    if (checkRisk) {
      if (marked < newPeak * drawdownFloor) break;
      if (blockedDay !== day && marked < dayStart * dailyFloor) break;
    }
    equity[bar] = marked;
    peak = newPeak;
    currentDay = day;
    dayStartEquity = dayStart;
    previousEquity = marked;
    if (wantsLong || wantsShort) skipped += 1;
  }
  input.skipped = skipped;
  state.peak = peak;
  state.currentDay = currentDay;
  state.dayStartEquity = dayStartEquity;
  state.previousEquity = previousEquity;
  return bar;
}
