import { defaultProperties, findBlock } from '../../src/blocks/catalogue';
import type { LogicNodeInput, RowElementInput, RowInput, StrategyInput } from '../../src/strategy/types';
import type { TextLogic } from '../../src/text/parse';

/**
 * A strategy's four sides as the rows the builder would hold: each side one row, each element
 * with its catalogue name and type and every property (the omitted ones at their defaults),
 * without descriptions. Two strategies are "the same" for the text when these are equal.
 */
export type Sides = Record<'long' | 'short' | 'exit_long' | 'exit_short', unknown[] | null>;

function normalElement(element: RowElementInput): unknown {
  const block = findBlock((element as { name: string }).name);
  if (!block) throw new Error(`unknown block ${(element as { name: string }).name}`);
  if (block.type === 'boolean-operator' || block.type === 'compare-operator')
    return { name: block.name, type: block.type };
  return {
    name: block.name,
    type: block.type,
    properties: { ...defaultProperties(block), ...((element as { properties?: object }).properties ?? {}) },
  };
}

function rowOf(node: LogicNodeInput, rows: readonly RowInput[]): RowElementInput[] | null {
  if (node === null) return null;
  if ('left' in node) {
    const left = rowOf(node.left, rows) ?? [];
    const right = rowOf(node.right, rows) ?? [];
    return [...left, { name: node.name, type: 'boolean-operator' }, ...right];
  }
  if ('elements' in node) return [...node.elements];
  const row = rows.find((candidate) => candidate.id === node.id);
  if (!row) throw new Error(`no row ${node.id}`);
  return [...row.elements];
}

export function sidesOf(
  strategy: Pick<StrategyInput, 'entryLogic' | 'exitLogic' | 'entryLogicRows' | 'exitLogicRows'>,
): Sides {
  const side = (node: LogicNodeInput, rows: readonly RowInput[] | undefined) => {
    const elements = rowOf(node, rows ?? []);
    return elements === null || elements.length === 0 ? null : elements.map(normalElement);
  };
  return {
    long: side(strategy.entryLogic.long, strategy.entryLogicRows),
    short: side(strategy.entryLogic.short, strategy.entryLogicRows),
    exit_long: side(strategy.exitLogic.exit_long, strategy.exitLogicRows),
    exit_short: side(strategy.exitLogic.exit_short, strategy.exitLogicRows),
  };
}

export function sidesOfLogic(logic: TextLogic): Sides {
  return sidesOf({ entryLogic: logic.entryLogic, exitLogic: logic.exitLogic });
}
