import type { Side } from '../sim/broker';
import type { OpenTrade } from '../sim/open-trade';
import type { SimulationSettings } from '../sim/settings';
import type { RiskEventRecord } from '../sim/types';
import type { SkipTally } from '../pipeline/risk-summary';
import type { LaneEventSink } from '../sim/events';
import { PortfolioAccount, type LaneState, type PortfolioTradeRecord, type SymbolLane } from './account';
import type { UnionCalendar } from './calendar';
import { orderCandidates } from './candidates';

export type { PortfolioTradeRecord, SymbolLane } from './account';

export interface SharedRunInput {
  lanes: readonly SymbolLane[];
  calendar: UnionCalendar;
  settings: SimulationSettings;
  rankOrder: 'highest' | 'lowest';
  /** The kernel's events, as a single-symbol run reports them (pipeline/run-log.ts writes their lines). */
  events?: LaneEventSink;
  /** Counts the entries skipped for lack of cash or of a slot (union date indices); never alters the run. */
  skips?: SkipTally;
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

/**
 * The one-account portfolio of docs/engine.md#10-portfolios (docs/engine.md, "Portfolios"), one union date at
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
  private readonly calendar: UnionCalendar;
  private readonly settings: SimulationSettings;
  private readonly events: LaneEventSink | undefined;
  private readonly account: PortfolioAccount;
  private readonly equity: Float64Array;
  private readonly riskEvents: RiskEventRecord[] = [];
  /** Entries decided and not yet filled, in the order they fill (decision order, then rank). */
  private pending: number[] = [];
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
  /** The candidates' rank values at a close (same positions), reused likewise. */
  private readonly rankValues: number[] = [];
  private readonly ranked: boolean;

  constructor(private readonly input: SharedRunInput) {
    this.lanes = input.lanes;
    this.calendar = input.calendar;
    this.settings = input.settings;
    this.events = input.events;
    this.equity = new Float64Array(input.calendar.times.length);
    this.account = new PortfolioAccount(input.lanes, input.calendar, input.settings, input.events);
    this.peak = input.settings.initialCapital;
    this.previousEquity = this.peak;
    this.dayStartEquity = this.peak;
    this.ranked = input.lanes.some((lane) => lane.rank !== null);
  }

  run(): SharedRunResult {
    const count = this.calendar.times.length;
    const barAt = this.calendar.barAt;
    const endingAt = this.lastDates();
    for (let t = 0; t < count; t += 1) {
      // Only held symbols have work at the open and inside the bar, visited in list order.
      let held = this.account.heldInListOrder();
      // Every exit at this open (a decided exit, or a stop or target the open is beyond) comes
      // before the entries; one symbol has one trade, so its exit and its gap never both fill.
      for (const s of held) {
        const k = (barAt[s] as Int32Array)[t] as number;
        if (k >= 0) this.account.exitAtOpen(s, k);
      }
      if (this.pending.length > 0) {
        this.fillEntries(t);
        held = this.account.heldInListOrder();
      }
      for (const s of held) {
        const k = (barAt[s] as Int32Array)[t] as number;
        const state = this.account.states[s] as LaneState;
        if (k >= 0 && state.trade) {
          state.lastBar = k;
          this.account.barWork(s, k);
        }
      }
      if (this.account.holding.length > 0) {
        this.exposedBars += 1;
        for (const s of this.account.holding) (this.account.states[s] as LaneState).exposed += 1;
      }
      // A symbol whose data ends here closes at this close (docs/engine.md#shared-one-account, docs/engine.md#3-the-bar-loop).
      const ending = endingAt.get(t);
      if (ending) {
        for (const s of ending) {
          const state = this.account.states[s] as LaneState;
          if (state.trade) {
            const bars = (this.lanes[s] as SymbolLane).bars;
            const k = bars.close.length - 1;
            this.account.close(s, k, bars.close[k] as number, 'end_of_data', null, false, false, true);
          }
          state.pendingEntry = null;
        }
      }
      if (t === count - 1) {
        this.equity[t] = this.account.cash;
        break;
      }
      this.decide(t);
    }
    return {
      equity: this.equity,
      trades: this.account.trades,
      exposedBars: this.exposedBars,
      symbolExposedBars: this.account.states.map((state) => state.exposed),
      riskEvents: this.riskEvents,
    };
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

  /** The entries decided earlier fill at this open, in order; a symbol without a bar waits. */
  private fillEntries(t: number): void {
    const waiting: number[] = [];
    for (const s of this.pending) {
      const k = (this.calendar.barAt[s] as Int32Array)[t] as number;
      if (k < 0) {
        waiting.push(s);
        continue;
      }
      const state = this.account.states[s] as LaneState;
      const side = state.pendingEntry as Side;
      state.pendingEntry = null;
      // 0 units skips the entry: it does not count for maxTradesPerDay (docs/engine.md#shared-one-account).
      if (!this.account.enter(s, k, side, t)) {
        this.input.skips?.add('cash', t);
        continue;
      }
      const day = this.calendar.days[t] as number;
      if (day === this.entryDay) this.entriesThatDay += 1;
      else {
        this.entryDay = day;
        this.entriesThatDay = 1;
      }
    }
    this.pending = waiting;
  }

  /** At the close of union date t, for the next open: mark, risk rules, exits, then entries. */
  private decide(t: number): void {
    const settings = this.settings;
    const marked = this.account.markAtClose();
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
      this.events?.({
        lane: null,
        event: { kind: 'daily_loss_limit', bar: t, limit: settings.dailyLossLimit },
      });
    }
    const barAt = this.calendar.barAt;
    // Exits first (docs/engine.md#shared-one-account): only held symbols have one to decide.
    let staying = this.pending.length;
    for (const s of this.account.holding) {
      const trade = (this.account.states[s] as LaneState).trade as OpenTrade;
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
    // No slot to fill: the candidates need not be found, unless the skips are counted.
    if (taking <= 0 && !this.input.skips) return;
    const candidates = this.candidates;
    candidates.length = 0;
    const sides = this.sides;
    for (let s = 0; s < this.lanes.length; s += 1) {
      const k = (barAt[s] as Int32Array)[t] as number;
      if (k < 0) continue;
      const state = this.account.states[s] as LaneState;
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
    if (candidates.length > taking) {
      // The candidates past the free slots wait for nothing: they are skipped, by the rule that
      // ran out first (docs/engine.md, "Risk rules").
      this.input.skips?.add(
        free <= perDay ? 'max_open_trades' : 'max_trades_per_day',
        t,
        candidates.length - Math.max(0, taking),
      );
      if (taking <= 0) return;
    }
    let values: number[] | null = null;
    if (this.ranked) {
      values = this.rankValues;
      values.length = 0;
      for (const s of candidates) {
        const rank = (this.lanes[s] as SymbolLane).rank;
        values.push(rank ? (rank[(barAt[s] as Int32Array)[t] as number] as number) : Number.NaN);
      }
    }
    const ordered = orderCandidates(candidates, values, this.input.rankOrder);
    for (let index = 0; index < ordered.length && index < taking; index += 1) {
      const s = ordered[index] as number;
      (this.account.states[s] as LaneState).pendingEntry = sides[s] as Side;
      this.pending.push(s);
    }
  }

  private halt(t: number, marked: number): void {
    this.halted = true;
    this.riskEvents.push({ kind: 'max_drawdown_halt', bar: t });
    for (const s of this.account.holding) {
      ((this.account.states[s] as LaneState).trade as OpenTrade).pendingExit = {
        reason: 'max_drawdown_halt',
        block: null,
      };
    }
    // Entries still waiting for their symbol's next bar are dropped: nothing enters after a halt.
    for (const s of this.pending) (this.account.states[s] as LaneState).pendingEntry = null;
    this.pending = [];
    this.events?.({
      lane: null,
      event: {
        kind: 'max_drawdown_halt',
        bar: t,
        limit: this.settings.maxDrawdown,
        equity: marked,
        peak: this.peak,
      },
    });
  }
}
