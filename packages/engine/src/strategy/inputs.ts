import type {
  BlockPropertyInput,
  InputLink,
  LogicNodeInput,
  RowElementInput,
  RowInput,
  StrategyInput,
  StrategyInputDeclaration,
} from './types';

/**
 * Strategy inputs (docs/engine.md#strategy-inputs): named numbers that block properties link to with
 * `{"input": "fast"}`. Everything downstream of the compiler sees plain numbers: `resolveInputs`
 * writes each input's value where it is linked, once per run (and once per combination of a
 * sweep, which varies inputs by setting their values first: `withInputValues`).
 */

/** The longest input name. */
export const INPUT_NAME_MAX_LENGTH = 40;
/** The most inputs a strategy declares. */
export const MAX_INPUTS = 50;

export function isInputLink(value: unknown): value is InputLink {
  return (
    typeof value === 'object' && value !== null && typeof (value as { input?: unknown }).input === 'string'
  );
}

/** Which properties of a resolved properties object were linked, and to which input (for the export). */
const LINKS_OF_RESOLVED = new WeakMap<object, Readonly<Record<string, string>>>();

/**
 * The input names the properties of a block were linked to before resolveInputs wrote the values
 * in: `{ period: "fast" }`. Undefined for properties that linked nothing.
 */
export function inputLinksOf(properties: object | undefined): Readonly<Record<string, string>> | undefined {
  return properties === undefined ? undefined : LINKS_OF_RESOLVED.get(properties);
}

/**
 * The strategy with every linked property replaced by its input's value (the first input of that
 * name). Parts without a link are shared with the original, and a strategy without inputs comes
 * back as it is. A link to an undeclared input is left in place: the compiler reports it, naming
 * the block and the input. With `recordLinks` (the Python export), `inputLinksOf` tells which
 * properties were linked; runs skip that bookkeeping.
 */
export function resolveInputs<T extends StrategyInput>(
  strategy: T,
  options: { recordLinks?: boolean } = {},
): T {
  const declared = strategy.inputs;
  if (declared === undefined || declared.length === 0) return strategy;
  const resolver = new LinkResolver(inputValues(declared), options.recordLinks === true);
  return {
    ...strategy,
    entryLogic: {
      long: resolver.node(strategy.entryLogic.long),
      short: resolver.node(strategy.entryLogic.short),
    },
    exitLogic: {
      exit_long: resolver.node(strategy.exitLogic.exit_long),
      exit_short: resolver.node(strategy.exitLogic.exit_short),
    },
    ...(strategy.entryLogicRows ? { entryLogicRows: resolver.rows(strategy.entryLogicRows) } : {}),
    ...(strategy.exitLogicRows ? { exitLogicRows: resolver.rows(strategy.exitLogicRows) } : {}),
  };
}

/** One row's elements with the inputs' values written in (the builder's row badge checks these). */
export function resolveElementInputs(
  elements: readonly RowElementInput[],
  inputs: readonly StrategyInputDeclaration[] | undefined,
): readonly RowElementInput[] {
  if (!inputs || inputs.length === 0) return elements;
  return new LinkResolver(inputValues(inputs), false).row({ elements }).elements;
}

/** Each input's value by name (the first input of a name wins). */
function inputValues(inputs: readonly StrategyInputDeclaration[]): Map<string, number> {
  const values = new Map<string, number>();
  for (const input of inputs) if (!values.has(input.name)) values.set(input.name, input.value);
  return values;
}

class LinkResolver {
  constructor(
    private readonly values: ReadonlyMap<string, number>,
    private readonly recordLinks: boolean,
  ) {}

  node(node: LogicNodeInput): LogicNodeInput {
    if (node === null || typeof node !== 'object') return node;
    if ('left' in node && 'right' in node) {
      const left = this.node(node.left);
      const right = this.node(node.right);
      return left === node.left && right === node.right ? node : { ...node, left, right };
    }
    return Array.isArray((node as RowInput).elements) ? this.row(node as RowInput) : node;
  }

  rows(rows: readonly RowInput[]): readonly RowInput[] {
    let copy: RowInput[] | undefined;
    rows.forEach((row, index) => {
      const resolved = this.row(row);
      if (resolved === row) return;
      copy ??= [...rows];
      copy[index] = resolved;
    });
    return copy ?? rows;
  }

  row(row: RowInput): RowInput {
    let elements: RowElementInput[] | undefined;
    row.elements.forEach((element, index) => {
      const resolved = this.element(element);
      if (resolved === element) return;
      elements ??= [...row.elements];
      elements[index] = resolved;
    });
    return elements ? { ...row, elements } : row;
  }

  private element(element: RowElementInput): RowElementInput {
    if (!('properties' in element) || element.properties === undefined) return element;
    const given = element.properties;
    let properties: Record<string, BlockPropertyInput> | undefined;
    let links: Record<string, string> | undefined;
    for (const key in given) {
      const value = given[key];
      if (!isInputLink(value)) continue;
      const resolved = this.values.get(value.input);
      if (resolved === undefined) continue;
      properties ??= { ...given };
      properties[key] = resolved;
      if (this.recordLinks) (links ??= {})[key] = value.input;
    }
    if (!properties) return element;
    if (links) LINKS_OF_RESOLVED.set(properties, links);
    return { ...element, properties };
  }
}

/**
 * The strategy with some inputs set to new values (a sweep's combination): only the inputs array
 * is copied. Names the strategy does not declare are ignored (the sweep checked them).
 */
export function withInputValues<T extends StrategyInput>(
  strategy: T,
  values: ReadonlyArray<readonly [string, number]>,
): T {
  if (values.length === 0 || !strategy.inputs) return strategy;
  const inputs = strategy.inputs.map((input) => {
    const given = values.find(([name]) => name === input.name);
    return given === undefined ? input : { ...input, value: given[1] };
  });
  return { ...strategy, inputs };
}

/** Problems of the declarations themselves: names (unique, 1-40 characters) and values. */
export function inputDeclarationProblems(inputs: readonly StrategyInputDeclaration[] | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const input of inputs ?? []) {
    const name = input.name;
    if (name.trim().length === 0 || name.length > INPUT_NAME_MAX_LENGTH)
      problems.push(`Input name "${name}" must have 1 to ${INPUT_NAME_MAX_LENGTH} characters`);
    else if (seen.has(name)) problems.push(`Input "${name}" is declared twice: input names are unique`);
    seen.add(name);
    if (!Number.isFinite(input.value)) problems.push(`Input "${name}" needs a number as its value`);
  }
  return problems;
}
