import type { Block } from '../../blocks/catalogue';
import type { ExitRef } from '../../logic/expressions';
import { pyFunction, pyNumber, pyString } from './literals';
import { linkedConstant } from './inputs';
import type { PythonFunction } from './types';

/**
 * The parts of an exit plan (src/sim/exit-plan.ts): each exit block adds an entry to one of them.
 * List kinds hold (block, ...) tuples in the order the blocks appear in the exit side.
 */
export type ExitKind =
  | 'stop_percents'
  | 'stop_amounts'
  | 'atr_stops'
  | 'trail_percents'
  | 'trail_atrs'
  | 'close_trails'
  | 'support_levels'
  | 'resistance_levels'
  | 'target_percents'
  | 'target_amounts'
  | 'risk_reward_ratios'
  | 'holding_bars'
  | 'end_of_week'
  | 'end_of_day';

/** The kinds that set a stop or target level tested at the open and inside every bar. */
export const LEVEL_KINDS: readonly ExitKind[] = [
  'stop_percents',
  'stop_amounts',
  'atr_stops',
  'trail_percents',
  'trail_atrs',
  'close_trails',
  'support_levels',
  'resistance_levels',
  'target_percents',
  'target_amounts',
  'risk_reward_ratios',
];

/** The names of the catalogue's exit blocks. */
export type ExitBlockName = Extract<Block, { type: 'exit' }>['name'];

/** How an exit block enters the plan: its kind and its Python entry for that kind. */
export interface PythonExitRule {
  readonly kind: ExitKind;
  /** Script functions the entry calls. */
  readonly uses: readonly string[];
  /** The entry: a tuple for list kinds, a number for holding_bars, a flag list for the time exits. */
  readonly entry: (exit: ExitRef, riskRewardRatio: number) => string;
}

function numberOf(exit: ExitRef, name: string): number {
  const value = exit.params[name];
  return typeof value === 'number' ? value : Number.NaN;
}

/** A number of an exit block in Python: the input's constant when the property is linked to one. */
function pyExitNumber(exit: ExitRef, name: string): string {
  return linkedConstant(exit.params, name) ?? pyNumber(numberOf(exit, name));
}

const percent = (kind: ExitKind): PythonExitRule => ({
  kind,
  uses: [],
  entry: (exit) => `(${pyString(exit.block)}, ${pyExitNumber(exit, 'percentage')} / 100)`,
});

const amount = (kind: ExitKind): PythonExitRule => ({
  kind,
  uses: [],
  entry: (exit) => `(${pyString(exit.block)}, ${pyExitNumber(exit, 'amount')})`,
});

const atrDistance = (kind: ExitKind): PythonExitRule => ({
  kind,
  uses: ['atr'],
  entry: (exit) =>
    `(${pyString(exit.block)}, ${pyExitNumber(exit, 'atrMultiplier')}, atr(bars["high"], bars["low"], bars["close"], ${pyExitNumber(exit, 'period')}))`,
});

/** Every exit block of the catalogue, in Python (checked complete by the type checker). */
export const PYTHON_EXITS = {
  'Stop Loss %': percent('stop_percents'),
  'Stop Loss $': amount('stop_amounts'),
  'ATR Stop': atrDistance('atr_stops'),
  'Trailing Stop %': percent('trail_percents'),
  'Trailing Stop ATR': atrDistance('trail_atrs'),
  'Max Drawdown': percent('close_trails'),
  'Support Break': {
    kind: 'support_levels',
    uses: ['shift', 'rolling_min'],
    entry: (exit) =>
      `(${pyString(exit.block)}, shift(rolling_min(bars["low"], ${pyExitNumber(exit, 'lookback')}), 1))`,
  },
  'Resistance Break': {
    kind: 'resistance_levels',
    uses: ['shift', 'rolling_max'],
    entry: (exit) =>
      `(${pyString(exit.block)}, shift(rolling_max(bars["high"], ${pyExitNumber(exit, 'lookback')}), 1))`,
  },
  'Take Profit %': percent('target_percents'),
  'Profit Target': percent('target_percents'),
  'Take Profit $': amount('target_amounts'),
  'Risk/Reward Ratio': {
    kind: 'risk_reward_ratios',
    uses: [],
    entry: (exit, riskRewardRatio) =>
      `(${pyString(exit.block)}, ${pyNumber(exit.given.includes('ratio') ? numberOf(exit, 'ratio') : riskRewardRatio)})`,
  },
  'Fixed Holding Period': {
    kind: 'holding_bars',
    uses: [],
    entry: (exit) => pyExitNumber(exit, 'bars'),
  },
  'End of Week': {
    kind: 'end_of_week',
    uses: ['end_of_week_flags'],
    entry: (exit) => `end_of_week_flags(bars["times"], ${pyString(String(exit.params['day']))})`,
  },
  'End of Day': {
    kind: 'end_of_day',
    uses: ['end_of_day_flags'],
    entry: (exit) => `end_of_day_flags(bars["times"], ${pyString(String(exit.params['time']))})`,
  },
} satisfies Record<ExitBlockName, PythonExitRule>;

export function pythonExit(block: string): PythonExitRule | undefined {
  return (PYTHON_EXITS as Partial<Record<string, PythonExitRule>>)[block];
}

/** Script functions of the exit rules. */
export const EXIT_FUNCTIONS: readonly PythonFunction[] = [
  pyFunction(
    'end_of_week_flags',
    ['week_ending_friday', 'weekday_of'],
    `
    def end_of_week_flags(times, day):
        """End of Week: the close of the first bar of the week on or after the weekday, or of the
        week's last bar when that day has no bar (weeks end on Friday)."""
        weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        target = (max(0, weekdays.index(day) if day in weekdays else -1) + 1) % 7
        flags = [False] * len(times)
        for index in range(len(times)):
            date = times[index][:10]
            next_time = times[index + 1] if index + 1 < len(times) else None
            last_of_week = next_time is not None and week_ending_friday(next_time[:10]) != week_ending_friday(date)
            last_bar_of_day = next_time is None or next_time[:10] != date
            on_or_after = (weekday_of(date) + 1) % 7 >= target
            flags[index] = last_bar_of_day and (on_or_after or last_of_week)
        return flags
    `,
  ),
  pyFunction(
    'end_of_day_flags',
    ['session_info', 'hhmm_minutes'],
    `
    def end_of_day_flags(times, time):
        """End of Day: the close of the first bar ending at or after the time, or of the session's
        last bar."""
        info = session_info(times)
        limit = hhmm_minutes(time)
        return [
            (info["end"][i] != "" and hhmm_minutes(info["end"][i]) >= limit) or info["last_of_session"][i]
            for i in range(len(times))
        ]
    `,
  ),
];
