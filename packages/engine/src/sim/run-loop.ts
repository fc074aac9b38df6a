import { dayNumbers } from '../data/bars';
import type { PriceColumns } from '../indicators/types';
import { commissionOf, fillPrice, grossProfit, markValue, sizeEntry, type Side } from './broker';
import type { SimulationEventSink, SkipReason } from './events';
import { levelExitReason, type ExitPlan, type ExitReason } from './exit-plan';
import { foldFixedLevels, noLevels } from './levels';
import { OpenTrade } from './open-trade';
import { markQuietBars, type MarkState, type QuietBarsInput } from './quiet-bars';
import { QuietStretches } from './quiet-stretches';
import type { SimulationSettings } from './settings';
import type { RiskEventRecord, SimulationResult, TradeRecord } from './types';

export interface Signals {
  entryLong: Uint8Array | null;
  entryShort: Uint8Array | null;
  exitLong: Uint8Array | null;
  exitShort: Uint8Array | null;
}

export interface SimulationInput {
  bars: PriceColumns;
  settings: SimulationSettings;
  signals: Signals;
  exitPlans: { long: ExitPlan; short: ExitPlan };
  /** Receives what happens as it happens (sim/events.ts); absent, nothing is reported. */
  events?: SimulationEventSink;
  /**
   * Where to write the equity marks (one per bar, every one written), e.g. a buffer reused by the
   * runs of a sweep; a new array when absent or not exactly one per bar.
   */
  equity?: Float64Array;
  /** Where to record the quiet stretches (cleared first), e.g. a record reused by a sweep's runs. */
  stretches?: QuietStretches;
  /**
   * Every bar through the full step, none through the quiet-bar loops: the plain bar-by-bar model,
   * which the loops' results are tested against (test/sim/quiet-bars.test.ts).
   */
  everyBarInFull?: boolean;
}

/** Skipped entries reported one by one per reason; the rest are counted in one event at the end. */
const SKIP_REPORT_LIMIT = 20;

/** Pending exits decided at a close; shared objects (never mutated), not one per decision. */
const TIME_EXIT = { reason: 'time_exit', block: 'Fixed Holding Period' } as const;
const SIGNAL_EXIT = { reason: 'signal', block: null } as const;

/** How an exit filled, besides its price: the flags of its trade record. */
interface ExitFill {
  /** Filled at the open of the bar (a decision of the previous close): the bar is not held. */
  atOpen?: boolean;
  /** Stop and target both touched inside the bar; the stop was taken. */
  ambiguous?: boolean;
  /** Closed at the close of the last bar because the data ended. */
  atEnd?: boolean;
}

const AT_OPEN: ExitFill = { atOpen: true };
const AT_END: ExitFill = { atEnd: true };
const AMBIGUOUS: ExitFill = { ambiguous: true };
const PLAIN_FILL: ExitFill = {};

/**
 * The execution model of docs/engine.md#the-backtesting-engine-execution-model (written out in docs/engine.md), one bar at a time:
 *
 * at the open of bar k: exits decided at close k-1 fill, and stops/targets the open gapped past, then
 * the entry decided there (sized on equity marked at this open, after those exits); then every open
 * trade's stop/target is tested against the open
 * (a gap past a level fills at the open); inside the bar, against the low and high (a touched
 * level fills at the level; stop first when both are touched, flagged ambiguous); at the close,
 * end-of-day/week exits fill; equity is marked; then exits and entries are decided for the next
 * open. Nothing reads a bar after k while deciding at k.
 */
export function simulate(input: SimulationInput): SimulationResult {
  return new Simulation(input).run();
}

/** Whether a side's exits act inside or at the close of a bar (anything but signals and time). */
function needsBarWork(plan: ExitPlan): boolean {
  return (
    plan.stopPercents.length > 0 ||
    plan.stopAmounts.length > 0 ||
    plan.atrStops.length > 0 ||
    plan.trailPercents.length > 0 ||
    plan.trailAtrs.length > 0 ||
    plan.closeTrails.length > 0 ||
    plan.supportLevels.length > 0 ||
    plan.resistanceLevels.length > 0 ||
    plan.targetPercents.length > 0 ||
    plan.targetAmounts.length > 0 ||
    plan.riskRewardRatios.length > 0 ||
    plan.endOfWeek !== null ||
    plan.endOfDay !== null
  );
}

/** The trades not closed (a loop, not filter with a callback: it runs at every exit). */
function stillOpen(trades: readonly OpenTrade[]): OpenTrade[] {
  const open: OpenTrade[] = [];
  for (const trade of trades) if (!trade.closed) open.push(trade);
  return open;
}

/** The account and the open trades while the bars are replayed (state kept in fields: a hot loop). */
class Simulation {
  private readonly bars: PriceColumns;
  private readonly settings: SimulationSettings;
  private readonly signals: Signals;
  private readonly plans: { long: ExitPlan; short: ExitPlan };
  private readonly events: SimulationEventSink | undefined;
  private readonly days: Int32Array;
  private readonly equity: Float64Array;
  private readonly trades: TradeRecord[] = [];
  private open: OpenTrade[] = [];
  private cash: number;
  private pendingEntry: Side | null = null;
  /** Whether some open trade has an exit decided at the last close (filled at this open). */
  private exitsPending = false;
  private halted = false;
  private haltedAt = -1;
  /** Where the risk rules decided something (the chart marks them). */
  private readonly riskEvents: RiskEventRecord[] = [];
  /** Peak equity, the trading day and its starting equity, the last mark. */
  private readonly marks: MarkState;
  /** What the quiet-bar loops read: the columns and rules set here, the account at each call. */
  private readonly quiet: QuietBarsInput;
  private exposedBars = 0;
  private blockedDay = -1;
  private entryDay = -1;
  private entriesThatDay = 0;
  private skippedEntries = 0;
  private readonly skipCounts = new Map<SkipReason, number>();
  /** Whether open trades need per-bar work (levels, extremes, close exits); signal-only ones do not. */
  private readonly barWork: boolean;
  private readonly everyBarInFull: boolean;
  /** Whether a Fixed Holding Period exit may close trades (decided at a close by bar count). */
  private readonly timeExits: boolean;
  // The columns the per-bar decision reads, held directly: a hot loop.
  private readonly closes: Float64Array;
  private readonly entryLong: Uint8Array | null;
  private readonly entryShort: Uint8Array | null;
  private readonly exitLong: Uint8Array | null;
  private readonly exitShort: Uint8Array | null;

  constructor(input: SimulationInput) {
    this.bars = input.bars;
    this.settings = input.settings;
    this.signals = input.signals;
    this.plans = input.exitPlans;
    this.events = input.events;
    this.days = dayNumbers(input.bars.times);
    const count = input.bars.close.length;
    this.equity = input.equity && input.equity.length === count ? input.equity : new Float64Array(count);
    this.cash = input.settings.initialCapital;
    const capital = input.settings.initialCapital;
    this.marks = { peak: capital, currentDay: -1, dayStartEquity: capital, previousEquity: capital };
    this.closes = input.bars.close;
    this.entryLong = input.signals.entryLong;
    this.entryShort = input.signals.entryShort;
    this.exitLong = input.signals.exitLong;
    this.exitShort = input.signals.exitShort;
    this.timeExits = input.exitPlans.long.holdingBars !== null || input.exitPlans.short.holdingBars !== null;
    this.barWork = needsBarWork(input.exitPlans.long) || needsBarWork(input.exitPlans.short);
    this.everyBarInFull = !!input.everyBarInFull;
    const settings = input.settings;
    const drawdownFloor = settings.maxDrawdown > 0 ? 1 - settings.maxDrawdown : 0;
    this.quiet = {
      from: 0,
      last: count - 1,
      closes: this.closes,
      days: this.days,
      equity: this.equity,
      cash: this.cash,
      open: this.open,
      entryLong: this.entryLong,
      entryShort: settings.longShort ? this.entryShort : null,
      exitLong: this.exitLong,
      exitShort: this.exitShort,
      checkRisk: true,
      drawdownFloor,
      trackPeak: drawdownFloor !== 0,
      dailyFloor: settings.dailyLossLimit > 0 ? 1 - settings.dailyLossLimit : 0,
      blockedDay: this.blockedDay,
      stretches: input.stretches?.clear() ?? new QuietStretches(),
      opens: input.bars.open,
      highs: input.bars.high,
      lows: input.bars.low,
      levels: noLevels(),
      skipLong: false,
      skipShort: false,
      skipped: 0,
    };
  }

  run(): SimulationResult {
    const count = this.bars.close.length;
    for (let k = 0; k < count; k += 1) {
      if (this.exitsPending) this.fillPendingExits(k);
      if (this.pendingEntry) {
        // docs/engine.md#4-fills-costs-and-sizing: the entry is sized after every exit filled at this open, gaps included.
        if (this.open.length > 0) this.fillGapsAtOpen(k);
        this.fillPendingEntry(k);
      }
      if (this.open.length > 0 && this.barWork) {
        this.testLevels(k);
        this.closeAtBarClose(k);
      }
      if (this.open.length > 0) this.exposedBars += 1;
      if (k === count - 1) {
        this.closeAtEnd(k);
        break;
      }
      this.decide(k);
      if (this.pendingEntry === null && !this.exitsPending && !this.everyBarInFull) k = this.fastForward(k);
    }
    if (this.events) {
      for (const [reason, seen] of this.skipCounts) {
        if (seen > SKIP_REPORT_LIMIT) {
          this.events({ kind: 'skips_not_reported', reason, count: seen - SKIP_REPORT_LIMIT });
        }
      }
    }
    return {
      equity: this.equity,
      trades: this.trades,
      exposedBars: this.exposedBars,
      haltedAt: this.haltedAt,
      riskEvents: this.riskEvents,
      skippedEntries: this.skippedEntries,
      quietStretches: this.quiet.stretches,
    };
  }

  /**
   * Marks the quiet bars after bar k (quiet-bars.ts) and returns the last of them, or k when the
   * next bar needs the full step. Trades with exits by time, at a bar's close or at levels that move
   * are never quiet; fixed stops and targets are tested by the quiet-bar loops.
   */
  private fastForward(k: number): number {
    const open = this.open;
    const quiet = this.quiet;
    const first = open[0];
    // Without a listener a skipped entry is only counted, so a signal that cannot fill is quiet:
    // decideEntry's reasons, every slot taken or a trade of the other side open (open trades are
    // all of one side: an entry waits for the other side's exits to fill first).
    const counted = this.events === undefined && first !== undefined;
    const full = open.length >= this.settings.maxOpenTrades;
    quiet.skipLong = counted && (full || first.side === 'short');
    quiet.skipShort = counted && (full || first.side === 'long');
    quiet.levels.any = false;
    if (first) {
      if (this.timeExits || this.halted) return k;
      if (this.barWork && !foldFixedLevels(open, quiet.levels)) return k;
    }
    const from = k + 1;
    // One input object per simulation, brought up to date here (this runs twice per trade).
    quiet.from = from;
    quiet.cash = this.cash;
    quiet.open = open;
    quiet.checkRisk = !this.halted;
    quiet.blockedDay = this.blockedDay;
    const next = markQuietBars(quiet, this.marks);
    this.skippedEntries += quiet.skipped;
    if (open.length > 0) this.exposedBars += next - from;
    return next - 1;
  }

  /** Exits decided at the previous close (signals, holding period, halt) fill at this open. */
  private fillPendingExits(k: number): void {
    this.exitsPending = false;
    const barOpen = this.bars.open[k] ?? Number.NaN;
    let closed = false;
    for (const trade of this.open) {
      if (trade.pendingExit) {
        this.close(trade, k, barOpen, trade.pendingExit.reason, trade.pendingExit.block, AT_OPEN);
        closed = true;
      }
    }
    if (closed) this.open = stillOpen(this.open);
  }

  /** The entry decided at the previous close fills at this open, sized on equity marked here. */
  private fillPendingEntry(k: number): void {
    const side = this.pendingEntry ?? 'long';
    this.pendingEntry = null;
    const settings = this.settings;
    const barOpen = this.bars.open[k] ?? Number.NaN;
    const { price, size } = sizeEntry(settings, side, barOpen, this.cash, () => this.markAt(barOpen));
    if (size <= 0) {
      this.skipped('afford')?.({
        kind: 'entry_skipped',
        reason: 'afford',
        bar: k,
        side,
        cash: this.cash,
        price,
      });
      return;
    }
    const entryCommission = commissionOf(size, price, settings.commissionRate);
    this.cash -= size * price + entryCommission;
    const trade = new OpenTrade(
      side,
      size,
      price,
      k,
      entryCommission,
      side === 'long' ? this.plans.long : this.plans.short,
    );
    trade.fixLevels(k - 1);
    this.open.push(trade);
    const day = this.days[k] ?? -1;
    if (day === this.entryDay) this.entriesThatDay += 1;
    else {
      this.entryDay = day;
      this.entriesThatDay = 1;
    }
    this.events?.({ kind: 'entry', bar: k, side, price, size });
  }

  /**
   * Stops and targets the open is already beyond fill there, before an entry at the same open is
   * sized. Levels depend only on bars before k, so testLevels() finds the same nothing afterwards.
   */
  private fillGapsAtOpen(k: number): void {
    const barOpen = this.bars.open[k] ?? Number.NaN;
    let closed = false;
    for (const trade of this.open) {
      if (!trade.hasLevels) continue;
      trade.levelsAt(k);
      const long = trade.side === 'long';
      if (long ? barOpen <= trade.stop : barOpen >= trade.stop) {
        const block = trade.stopBlock;
        this.close(trade, k, barOpen, levelExitReason(block, 'stop'), block);
        closed = true;
      } else if (long ? barOpen >= trade.target : barOpen <= trade.target) {
        const block = trade.targetBlock;
        this.close(trade, k, barOpen, levelExitReason(block, 'target'), block);
        closed = true;
      }
    }
    if (closed) this.open = stillOpen(this.open);
  }

  /** Stops and targets: against the open first, then inside the bar (stop first when both). */
  private testLevels(k: number): void {
    const barOpen = this.bars.open[k] ?? Number.NaN;
    const barHigh = this.bars.high[k] ?? Number.NaN;
    const barLow = this.bars.low[k] ?? Number.NaN;
    for (const trade of this.open) {
      if (!trade.hasLevels) continue;
      trade.levelsAt(k);
      const { stop, target } = trade;
      const long = trade.side === 'long';
      if (long ? barOpen <= stop : barOpen >= stop) {
        this.close(trade, k, barOpen, levelExitReason(trade.stopBlock, 'stop'), trade.stopBlock);
      } else if (long ? barOpen >= target : barOpen <= target) {
        this.close(trade, k, barOpen, levelExitReason(trade.targetBlock, 'target'), trade.targetBlock);
      } else {
        const stopTouched = long ? barLow <= stop : barHigh >= stop;
        const targetTouched = long ? barHigh >= target : barLow <= target;
        if (stopTouched) {
          this.close(
            trade,
            k,
            stop,
            levelExitReason(trade.stopBlock, 'stop'),
            trade.stopBlock,
            targetTouched ? AMBIGUOUS : PLAIN_FILL,
          );
        } else if (targetTouched) {
          this.close(trade, k, target, levelExitReason(trade.targetBlock, 'target'), trade.targetBlock);
        }
      }
    }
  }

  /** End-of-day and end-of-week exits at the close; then the bar joins the trailing extremes. */
  private closeAtBarClose(k: number): void {
    const barHigh = this.bars.high[k] ?? Number.NaN;
    const barLow = this.bars.low[k] ?? Number.NaN;
    const barClose = this.bars.close[k] ?? Number.NaN;
    let closed = false;
    for (const trade of this.open) {
      if (trade.closed) {
        closed = true;
        continue;
      }
      if (trade.plan.endOfDay?.[k]) {
        this.close(trade, k, barClose, 'end_of_day', 'End of Day');
        closed = true;
      } else if (trade.plan.endOfWeek?.[k]) {
        this.close(trade, k, barClose, 'end_of_week', 'End of Week');
        closed = true;
      } else trade.observe(barHigh, barLow, barClose);
    }
    if (closed) this.open = stillOpen(this.open);
  }

  /** The last bar: trades still open close at its close as normal fills. */
  private closeAtEnd(k: number): void {
    const barClose = this.bars.close[k] ?? Number.NaN;
    for (const trade of this.open) this.close(trade, k, barClose, 'end_of_data', null, AT_END);
    this.open = [];
    this.equity[k] = this.cash;
  }

  /** At the close, for the next open: mark equity, risk rules, exits, then an entry. */
  private decide(k: number): void {
    const settings = this.settings;
    const open = this.open;
    const count = open.length;
    let marked = this.cash;
    if (count > 0) {
      const price = this.closes[k] ?? Number.NaN;
      for (let index = 0; index < count; index += 1) {
        const trade = open[index] as OpenTrade;
        marked += markValue(trade.side, trade.size, trade.entryPrice, price);
      }
    }
    this.equity[k] = marked;
    const marks = this.marks;
    if (marked > marks.peak) marks.peak = marked;
    const day = this.days[k] ?? -1;
    if (day !== marks.currentDay) {
      marks.currentDay = day;
      marks.dayStartEquity = marks.previousEquity;
    }
    marks.previousEquity = marked;
    if (this.halted) return;
    if (settings.maxDrawdown > 0 && marked < marks.peak * (1 - settings.maxDrawdown)) {
      this.halt(k, marked);
      return;
    }
    if (
      settings.dailyLossLimit > 0 &&
      this.blockedDay !== day &&
      marked < marks.dayStartEquity * (1 - settings.dailyLossLimit)
    ) {
      this.blockedDay = day;
      this.riskEvents.push({ kind: 'daily_loss_limit', bar: k });
      this.events?.({ kind: 'daily_loss_limit', bar: k, limit: settings.dailyLossLimit });
    }
    for (let index = 0; index < count; index += 1) {
      const trade = open[index] as OpenTrade;
      const holdingBars = trade.plan.holdingBars;
      if (holdingBars !== null && k - trade.entryBar + 1 >= holdingBars) {
        trade.pendingExit = TIME_EXIT;
        this.exitsPending = true;
        continue;
      }
      const exitSignal = trade.side === 'long' ? this.exitLong : this.exitShort;
      if (exitSignal !== null && exitSignal[k] === 1) {
        trade.pendingExit = SIGNAL_EXIT;
        this.exitsPending = true;
      }
    }
    const wantsLong = this.entryLong !== null && this.entryLong[k] === 1;
    const wantsShort = settings.longShort && this.entryShort !== null && this.entryShort[k] === 1;
    if (wantsLong || wantsShort) this.decideEntry(k, wantsLong ? 'long' : 'short', day);
  }

  private decideEntry(k: number, side: Side, day: number): void {
    const settings = this.settings;
    if (this.blockedDay === day) {
      this.skipped('daily-loss')?.({ kind: 'entry_skipped', reason: 'daily-loss', bar: k, side });
      return;
    }
    let staying = 0;
    let opposite = 0;
    for (const trade of this.open) {
      if (trade.pendingExit) continue;
      staying += 1;
      if (trade.side !== side) opposite += 1;
    }
    if (opposite > 0) {
      this.skipped('opposite')?.({ kind: 'entry_skipped', reason: 'opposite', bar: k, side });
      return;
    }
    if (staying >= settings.maxOpenTrades) {
      this.skipped('max-open')?.({
        kind: 'entry_skipped',
        reason: 'max-open',
        bar: k,
        side,
        limit: settings.maxOpenTrades,
      });
      return;
    }
    if (this.days[k + 1] === this.entryDay && this.entriesThatDay >= settings.maxTradesPerDay) {
      this.skipped('per-day')?.({
        kind: 'entry_skipped',
        reason: 'per-day',
        bar: k,
        side,
        limit: settings.maxTradesPerDay,
      });
      return;
    }
    this.pendingEntry = side;
  }

  /**
   * The highest equity up to bar k: the initial capital or a mark. The quiet-bar loops leave the
   * peak behind when no rule reads it (quiet-bars.ts), so it is worked out here for the report.
   */
  private peakSoFar(k: number): number {
    let peak = this.marks.peak;
    for (let bar = 0; bar <= k; bar += 1) {
      const mark = this.equity[bar] as number;
      if (mark > peak) peak = mark;
    }
    return peak;
  }

  private halt(k: number, marked: number): void {
    this.halted = true;
    this.haltedAt = k;
    this.riskEvents.push({ kind: 'max_drawdown_halt', bar: k });
    for (const trade of this.open) trade.pendingExit = { reason: 'max_drawdown_halt', block: null };
    this.exitsPending = this.open.length > 0;
    this.events?.({
      kind: 'max_drawdown_halt',
      bar: k,
      limit: this.settings.maxDrawdown,
      equity: marked,
      peak: this.peakSoFar(k),
    });
  }

  private close(
    trade: OpenTrade,
    bar: number,
    rawPrice: number,
    reason: ExitReason,
    block: string | null,
    fill: ExitFill = PLAIN_FILL,
  ): void {
    const settings = this.settings;
    const price = fillPrice(trade.side, 'exit', rawPrice, settings.slippageRate);
    const exitCommission = commissionOf(trade.size, price, settings.commissionRate);
    this.cash += markValue(trade.side, trade.size, trade.entryPrice, price) - exitCommission;
    const pnl =
      grossProfit(trade.side, trade.size, trade.entryPrice, price) - trade.entryCommission - exitCommission;
    trade.closed = true;
    this.trades.push({
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
      ambiguous: fill.ambiguous === true,
      closedAtEnd: fill.atEnd === true,
      barsHeld: bar - trade.entryBar + (fill.atOpen === true ? 0 : 1),
    });
    this.events?.({ kind: 'exit', bar, side: trade.side, price, size: trade.size, reason, block, pnl });
  }

  /** Cash plus every open trade marked at a price. */
  private markAt(price: number): number {
    let value = this.cash;
    for (const trade of this.open) value += markValue(trade.side, trade.size, trade.entryPrice, price);
    return value;
  }

  /**
   * Counts a skipped entry; returns the event sink when this one is to be reported (the first
   * SKIP_REPORT_LIMIT of each reason), so that the event is built only then.
   */
  private skipped(reason: SkipReason): SimulationEventSink | undefined {
    this.skippedEntries += 1;
    // Without a listener nothing reads the counts per reason (a Map update per skipped bar adds up).
    if (!this.events) return undefined;
    const seen = this.skipCounts.get(reason) ?? 0;
    this.skipCounts.set(reason, seen + 1);
    return seen < SKIP_REPORT_LIMIT ? this.events : undefined;
  }
}
