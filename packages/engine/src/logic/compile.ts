import { findBlock } from '../blocks/catalogue';
import { inputDeclarationProblems, resolveInputs } from '../strategy/inputs';
import type { LogicNodeInput, RowInput, StrategyInput } from '../strategy/types';
import { type Diagnostic, type Slot, SLOT_LABELS } from './diagnostics';
import { sourceProblems, type SourceRules } from '../sources/checks';
import { describeExpression, type ExitRef, type Expression, type ValueRef } from './expressions';
import { parseRow, type LogicTab } from './rows';

/** One side of a compiled strategy: a bar-close condition and/or intrabar exit rules. */
export interface SideProgram {
  /** Evaluated at every bar close; null when the side has only exit blocks. */
  condition: Expression | null;
  /** Exit blocks (exit sides only), acting on each open trade. */
  exits: ExitRef[];
  description: string;
}

export interface Program {
  long: SideProgram | null;
  short: SideProgram | null;
  exitLong: SideProgram | null;
  exitShort: SideProgram | null;
}

const STOP_BLOCKS = new Set([
  'Stop Loss %',
  'Stop Loss $',
  'ATR Stop',
  'Trailing Stop %',
  'Trailing Stop ATR',
  'Max Drawdown',
  'Support Break',
]);

/**
 * Turns a run body into a program: resolves row references, parses every row, checks the rules of
 * docs/product.md#validation-rules and docs/engine.md#the-backtesting-engine-execution-model (exits only on exit sides and only under Or, intraday-only
 * blocks only on intraday bars, a stop for Risk/Reward), and never throws on user input.
 */
export function compileStrategy(
  strategy: StrategyInput,
  options: {
    intraday: boolean;
    /** Checks the symbols blocks read against the run's market data (absent: not checked). */
    symbolStatus?: SourceRules['symbolStatus'];
  },
): { program: Program; diagnostics: Diagnostic[] } {
  // Inputs first (docs/engine.md#strategy-inputs): everything below reads plain numbers.
  const input = resolveInputs(strategy);
  const diagnostics: Diagnostic[] = inputDeclarationProblems(input.inputs).map((message) => ({
    severity: 'error',
    message,
    slot: 'settings',
  }));
  const longShort = input.generalSetting.strategyType === 'Long/Short';
  const sources: SourceRules = {
    interval: input.generalSetting.timeInterval,
    symbolStatus: options.symbolStatus,
  };
  const compileSlot = (slot: Slot, node: LogicNodeInput, tab: LogicTab) =>
    compileSide(input, slot, node, tab, { intraday: options.intraday, sources }, diagnostics);

  const program: Program = {
    long: compileSlot('long', input.entryLogic.long, 'entry'),
    short: longShort ? compileSlot('short', input.entryLogic.short, 'entry') : null,
    exitLong: compileSlot('exit_long', input.exitLogic.exit_long, 'exit'),
    exitShort: longShort ? compileSlot('exit_short', input.exitLogic.exit_short, 'exit') : null,
  };
  if (!longShort && (input.entryLogic.short !== null || input.exitLogic.exit_short !== null)) {
    diagnostics.push({
      severity: 'warning',
      message: 'The strategy is Long Only: its short entry and short exit are ignored',
      slot: 'settings',
    });
  }
  const hasEntryInput = input.entryLogic.long !== null || (longShort && input.entryLogic.short !== null);
  if (!hasEntryInput) {
    diagnostics.push({
      severity: 'error',
      message: longShort
        ? 'The strategy has no entry logic: put a valid row in the long or short entry slot'
        : 'The strategy has no entry logic: put a valid row in the long entry slot',
      slot: 'settings',
    });
  }
  if (program.long && !program.exitLong && input.exitLogic.exit_long === null) {
    diagnostics.push({
      severity: 'warning',
      message: 'No exit for long trades: they close at the end of the data',
      slot: 'exit_long',
    });
  }
  return { program, diagnostics };
}

/** One slot of the strategy: its rows resolved and parsed, exits split from the condition, checked. */
function compileSide(
  input: StrategyInput,
  slot: Slot,
  node: LogicNodeInput,
  tab: LogicTab,
  checks: { intraday: boolean; sources: SourceRules },
  diagnostics: Diagnostic[],
): SideProgram | null {
  const rows = tab === 'entry' ? input.entryLogicRows : input.exitLogicRows;
  const expression = resolveNode(node, { slot, tab, rows: rows ?? [], diagnostics });
  if (!expression) return null;
  checkIntraday(expression, slot, checks.intraday, diagnostics);
  checkSources(expression, slot, checks.sources, diagnostics);
  const split = splitExits(expression, slot, diagnostics);
  if (!split) return null;
  for (const exit of split.exits) {
    if (exit.block === 'Risk/Reward Ratio' && !split.exits.some((other) => STOP_BLOCKS.has(other.block))) {
      diagnostics.push({
        severity: 'error',
        message: `${SLOT_LABELS[slot]}: Risk/Reward Ratio needs a stop (Stop Loss %, Stop Loss $, ATR Stop, a trailing stop, Max Drawdown or Support Break) joined with Or in the same exit`,
        slot,
        block: exit.block,
      });
    }
  }
  return { condition: split.condition, exits: split.exits, description: describeExpression(expression) };
}

interface ResolveContext {
  slot: Slot;
  tab: LogicTab;
  rows: readonly RowInput[];
  diagnostics: Diagnostic[];
}

function isRow(node: object): node is RowInput {
  return Array.isArray((node as { elements?: unknown }).elements);
}

function resolveNode(node: LogicNodeInput, context: ResolveContext): Expression | null {
  if (node === null) return null;
  if ('left' in node) {
    const left = resolveNode(node.left, context);
    const right = resolveNode(node.right, context);
    if (!left || !right) {
      if ((node.left === null || node.right === null) && !(node.left === null && node.right === null)) {
        context.diagnostics.push({
          severity: 'error',
          message: `${SLOT_LABELS[context.slot]}: ${node.name} needs a row on both sides`,
          slot: context.slot,
        });
      }
      return null;
    }
    return { kind: node.name === 'And' ? 'and' : 'or', left, right };
  }
  let row: RowInput | undefined;
  if (isRow(node)) row = node;
  else {
    const id = (node as { id?: unknown }).id;
    row = context.rows.find((candidate) => candidate.id === id);
    if (!row) {
      context.diagnostics.push({
        severity: 'error',
        message: `${SLOT_LABELS[context.slot]}: Logic ${String(id)} does not exist`,
        slot: context.slot,
        ...(typeof id === 'number' ? { row: id } : {}),
      });
      return null;
    }
  }
  const { expression, diagnostics } = parseRow(row.elements, {
    tab: context.tab,
    slot: context.slot,
    ...(row.id !== undefined ? { row: row.id } : {}),
  });
  context.diagnostics.push(...diagnostics);
  return expression;
}

/** Separates the exit blocks from the bar-close condition; exits may only sit under Or. */
function splitExits(
  expression: Expression,
  slot: Slot,
  diagnostics: Diagnostic[],
): { condition: Expression | null; exits: ExitRef[] } | null {
  switch (expression.kind) {
    case 'exit':
      return { condition: null, exits: [expression.exit] };
    case 'compare':
    case 'boolean':
      return { condition: expression, exits: [] };
    case 'or': {
      const left = splitExits(expression.left, slot, diagnostics);
      const right = splitExits(expression.right, slot, diagnostics);
      if (!left || !right) return null;
      const condition =
        left.condition && right.condition
          ? ({ kind: 'or', left: left.condition, right: right.condition } as const)
          : (left.condition ?? right.condition);
      return { condition, exits: [...left.exits, ...right.exits] };
    }
    case 'and': {
      const left = splitExits(expression.left, slot, diagnostics);
      const right = splitExits(expression.right, slot, diagnostics);
      if (!left || !right) return null;
      const exits = [...left.exits, ...right.exits];
      if (exits.length > 0) {
        diagnostics.push({
          severity: 'error',
          message: `${SLOT_LABELS[slot]}: ${exits.map((exit) => exit.block).join(', ')} can only be joined with Or (an exit acts on its own, inside the bar)`,
          slot,
          block: exits[0]?.block ?? '',
        });
        return null;
      }
      if (!left.condition || !right.condition) return null;
      return { condition: { kind: 'and', left: left.condition, right: right.condition }, exits: [] };
    }
  }
}

function checkIntraday(
  expression: Expression,
  slot: Slot,
  intraday: boolean,
  diagnostics: Diagnostic[],
): void {
  if (intraday) return;
  const names = new Set<string>();
  collectIntradayOnly(expression, names);
  for (const name of names) {
    diagnostics.push({
      severity: 'error',
      message: `${SLOT_LABELS[slot]}: ${name} needs intraday bars; choose the 1 Hour interval on a symbol with hourly data`,
      slot,
      block: name,
    });
  }
}

/** The intraday-only blocks of an expression, in the order they appear. */
function collectIntradayOnly(node: Expression, names: Set<string>): void {
  switch (node.kind) {
    case 'compare':
      if (findBlock(node.left.block)?.intradayOnly) names.add(node.left.block);
      if (findBlock(node.right.block)?.intradayOnly) names.add(node.right.block);
      return;
    case 'boolean':
      if (findBlock(node.value.block)?.intradayOnly) names.add(node.value.block);
      return;
    case 'exit':
      if (findBlock(node.exit.block)?.intradayOnly) names.add(node.exit.block);
      return;
    case 'and':
    case 'or':
      collectIntradayOnly(node.left, names);
      collectIntradayOnly(node.right, names);
  }
}

/** Blocks reading another symbol or timeframe: refused when the run cannot give them. */
function checkSources(
  expression: Expression,
  slot: Slot,
  rules: SourceRules,
  diagnostics: Diagnostic[],
): void {
  const refs: ValueRef[] = [];
  collectValueRefs(expression, refs);
  for (const ref of refs) {
    if (ref.where === undefined) continue;
    for (const problem of sourceProblems(ref, rules))
      diagnostics.push({ severity: 'error', message: `${ref.where}: ${problem}`, slot, block: ref.block });
  }
}

/** The value blocks of an expression, in the order they appear. */
export function collectValueRefs(node: Expression, refs: ValueRef[]): void {
  switch (node.kind) {
    case 'compare':
      refs.push(node.left, node.right);
      return;
    case 'boolean':
      refs.push(node.value);
      return;
    case 'exit':
      return;
    case 'and':
    case 'or':
      collectValueRefs(node.left, refs);
      collectValueRefs(node.right, refs);
  }
}
