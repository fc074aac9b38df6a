import type { QuietStretches } from '../sim/quiet-stretches';
import type { RangeExtremes } from './range-extremes';

/**
 * The maximum drawdown of a run's marks, in percent: exactly maximumDrawdown(equity, initialCapital)
 * (the lowest mark / running peak, the peak starting at the initial capital), read off the quiet
 * stretches the simulation recorded instead of bar by bar where it can:
 *
 * - a flat stretch marks the cash on every bar: one mark;
 * - a one-trade stretch marks cash + size x (offset + direction x close), each operation rounded,
 *   which never falls as the close rises (a long) or never rises (a short). Its highest and lowest
 *   marks are therefore those of its highest and lowest close (from `extremes`), exactly; and when
 *   the lowest mark over the highest peak the stretch can reach is no lower than the lowest ratio so
 *   far, no bar of it can set a new one (both marks positive), so only the peak moves; when it
 *   makes no new peak, its lowest ratio is its lowest mark over the peak before it. Otherwise its
 *   halves are taken in turn (markOneTradeStretch). Every other bar is read one by one.
 *
 * A parameter sweep spends most of its bars in such stretches, and the running peak read bar by bar
 * is a chain of dependent steps the processor cannot overlap.
 */
export function drawdownOfMarks(
  equity: Float64Array,
  initialCapital: number,
  stretches: QuietStretches,
  extremes: RangeExtremes | null,
): number {
  // One state and one stretch description reused from run to run: a sweep makes no garbage here.
  const state = STATE;
  state.peak = initialCapital;
  state.lowestRatio = 1;
  const trade = TRADE;
  trade.equity = equity;
  let bar = 0;
  for (let record = 0; record < stretches.count; record += 1) {
    const from = stretches.from(record);
    const to = stretches.to(record);
    markBars(equity, bar, from, state);
    bar = to;
    const size = stretches.size(record);
    if (size === 0) markBars(equity, from, from + 1, state);
    else if (extremes === null || !(size > 0)) markBars(equity, from, to, state);
    else {
      trade.extremes = extremes;
      trade.cash = stretches.cash(record);
      trade.size = size;
      trade.offset = stretches.offset(record);
      trade.direction = stretches.direction(record);
      markOneTradeStretch(trade, from, to, state);
    }
  }
  markBars(equity, bar, equity.length, state);
  return (state.lowestRatio - 1) * 100;
}

interface DrawdownState {
  peak: number;
  lowestRatio: number;
}

/** A one-trade stretch: its marks and the formula that made them. */
interface OneTradeMarks {
  equity: Float64Array;
  extremes: RangeExtremes | null;
  cash: number;
  size: number;
  offset: number;
  direction: number;
}

const STATE: DrawdownState = { peak: 0, lowestRatio: 1 };
const TRADE: OneTradeMarks = {
  equity: new Float64Array(0),
  extremes: null,
  cash: 0,
  size: 0,
  offset: 0,
  direction: 0,
};

/** Below this many bars a stretch is read bar by bar. */
const SHORT_STRETCH = 8;

/**
 * The bars from..to-1 of a one-trade stretch. When neither shortcut settles them (a new low ratio
 * may lie inside), each half is taken in turn, so a deepening drawdown costs a few range lookups
 * per level rather than a read of every bar.
 */
function markOneTradeStretch(trade: OneTradeMarks, from: number, to: number, state: DrawdownState): void {
  if (to - from <= SHORT_STRETCH) {
    markBars(trade.equity, from, to, state);
    return;
  }
  const { cash, size, offset, direction } = trade;
  const extremes = trade.extremes as RangeExtremes;
  const long = direction > 0;
  const lowestClose = extremes.min(from, to);
  const highestClose = extremes.max(from, to);
  const lowestMark = cash + size * (offset + direction * (long ? lowestClose : highestClose));
  const highestMark = cash + size * (offset + direction * (long ? highestClose : lowestClose));
  const peakBefore = state.peak;
  if (lowestMark > 0 && peakBefore > 0) {
    // No new peak inside: every ratio divides by the same peak, the lowest is the lowest mark's.
    if (highestMark <= peakBefore) {
      const ratio = lowestMark / peakBefore;
      if (ratio < state.lowestRatio) state.lowestRatio = ratio;
      return;
    }
    // No ratio below the lowest mark over the highest peak: nothing lower than the lowest so far.
    if (highestMark < Number.POSITIVE_INFINITY && lowestMark / highestMark >= state.lowestRatio) {
      state.peak = highestMark;
      return;
    }
  }
  const middle = (from + to) >>> 1;
  markOneTradeStretch(trade, from, middle, state);
  markOneTradeStretch(trade, middle, to, state);
}

/** Marks from..to-1 one by one into the running peak and the lowest ratio. */
function markBars(equity: Float64Array, from: number, to: number, state: DrawdownState): void {
  let { peak, lowestRatio } = state;
  for (let bar = from; bar < to; bar += 1) {
    const value = equity[bar] as number;
    if (value > peak) peak = value;
    const ratio = value / peak;
    if (ratio < lowestRatio) lowestRatio = ratio;
  }
  state.peak = peak;
  state.lowestRatio = lowestRatio;
}
