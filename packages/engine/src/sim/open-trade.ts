import type { Side } from './broker';
import type { ExitPlan } from './exit-plan';

/**
 * A trade while it is open: its fill, the levels fixed at entry, and the running extremes the
 * trailing rules need (over bars entry..k-1, so a bar's own high moves a trailing stop from the
 * next bar on).
 */
export class OpenTrade {
  bestHigh = -Infinity;
  bestLow = Infinity;
  bestClose = -Infinity;
  lowestClose = Infinity;
  fixedStop = Number.NaN;
  fixedStopBlock = '';
  fixedTarget = Number.NaN;
  fixedTargetBlock = '';
  trailAtrDistances: Array<{ block: string; distance: number }> = [];
  /** Levels for the current bar, filled by levelsAt(). */
  stop = Number.NaN;
  stopBlock = '';
  target = Number.NaN;
  targetBlock = '';
  /**
   * Whether some rule moves the levels from bar to bar (trailing stops, support and resistance
   * columns); set by fixLevels(), until then levelsAt() works them out in full.
   */
  levelsMove = true;
  /** Whether any level applies (false lets signal-only trades skip the level tests); set by fixLevels(). */
  hasLevels = false;
  pendingExit: { reason: 'signal' | 'time_exit' | 'max_drawdown_halt'; block: string | null } | null = null;
  closed = false;

  constructor(
    readonly side: Side,
    readonly size: number,
    readonly entryPrice: number,
    readonly entryBar: number,
    readonly entryCommission: number,
    readonly plan: ExitPlan,
  ) {}

  /** Sets the levels fixed at entry: %, $ and ATR stops, %, $ and risk/reward targets. */
  fixLevels(signalBar: number): void {
    const long = this.side === 'long';
    const entry = this.entryPrice;
    const plan = this.plan;
    for (const { block, value } of plan.stopPercents)
      this.offerFixedStop(long ? entry * (1 - value) : entry * (1 + value), block);
    for (const { block, value } of plan.stopAmounts)
      this.offerFixedStop(long ? entry - value / this.size : entry + value / this.size, block);
    for (const { block, multiplier, atr } of plan.atrStops) {
      const distance = multiplier * (atr[signalBar] ?? Number.NaN);
      if (Number.isFinite(distance)) this.offerFixedStop(long ? entry - distance : entry + distance, block);
    }
    for (const { block, multiplier, atr } of plan.trailAtrs) {
      const distance = multiplier * (atr[signalBar] ?? Number.NaN);
      if (Number.isFinite(distance)) this.trailAtrDistances.push({ block, distance });
    }
    for (const { block, value } of plan.targetPercents)
      this.offerFixedTarget(long ? entry * (1 + value) : entry * (1 - value), block);
    for (const { block, value } of plan.targetAmounts) {
      this.offerFixedTarget(long ? entry + value / this.size : entry - value / this.size, block);
    }
    if (plan.riskRewardRatios.length > 0) {
      this.levelsAt(this.entryBar);
      const risk = long ? entry - this.stop : this.stop - entry;
      if (risk > 0) {
        for (const { block, value } of plan.riskRewardRatios) {
          this.offerFixedTarget(long ? entry + value * risk : entry - value * risk, block);
        }
      }
    }
    this.levelsMove =
      plan.trailPercents.length > 0 ||
      this.trailAtrDistances.length > 0 ||
      plan.closeTrails.length > 0 ||
      plan.supportLevels.length > 0 ||
      plan.resistanceLevels.length > 0;
    this.hasLevels = this.levelsMove || !Number.isNaN(this.fixedStop) || !Number.isNaN(this.fixedTarget);
    if (!this.levelsMove) this.useFixedLevels();
  }

  /** The levels fixed at entry as the levels of every bar (nothing moves them). */
  private useFixedLevels(): void {
    this.stop = this.fixedStop;
    this.stopBlock = this.fixedStopBlock;
    this.target = this.fixedTarget;
    this.targetBlock = this.fixedTargetBlock;
  }

  private offerFixedStop(level: number, block: string): void {
    if (!Number.isFinite(level)) return;
    const tighter = this.side === 'long' ? level > this.fixedStop : level < this.fixedStop;
    if (Number.isNaN(this.fixedStop) || tighter) {
      this.fixedStop = level;
      this.fixedStopBlock = block;
    }
  }

  private offerFixedTarget(level: number, block: string): void {
    if (!Number.isFinite(level)) return;
    const nearer = this.side === 'long' ? level < this.fixedTarget : level > this.fixedTarget;
    if (Number.isNaN(this.fixedTarget) || nearer) {
      this.fixedTarget = level;
      this.fixedTargetBlock = block;
    }
  }

  private offerStop(level: number, block: string): void {
    if (!Number.isFinite(level)) return;
    const tighter = this.side === 'long' ? level > this.stop : level < this.stop;
    if (Number.isNaN(this.stop) || tighter) {
      this.stop = level;
      this.stopBlock = block;
    }
  }

  private offerTarget(level: number, block: string): void {
    if (!Number.isFinite(level)) return;
    const nearer = this.side === 'long' ? level < this.target : level > this.target;
    if (Number.isNaN(this.target) || nearer) {
      this.target = level;
      this.targetBlock = block;
    }
  }

  /** The stop (tightest) and target (nearest) levels that apply on bar k. */
  levelsAt(bar: number): void {
    // Fixed levels only: fixLevels() set them once for every bar.
    if (!this.levelsMove) return;
    const long = this.side === 'long';
    const plan = this.plan;
    this.useFixedLevels();
    const best = long ? Math.max(this.entryPrice, this.bestHigh) : Math.min(this.entryPrice, this.bestLow);
    for (const { block, value } of plan.trailPercents)
      this.offerStop(long ? best * (1 - value) : best * (1 + value), block);
    for (const { block, distance } of this.trailAtrDistances)
      this.offerStop(long ? best - distance : best + distance, block);
    if (plan.closeTrails.length > 0) {
      const bestClose = long
        ? Math.max(this.entryPrice, this.bestClose)
        : Math.min(this.entryPrice, this.lowestClose);
      for (const { block, value } of plan.closeTrails) {
        this.offerStop(long ? bestClose * (1 - value) : bestClose * (1 + value), block);
      }
    }
    for (const { block, column } of plan.supportLevels) {
      const level = column[bar] ?? Number.NaN;
      if (long) this.offerStop(level, block);
      else this.offerTarget(level, block);
    }
    for (const { block, column } of plan.resistanceLevels) {
      const level = column[bar] ?? Number.NaN;
      if (long) this.offerTarget(level, block);
      else this.offerStop(level, block);
    }
  }

  /** Folds bar k into the running extremes, after bar k is done. */
  observe(high: number, low: number, close: number): void {
    if (high > this.bestHigh) this.bestHigh = high;
    if (low < this.bestLow) this.bestLow = low;
    if (close > this.bestClose) this.bestClose = close;
    if (close < this.lowestClose) this.lowestClose = close;
  }
}
