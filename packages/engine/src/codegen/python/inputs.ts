import { findBlock } from '../../blocks/catalogue';
import type { Expression } from '../../logic/expressions';
import { inputLinksOf } from '../../strategy/inputs';
import {
  isDropZone,
  type BlockElementInput,
  type RowElementInput,
  type StrategyInputDeclaration,
} from '../../strategy/types';

/**
 * The strategy's inputs in the script (docs/engine.md#strategy-inputs): one constant per input at the top, read by
 * every block call whose property is linked to it. Calls find their constants through the
 * params object they are given (each block of a row has its own), so that the Python of a block
 * does not need to know about inputs.
 */
const LINKED = new WeakMap<object, Readonly<Record<string, string>>>();

/** Marks the properties of one block's params as reading constants: `{ period: "FAST" }`. */
export function linkParams(params: object, constants: Readonly<Record<string, string>>): void {
  LINKED.set(params, constants);
}

/** The constant a property of these params reads, if it is linked to an input. */
export function linkedConstant(params: object, name: string): string | undefined {
  return LINKED.get(params)?.[name];
}

/** Every constant the params read, for telling linked columns from the same numbers written in. */
export function linkedConstants(params: object): Readonly<Record<string, string>> | undefined {
  return LINKED.get(params);
}

/** Python constant names for the inputs: upper case, safe, unique ("fast" -> FAST, "2x" -> INPUT_2X). */
export function inputConstantNames(inputs: readonly StrategyInputDeclaration[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const input of inputs) {
    if (names.has(input.name)) continue;
    let base = input.name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    if (!/^[A-Z]/.test(base)) base = `INPUT_${base}`.replace(/_+$/, '');
    let name = base;
    for (let suffix = 2; used.has(name) || SETTING_CONSTANTS.has(name); suffix += 1)
      name = `${base}_${suffix}`;
    used.add(name);
    names.set(input.name, name);
  }
  return names;
}

/** The script's own upper-case names (settingsSource), which an input constant must not shadow. */
const SETTING_CONSTANTS = new Set([
  'TICKER',
  'INTERVAL',
  'START_DATE',
  'END_DATE',
  'INITIAL_CAPITAL',
  'FIXED_POSITION_SIZE',
  'EQUITY_FRACTION',
  'COMMISSION_RATE',
  'SLIPPAGE_RATE',
  'MAX_OPEN_TRADES',
  'MAX_TRADES_PER_DAY',
  'MAX_DRAWDOWN',
  'DAILY_LOSS_LIMIT',
  'PERIODS_PER_YEAR',
  'NAN',
]);

/** The inputs section of the script, or nothing when the strategy has none. */
export function inputsSource(
  inputs: readonly StrategyInputDeclaration[],
  constants: ReadonlyMap<string, string>,
): string {
  const declared = inputs.filter(
    (input, index) => inputs.findIndex((other) => other.name === input.name) === index,
  );
  if (declared.length === 0) return '';
  return [
    '# ---------------------------------------------------------------------------- inputs',
    '',
    "# The strategy's inputs: change one here and every block linked to it reads the new value.",
    ...declared.map(
      (input) =>
        `${constants.get(input.name) ?? input.name} = ${String(input.value)}  # ${JSON.stringify(input.name)}`,
    ),
  ].join('\n');
}

/** The value and exit blocks of a row expression, left to right (the order of their elements). */
function refsInOrder(expression: Expression, out: object[] = []): object[] {
  switch (expression.kind) {
    case 'compare':
      out.push(expression.left.params, expression.right.params);
      break;
    case 'boolean':
      out.push(expression.value.params);
      break;
    case 'exit':
      out.push(expression.exit.params);
      break;
    case 'and':
    case 'or':
      refsInOrder(expression.left, out);
      refsInOrder(expression.right, out);
  }
  return out;
}

/**
 * After a row is parsed: the params of each block whose properties were linked to inputs (as
 * resolveInputs recorded) read the inputs' constants. Operators are not blocks of the expression,
 * so the other elements match its blocks one to one, in order.
 */
export function linkRowParams(
  elements: readonly RowElementInput[],
  expression: Expression,
  constants: ReadonlyMap<string, string>,
): void {
  const blocks = elements.filter((element) => {
    const type = isDropZone(element) ? undefined : findBlock(element.name)?.type;
    return type !== undefined && type !== 'boolean-operator' && type !== 'compare-operator';
  });
  const refs = refsInOrder(expression);
  if (blocks.length !== refs.length) return;
  blocks.forEach((element, index) => {
    const links = inputLinksOf((element as BlockElementInput).properties);
    const params = refs[index];
    if (!links || !params) return;
    const named: Record<string, string> = {};
    for (const [property, input] of Object.entries(links)) {
      const constant = constants.get(input);
      if (constant) named[property] = constant;
    }
    linkParams(params, named);
  });
}
