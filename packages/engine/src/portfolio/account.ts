import type { BarSeries } from '../data/bars';
import { commissionOf, fillPrice, grossProfit, markValue, sizeEntry, type Side } from '../sim/broker';
import { levelExitReason, type ExitPlan, type ExitReason } from '../sim/exit-plan';
import { OpenTrade } from '../sim/open-trade';
import type { Signals } from '../sim/run-loop';
import type { SimulationSettings } from '../sim/settings';
import type { TradeRecord } from '../sim/types';
import type { LaneEventSink } from '../sim/events';
import type { UnionCalendar } from './calendar';

/** One symbol of a shared run: its own bars, signals and exit plans (computed on its bars alone). */
export interface SymbolLane {
  bars: BarSeries;
  signals: Signals;
  plans: { long: ExitPlan; short: ExitPlan };
  /** The rank block's value on each of its bars, when the portfolio ranks its candidates. */
  rank: Float64Array | null;
}

/** A closed trade of a shared run: bar indices are into its symbol's own bars. */
export interface PortfolioTradeRecord extends TradeRecord {
  symbol: number;
}

/** The state of one symbol while the union calendar is replayed. */
export interface LaneState {
  trade: OpenTrade | null;
  /** The side of an entry decided at a close and not yet filled (it holds a slot meanwhile). */
  pendingEntry: Side | null;
  /** Its latest bar up to the current date (-1 before its first bar). */
  lastBar: number;
  exposed: number;
}

/**
 * The one account of a shared run: cash, the trades open on each symbol and the closed ones, and
 * every fill, on the single-symbol run's OpenTrade, broker and exit-plan code so that stops,
 * targets, trailing and time exits behave as docs/engine.md#5-stops-targets-and-exit-blocks, docs/engine.md#3-the-bar-loop on each trade's own symbol.
 */
export class PortfolioAccount {
  cash: number;
  readonly trades: PortfolioTradeRecord[] = [];
  readonly states: LaneState[];
  /** Symbols with an open trade, in entry order (a handful: at most maxOpenTrades). */
  readonly holding: number[] = [];
  /** The held symbols in list order, until an entry or an exit changes them. */
  private heldSorted: readonly number[] | null = null;

  constructor(
    private readonly lanes: readonly SymbolLane[],
    private readonly calendar: UnionCalendar,
    private readonly settings: SimulationSettings,
    private readonly events: LaneEventSink | undefined,
  ) {
    this.cash = settings.initialCapital;
    this.states = lanes.map(() => ({ trade: null, pendingEntry: null, lastBar: -1, exposed: 0 }));
  }

  /** Cash plus every open trade marked at its symbol's last close. */
  markAtClose(): number {
    let marked = this.cash;
    for (const s of this.holding) {
      const state = this.states[s] as LaneState;
      const trade = state.trade as OpenTrade;
      const price = (this.lanes[s] as SymbolLane).bars.close[state.lastBar] as number;
      marked += markValue(trade.side, trade.size, trade.entryPrice, price);
    }
    return marked;
  }

  /**
   * Fills an entry on symbol s at its bar k (union date t), sized as docs/engine.md#4-fills-costs-and-sizing on the equity
   * at this open after everything filled before it. False when it cannot buy one unit (skipped).
   */
  enter(s: number, k: number, side: Side, t: number): boolean {
    const settings = this.settings;
    const state = this.states[s] as LaneState;
    const lane = this.lanes[s] as SymbolLane;
    const { price, size } = sizeEntry(settings, side, lane.bars.open[k] as number, this.cash, () =>
      this.equityAtOpen(t),
    );
    if (size <= 0) {
      this.events?.({
        lane: s,
        event: { kind: 'entry_skipped', bar: k, side, reason: 'afford', cash: this.cash, price },
      });
      return false;
    }
    const entryCommission = commissionOf(size, price, settings.commissionRate);
    this.cash -= size * price + entryCommission;
    const trade = new OpenTrade(
      side,
      size,
      price,
      k,
      entryCommission,
      side === 'long' ? lane.plans.long : lane.plans.short,
    );
    trade.fixLevels(k - 1);
    state.trade = trade;
    state.lastBar = k;
    this.holding.push(s);
    this.heldSorted = null;
    this.events?.({ lane: s, event: { kind: 'entry', bar: k, side, price, size } });
    return true;
  }

  /**
   * The held symbols, in list order (a handful: at most maxOpenTrades). Made again only after an
   * entry or an exit, as a new list: a caller may go on reading the one it has while trades close.
   */
  heldInListOrder(): readonly number[] {
    if (this.heldSorted === null) {
      const held = this.holding.slice();
      if (held.length > 1) held.sort((a, b) => a - b);
      this.heldSorted = held;
    }
    return this.heldSorted;
  }
  /**
   * At the symbol's open: an exit decided at its previous close (signal, holding period, halt)
   * fills there; otherwise a stop or target the open is already beyond fills there.
   */
  exitAtOpen(s: number, k: number): void {
    const trade = (this.states[s] as LaneState).trade as OpenTrade;
    const barOpen = (this.lanes[s] as SymbolLane).bars.open[k] as number;
    if (trade.pendingExit) {
      this.close(s, k, barOpen, trade.pendingExit.reason, trade.pendingExit.block, true, false, false);
      return;
    }
    if (!trade.hasLevels) return;
    trade.levelsAt(k);
    const long = trade.side === 'long';
    if (long ? barOpen <= trade.stop : barOpen >= trade.stop) {
      const block = trade.stopBlock;
      this.close(s, k, barOpen, levelExitReason(block, 'stop'), block, false, false, false);
    } else if (long ? barOpen >= trade.target : barOpen <= trade.target) {
      const block = trade.targetBlock;
      this.close(s, k, barOpen, levelExitReason(block, 'target'), block, false, false, false);
    }
  }
  /** Cash plus every open trade marked at its open on union date t (its last close without a bar). */
  equityAtOpen(t: number): number {
    let value = this.cash;
    for (const s of this.holding) {
      const state = this.states[s] as LaneState;
      const trade = state.trade as OpenTrade;
      const bars = (this.lanes[s] as SymbolLane).bars;
      const k = (this.calendar.barAt[s] as Int32Array)[t] as number;
      const price = k >= 0 ? (bars.open[k] as number) : (bars.close[state.lastBar] as number);
      value += markValue(trade.side, trade.size, trade.entryPrice, price);
    }
    return value;
  }
  /** Stops and targets against the open then inside the bar; end-of-day/week exits; extremes. */
  barWork(s: number, k: number): void {
    const trade = (this.states[s] as LaneState).trade as OpenTrade;
    const bars = (this.lanes[s] as SymbolLane).bars;
    const barOpen = bars.open[k] as number;
    const barHigh = bars.high[k] as number;
    const barLow = bars.low[k] as number;
    if (trade.hasLevels) {
      trade.levelsAt(k);
      const { stop, target } = trade;
      const long = trade.side === 'long';
      if (long ? barOpen <= stop : barOpen >= stop) {
        this.close(
          s,
          k,
          barOpen,
          levelExitReason(trade.stopBlock, 'stop'),
          trade.stopBlock,
          false,
          false,
          false,
        );
        return;
      }
      if (long ? barOpen >= target : barOpen <= target) {
        this.close(
          s,
          k,
          barOpen,
          levelExitReason(trade.targetBlock, 'target'),
          trade.targetBlock,
          false,
          false,
          false,
        );
        return;
      }
      const stopTouched = long ? barLow <= stop : barHigh >= stop;
      const targetTouched = long ? barHigh >= target : barLow <= target;
      if (stopTouched) {
        this.close(
          s,
          k,
          stop,
          levelExitReason(trade.stopBlock, 'stop'),
          trade.stopBlock,
          false,
          targetTouched,
          false,
        );
        return;
      }
      if (targetTouched) {
        this.close(
          s,
          k,
          target,
          levelExitReason(trade.targetBlock, 'target'),
          trade.targetBlock,
          false,
          false,
          false,
        );
        return;
      }
    }
    const barClose = bars.close[k] as number;
    if (trade.plan.endOfDay?.[k]) this.close(s, k, barClose, 'end_of_day', 'End of Day', false, false, false);
    else if (trade.plan.endOfWeek?.[k])
      this.close(s, k, barClose, 'end_of_week', 'End of Week', false, false, false);
    else trade.observe(barHigh, barLow, barClose);
  }
  close(
    s: number,
    bar: number,
    rawPrice: number,
    reason: ExitReason,
    block: string | null,
    atOpen: boolean,
    ambiguous: boolean,
    atEnd: boolean,
  ): void {
    const state = this.states[s] as LaneState;
    const trade = state.trade as OpenTrade;
    const settings = this.settings;
    const price = fillPrice(trade.side, 'exit', rawPrice, settings.slippageRate);
    const exitCommission = commissionOf(trade.size, price, settings.commissionRate);
    this.cash += markValue(trade.side, trade.size, trade.entryPrice, price) - exitCommission;
    const pnl =
      grossProfit(trade.side, trade.size, trade.entryPrice, price) - trade.entryCommission - exitCommission;
    trade.closed = true;
    state.trade = null;
    this.holding.splice(this.holding.indexOf(s), 1);
    this.heldSorted = null;
    this.trades.push({
      symbol: s,
      side: trade.side,
      size: trade.size,
      entryBar: trade.entryBar,
      exitBar: bar,
      entryPrice: trade.entryPrice,
      exitPrice: price,
      entryCommission: trade.entryCommission,
      exitCommission,
      pnl,
      exitReason: reason,
      exitBlock: block,
      ambiguous,
      closedAtEnd: atEnd,
      barsHeld: bar - trade.entryBar + (atOpen ? 0 : 1),
    });
    this.events?.({
      lane: s,
      event: { kind: 'exit', bar, side: trade.side, price, size: trade.size, reason, block, pnl },
    });
  }
}
