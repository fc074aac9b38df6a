import { dateOf, weekdayOf } from '../data/bars';
import { weekEndingFriday } from '../data/resample';
import { minutesOf, sessionInfo } from '../data/session';
import { atr, rollingMax, rollingMin, shift } from '../indicators/primitives';
import type { PriceColumns } from '../indicators/types';
import type { ExitRef } from '../logic/expressions';

/** What closes a trade, as reported in closed_trades.exit_reason. */
export type ExitReason =
  | 'signal'
  | 'stop_loss'
  | 'take_profit'
  | 'trailing_stop'
  | 'time_exit'
  | 'end_of_day'
  | 'end_of_week'
  | 'max_drawdown_halt'
  | 'end_of_data';

export interface NamedValue {
  block: string;
  value: number;
}

export interface NamedColumn {
  block: string;
  column: Float64Array;
}

/**
 * The exit blocks of one side, prepared for the simulator: fixed distances, per-bar level columns
 * (support/resistance, ATR) and per-bar flags (end of week, end of day), computed once per run.
 */
export interface ExitPlan {
  stopPercents: NamedValue[];
  stopAmounts: NamedValue[];
  atrStops: Array<{ block: string; multiplier: number; atr: Float64Array }>;
  trailPercents: NamedValue[];
  trailAtrs: Array<{ block: string; multiplier: number; atr: Float64Array }>;
  /** Max Drawdown: a stop trailing the best close since entry. */
  closeTrails: NamedValue[];
  /** Lowest low of the previous n bars: a stop for longs, a target for shorts. */
  supportLevels: NamedColumn[];
  /** Highest high of the previous n bars: a target for longs, a stop for shorts. */
  resistanceLevels: NamedColumn[];
  targetPercents: NamedValue[];
  targetAmounts: NamedValue[];
  riskRewardRatios: NamedValue[];
  holdingBars: number | null;
  endOfWeek: Uint8Array | null;
  endOfDay: Uint8Array | null;
}

export function emptyExitPlan(): ExitPlan {
  return {
    stopPercents: [],
    stopAmounts: [],
    atrStops: [],
    trailPercents: [],
    trailAtrs: [],
    closeTrails: [],
    supportLevels: [],
    resistanceLevels: [],
    targetPercents: [],
    targetAmounts: [],
    riskRewardRatios: [],
    holdingBars: null,
    endOfWeek: null,
    endOfDay: null,
  };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Position of a weekday in a week that ends on Friday (Saturday 0 ... Friday 6). */
function positionInWeek(weekday: number): number {
  return (weekday + 1) % 7;
}

/**
 * End of Week: the close of the first bar of the trade's week on or after the given weekday, or of
 * the week's last bar (the next bar starts another week ending Friday) when that day has no bar.
 */
export function endOfWeekFlags(times: readonly string[], day: string): Uint8Array {
  const target = positionInWeek(Math.max(0, WEEKDAYS.indexOf(day)));
  const flags = new Uint8Array(times.length);
  for (let index = 0; index < times.length; index += 1) {
    const date = dateOf(times[index] ?? '');
    const next = times[index + 1];
    const lastOfWeek = next !== undefined && weekEndingFriday(dateOf(next)) !== weekEndingFriday(date);
    const lastBarOfDay = next === undefined || dateOf(next) !== date;
    const onOrAfter = positionInWeek(weekdayOf(date)) >= target;
    flags[index] = lastBarOfDay && (onOrAfter || lastOfWeek) ? 1 : 0;
  }
  return flags;
}

/** End of Day: the close of the first bar ending at or after the time, or of the session's last bar. */
export function endOfDayFlags(times: readonly string[], time: string): Uint8Array {
  const session = sessionInfo(times);
  const limit = minutesOf(time);
  const flags = new Uint8Array(times.length);
  for (let index = 0; index < times.length; index += 1) {
    const end = session.end[index] ?? '';
    const reached = end !== '' && minutesOf(end) >= limit;
    flags[index] = reached || session.lastOfSession[index] === 1 ? 1 : 0;
  }
  return flags;
}

function numberOf(exit: ExitRef, name: string): number {
  const value = exit.params[name];
  return typeof value === 'number' ? value : Number.NaN;
}

/** Prepares the exit blocks of a side for the bars of a run. */
export function buildExitPlan(
  exits: readonly ExitRef[],
  bars: PriceColumns,
  riskRewardRatio: number,
): ExitPlan {
  const plan = emptyExitPlan();
  // A side that exits on its signal only (every run of a crossover sweep) has nothing to prepare.
  if (exits.length === 0) return plan;
  const atrColumns = new Map<number, Float64Array>();
  const atrOf = (period: number) => {
    let column = atrColumns.get(period);
    if (!column) {
      column = atr(bars.high, bars.low, bars.close, period);
      atrColumns.set(period, column);
    }
    return column;
  };
  for (const exit of exits) {
    const block = exit.block;
    switch (block) {
      case 'Stop Loss %':
        plan.stopPercents.push({ block, value: numberOf(exit, 'percentage') / 100 });
        break;
      case 'Stop Loss $':
        plan.stopAmounts.push({ block, value: numberOf(exit, 'amount') });
        break;
      case 'ATR Stop':
        plan.atrStops.push({
          block,
          multiplier: numberOf(exit, 'atrMultiplier'),
          atr: atrOf(numberOf(exit, 'period')),
        });
        break;
      case 'Trailing Stop %':
        plan.trailPercents.push({ block, value: numberOf(exit, 'percentage') / 100 });
        break;
      case 'Trailing Stop ATR':
        plan.trailAtrs.push({
          block,
          multiplier: numberOf(exit, 'atrMultiplier'),
          atr: atrOf(numberOf(exit, 'period')),
        });
        break;
      case 'Max Drawdown':
        plan.closeTrails.push({ block, value: numberOf(exit, 'percentage') / 100 });
        break;
      case 'Support Break':
        plan.supportLevels.push({
          block,
          column: shift(rollingMin(bars.low, numberOf(exit, 'lookback')), 1),
        });
        break;
      case 'Resistance Break':
        plan.resistanceLevels.push({
          block,
          column: shift(rollingMax(bars.high, numberOf(exit, 'lookback')), 1),
        });
        break;
      case 'Take Profit %':
      case 'Profit Target':
        plan.targetPercents.push({ block, value: numberOf(exit, 'percentage') / 100 });
        break;
      case 'Take Profit $':
        plan.targetAmounts.push({ block, value: numberOf(exit, 'amount') });
        break;
      case 'Risk/Reward Ratio':
        plan.riskRewardRatios.push({
          block,
          value: exit.given.includes('ratio') ? numberOf(exit, 'ratio') : riskRewardRatio,
        });
        break;
      case 'Fixed Holding Period': {
        const barsToHold = numberOf(exit, 'bars');
        plan.holdingBars = plan.holdingBars === null ? barsToHold : Math.min(plan.holdingBars, barsToHold);
        break;
      }
      case 'End of Week': {
        const flags = endOfWeekFlags(bars.times, String(exit.params['day']));
        plan.endOfWeek = plan.endOfWeek
          ? plan.endOfWeek.map((value, index) => value | (flags[index] ?? 0))
          : flags;
        break;
      }
      case 'End of Day': {
        const flags = endOfDayFlags(bars.times, String(exit.params['time']));
        plan.endOfDay = plan.endOfDay
          ? plan.endOfDay.map((value, index) => value | (flags[index] ?? 0))
          : flags;
        break;
      }
      default:
        throw new Error(`Exit block "${block}" has no simulation rule`);
    }
  }
  return plan;
}

/** How a level-based exit is reported, by block and side. */
export function levelExitReason(block: string, kind: 'stop' | 'target'): ExitReason {
  if (block === 'Trailing Stop %' || block === 'Trailing Stop ATR' || block === 'Max Drawdown')
    return 'trailing_stop';
  return kind === 'stop' ? 'stop_loss' : 'take_profit';
}
