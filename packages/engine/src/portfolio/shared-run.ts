import type { BarSeries } from '../data/bars';
import { commissionOf, entrySize, fillPrice, grossProfit, markValue, type Side } from '../sim/broker';
import { levelExitReason, type ExitPlan, type ExitReason } from '../sim/exit-plan';
import { OpenTrade } from '../sim/open-trade';
import type { Signals } from '../sim/run-loop';
import type { SimulationSettings } from '../sim/settings';
import type { LogSink, RiskEventRecord, TradeRecord } from '../sim/types';
import type { UnionCalendar } from './calendar';
import { orderCandidates } from './candidates';

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

export interface SharedRunInput {
  lanes: readonly SymbolLane[];
  calendar: UnionCalendar;
  settings: SimulationSettings;
  rankOrder: 'highest' | 'lowest';
  log?: LogSink;
}

export interface SharedRunResult {
  /** Portfolio equity marked at each close of the union calendar. */
  equity: Float64Array;
  trades: PortfolioTradeRecord[];
  /** Union dates at whose close any trade was open. */
  exposedBars: number;
  /** Per symbol: union dates at whose close it held a trade. */
  symbolExposedBars: number[];
  /** Risk rule decisions; `bar` is an index into the union calendar. */
  riskEvents: RiskEventRecord[];
}

const TIME_EXIT = { reason: 'time_exit', block: 'Fixed Holding Period' } as const;
const SIGNAL_EXIT = { reason: 'signal', block: null } as const;

/** The state of one symbol while the union calendar is replayed. */
interface LaneState {
  trade: OpenTrade | null;
  /** The side of an entry decided at a close and not yet filled (it holds a slot meanwhile). */
  pendingEntry: Side | null;
  /** Its latest bar up to the current date (-1 before its first bar). */
  lastBar: number;
  exposed: number;
}

function money(value: number): string {
  return Math.abs(value) >= 1 ? value.toFixed(2) : value.toPrecision(4);
}

/**
 * The one-account portfolio of DECISIONS section 8 (docs/engine.md, "Portfolios"), one union date at
 * a time. At each date, for the symbols with a bar on it: exits decided earlier fill at the open,
 * then stops and targets the open is beyond, then the entries in the order they were decided (each
 * sized on the portfolio's equity at this open, after everything before it); then every trade's
 * stops and targets inside its bar, end-of-day/week exits; a symbol whose data ends closes its trade
 * at that close. At the close: equity is marked (a symbol without a bar at its last close), the risk
 * rules read it, exits are decided for every symbol, then the candidates are ordered and take the
 * free slots. Nothing reads a bar after the current date while deciding.
 */
export function runShared(input: SharedRunInput): SharedRunResult {
  return new SharedRun(input).run();
}

class SharedRun {
  private readonly lanes: readonly SymbolLane[];
  private readonly states: LaneState[];
  private readonly calendar: UnionCalendar;
  private readonly settings: SimulationSettings;
  private readonly log: LogSink | undefined;
  private readonly equity: Float64Array;
  private readonly trades: PortfolioTradeRecord[] = [];
  private readonly riskEvents: RiskEventRecord[] = [];
  /** Entries decided and not yet filled, in the order they fill (decision order, then rank). */
  private pending: number[] = [];
  private cash: number;
  private peak: number;
  private previousEquity: number;
  private dayStartEquity: number;
  private currentDay = -1;
  private halted = false;
  private blockedDay = -1;
  private entryDay = -1;
  private entriesThatDay = 0;
  private exposedBars = 0;
  /** The candidates of a close and their sides (by symbol), reused from close to close. */
  private readonly candidates: number[] = [];
  private readonly sides: Side[] = [];
  private readonly ranked: boolean;
  /** Open trades (their symbols), kept so that marking does not scan every symbol. */
  private holding: number[] = [];

  constructor(private readonly input: SharedRunInput) {
    this.lanes = input.lanes;
    this.calendar = input.calendar;
    this.settings = input.settings;
    this.log = input.log;
    this.equity = new Float64Array(input.calendar.times.length);
    this.cash = input.settings.initialCapital;
    this.peak = this.cash;
    this.previousEquity = this.cash;
    this.dayStartEquity = this.cash;
    this.ranked = input.lanes.some((lane) => lane.rank !== null);
    this.states = input.lanes.map(() => ({ trade: null, pendingEntry: null, lastBar: -1, exposed: 0 }));
  }

  run(): SharedRunResult {
    const count = this.calendar.times.length;
    const barAt = this.calendar.barAt;
    const endingAt = this.lastDates();
    for (let t = 0; t < count; t += 1) {
      // Only held symbols have work at the open and inside the bar, visited in list order.
      let held = this.heldInListOrder();
      // Every exit at this open (a decided exit, or a stop or target the open is beyond) comes
      // before the entries; one symbol has one trade, so its exit and its gap never both fill.
      for (const s of held) {
        const k = (barAt[s] as Int32Array)[t] as number;
        if (k >= 0) this.exitAtOpen(s, k);
      }
      if (this.pending.length > 0) {
        this.fillEntries(t);
        held = this.heldInListOrder();
      }
      for (const s of held) {
        const k = (barAt[s] as Int32Array)[t] as number;
        const state = this.states[s] as LaneState;
        if (k >= 0 && state.trade) {
          state.lastBar = k;
          this.barWork(s, k);
        }
      }
      if (this.holding.length > 0) {
        this.exposedBars += 1;
        for (const s of this.holding) (this.states[s] as LaneState).exposed += 1;
      }
      // A symbol whose data ends here closes at this close (DECISIONS 8.6, 8.7 and 4.10).
      const ending = endingAt.get(t);
      if (ending) {
        for (const s of ending) {
          const state = this.states[s] as LaneState;
          if (state.trade) {
            const bars = (this.lanes[s] as SymbolLane).bars;
            const k = bars.close.length - 1;
            this.close(s, k, bars.close[k] as number, 'end_of_data', null, false, false, true);
          }
          state.pendingEntry = null;
        }
      }
      if (t === count - 1) {
        this.equity[t] = this.cash;
        break;
      }
      this.decide(t);
    }
    return {
      equity: this.equity,
      trades: this.trades,
      exposedBars: this.exposedBars,
      symbolExposedBars: this.states.map((state) => state.exposed),
      riskEvents: this.riskEvents,
    };
  }

  /** The held symbols, in list order (a handful: at most maxOpenTrades). */
  private heldInListOrder(): number[] {
    const held = this.holding.slice();
    if (held.length > 1) held.sort((a, b) => a - b);
    return held;
  }

  /** The symbols (in list order) whose data ends on each union date. */
  private lastDates(): Map<number, number[]> {
    const endingAt = new Map<number, number[]>();
    this.lanes.forEach((lane, s) => {
      const barAt = this.calendar.barAt[s] as Int32Array;
      const last = lane.bars.close.length - 1;
      for (let t = barAt.length - 1; t >= 0; t -= 1) {
        if (barAt[t] === last) {
          const list = endingAt.get(t);
          if (list) list.push(s);
          else endingAt.set(t, [s]);
          break;
        }
      }
    });
    return endingAt;
  }

  /**
   * At the symbol's open: an exit decided at its previous close (signal, holding period, halt)
   * fills there; otherwise a stop or target the open is already beyond fills there.
   */
  private exitAtOpen(s: number, k: number): void {
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
  private equityAtOpen(t: number): number {
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

  /** The entries decided earlier fill at this open, in order; a symbol without a bar waits. */
  private fillEntries(t: number): void {
    const settings = this.settings;
    const waiting: number[] = [];
    for (const s of this.pending) {
      const k = (this.calendar.barAt[s] as Int32Array)[t] as number;
      if (k < 0) {
        waiting.push(s);
        continue;
      }
      const state = this.states[s] as LaneState;
      const side = state.pendingEntry as Side;
      state.pendingEntry = null;
      const lane = this.lanes[s] as SymbolLane;
      const price = fillPrice(side, 'entry', lane.bars.open[k] as number, settings.slippageRate);
      const target =
        settings.sizingMode === 'fixed'
          ? settings.fixedPositionSize
          : settings.equityFraction * this.equityAtOpen(t);
      const size = entrySize({
        targetNotional: target,
        cash: this.cash,
        fill: price,
        commissionRate: settings.commissionRate,
        wholeUnits: settings.wholeUnits,
      });
      if (size <= 0) {
        this.log?.(
          `${this.time(s, k)} ${lane.bars.symbol} ${side} entry skipped: cash ${money(this.cash)} cannot buy one unit at ${money(price)}`,
        );
        continue;
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
      const day = this.calendar.days[t] as number;
      if (day === this.entryDay) this.entriesThatDay += 1;
      else {
        this.entryDay = day;
        this.entriesThatDay = 1;
      }
      this.log?.(
        `${this.time(s, k)} ${side === 'long' ? 'BUY' : 'SELL SHORT'} ${this.units(size)} ${lane.bars.symbol} @ ${money(price)}`,
      );
    }
    this.pending = waiting;
  }

  /** Stops and targets against the open then inside the bar; end-of-day/week exits; extremes. */
  private barWork(s: number, k: number): void {
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

  /** At the close of union date t, for the next open: mark, risk rules, exits, then entries. */
  private decide(t: number): void {
    const settings = this.settings;
    let marked = this.cash;
    for (const s of this.holding) {
      const state = this.states[s] as LaneState;
      const trade = state.trade as OpenTrade;
      const price = (this.lanes[s] as SymbolLane).bars.close[state.lastBar] as number;
      marked += markValue(trade.side, trade.size, trade.entryPrice, price);
    }
    this.equity[t] = marked;
    if (marked > this.peak) this.peak = marked;
    const day = this.calendar.days[t] as number;
    if (day !== this.currentDay) {
      this.currentDay = day;
      this.dayStartEquity = this.previousEquity;
    }
    this.previousEquity = marked;
    if (this.halted) return;
    if (settings.maxDrawdown > 0 && marked < this.peak * (1 - settings.maxDrawdown)) {
      this.halt(t, marked);
      return;
    }
    if (
      settings.dailyLossLimit > 0 &&
      this.blockedDay !== day &&
      marked < this.dayStartEquity * (1 - settings.dailyLossLimit)
    ) {
      this.blockedDay = day;
      this.riskEvents.push({ kind: 'daily_loss_limit', bar: t });
      this.log?.(
        `${this.calendar.times[t] ?? ''} Daily loss limit of ${money(settings.dailyLossLimit * 100)}% reached: no new entries today`,
      );
    }
    const barAt = this.calendar.barAt;
    // Exits first (DECISIONS 8.5): only held symbols have one to decide.
    let staying = this.pending.length;
    for (const s of this.holding) {
      const trade = (this.states[s] as LaneState).trade as OpenTrade;
      const k = (barAt[s] as Int32Array)[t] as number;
      if (k >= 0 && !trade.pendingExit) {
        const lane = this.lanes[s] as SymbolLane;
        const holdingBars = trade.plan.holdingBars;
        const exitSignal = trade.side === 'long' ? lane.signals.exitLong : lane.signals.exitShort;
        if (holdingBars !== null && k - trade.entryBar + 1 >= holdingBars) trade.pendingExit = TIME_EXIT;
        else if (exitSignal !== null && exitSignal[k] === 1) trade.pendingExit = SIGNAL_EXIT;
      }
      if (!trade.pendingExit) staying += 1;
    }
    if (this.blockedDay === day) return;
    const free = settings.maxOpenTrades - staying;
    const nextDay = this.calendar.days[t + 1] as number;
    const perDay = settings.maxTradesPerDay - (nextDay === this.entryDay ? this.entriesThatDay : 0);
    const taking = Math.min(free, perDay);
    // No slot to fill: the candidates need not be found.
    if (taking <= 0) return;
    const candidates = this.candidates;
    candidates.length = 0;
    const sides = this.sides;
    for (let s = 0; s < this.lanes.length; s += 1) {
      const k = (barAt[s] as Int32Array)[t] as number;
      if (k < 0) continue;
      const state = this.states[s] as LaneState;
      if (state.pendingEntry || (state.trade && !state.trade.pendingExit)) continue;
      const lane = this.lanes[s] as SymbolLane;
      if (k === lane.bars.close.length - 1) continue;
      const long = lane.signals.entryLong !== null && lane.signals.entryLong[k] === 1;
      const short =
        settings.longShort && lane.signals.entryShort !== null && lane.signals.entryShort[k] === 1;
      if (!long && !short) continue;
      candidates.push(s);
      sides[s] = long ? 'long' : 'short';
    }
    if (candidates.length === 0) return;
    const values = this.ranked
      ? candidates.map((s) => {
          const rank = (this.lanes[s] as SymbolLane).rank;
          return rank ? (rank[(barAt[s] as Int32Array)[t] as number] as number) : Number.NaN;
        })
      : null;
    const ordered = orderCandidates(candidates, values, this.input.rankOrder);
    for (let index = 0; index < ordered.length && index < taking; index += 1) {
      const s = ordered[index] as number;
      (this.states[s] as LaneState).pendingEntry = sides[s] as Side;
      this.pending.push(s);
    }
  }

  private halt(t: number, marked: number): void {
    this.halted = true;
    this.riskEvents.push({ kind: 'max_drawdown_halt', bar: t });
    for (const s of this.holding) {
      ((this.states[s] as LaneState).trade as OpenTrade).pendingExit = {
        reason: 'max_drawdown_halt',
        block: null,
      };
    }
    // Entries still waiting for their symbol's next bar are dropped: nothing enters after a halt.
    for (const s of this.pending) (this.states[s] as LaneState).pendingEntry = null;
    this.pending = [];
    this.log?.(
      `${this.calendar.times[t] ?? ''} Max drawdown of ${money(this.settings.maxDrawdown * 100)}% reached (equity ${money(marked)}, peak ${money(this.peak)}): closing every trade at the next open, no new entries`,
    );
  }

  private close(
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
    if (this.log) {
      const verb = trade.side === 'long' ? 'SELL' : 'BUY TO COVER';
      const words = reason.replace(/_/g, ' ');
      this.log(
        `${this.time(s, bar)} ${verb} ${this.units(trade.size)} ${(this.lanes[s] as SymbolLane).bars.symbol} @ ${money(price)} (${block ? `${words}: ${block}` : words}) P&L ${pnl >= 0 ? '+' : ''}${money(pnl)}`,
      );
    }
  }

  private time(s: number, bar: number): string {
    return (this.lanes[s] as SymbolLane).bars.times[bar] ?? '';
  }

  private units(size: number): string {
    return this.settings.wholeUnits ? String(size) : String(Number(size.toFixed(8)));
  }
}
