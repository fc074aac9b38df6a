import type { Block } from '../../blocks/catalogue';
import type { ExitRef } from '../../logic/expressions';
import { pyNumber, pyString } from './literals';
import { linkedConstant } from './inputs';
import type { PythonFunction } from './types';
import { runtimeModule } from './runtime';

const exitsPython = runtimeModule('exits');

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
  exitsPython('end_of_week_flags', ['week_ending_friday', 'weekday_of']),
  exitsPython('end_of_day_flags', ['session_info', 'hhmm_minutes']),
];
