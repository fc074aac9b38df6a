import { findBlock } from '../blocks/catalogue';
import {
  isDropZone,
  type LogicNodeInput,
  type RowElementInput,
  type RowInput,
  type StrategyInput,
} from '../strategy/types';
import { SIDE_WORDS } from './grammar';
import { TextWriteError, writeRow } from './write';

export type DescribeResult = { ok: true; text: string; lines: string[] } | { ok: false; message: string };

/** What the writer reads of a strategy: its four sides and the rows they refer to. */
export type DescribedStrategy = Pick<
  StrategyInput,
  'entryLogic' | 'exitLogic' | 'entryLogicRows' | 'exitLogicRows'
>;

const SIDE_LABELS: Readonly<Record<string, string>> = {
  long: 'Entry long',
  short: 'Entry short',
  exit_long: 'Exit long',
  exit_short: 'Exit short',
};

function joinsOf(elements: readonly RowElementInput[]): string[] {
  return elements.flatMap((element) => {
    if (isDropZone(element)) return [];
    const block = findBlock(element.name);
    return block?.type === 'boolean-operator' ? [block.name] : [];
  });
}

/**
 * A side as one row of elements. References are looked up; an And/Or of rows becomes one row when
 * reading it left to right means the same: when the right row is one part, or is joined only by
 * the same operator (docs/plain-english.md#rows-joined-by-and-and-or).
 */
function rowOf(node: LogicNodeInput, rows: readonly RowInput[], label: string): RowElementInput[] | null {
  if (node === null) return null;
  if ('left' in node) {
    const left = rowOf(node.left, rows, label);
    const right = rowOf(node.right, rows, label);
    if (left === null && right === null) return null;
    if (left === null || right === null)
      throw new TextWriteError(`${label}: ${node.name} needs a row on both sides`);
    if (joinsOf(right).some((join) => join !== node.name))
      throw new TextWriteError(
        `${label}: ${node.name} of two rows, the second holding ${joinsOf(right).find((join) => join !== node.name) ?? ''}, cannot be written as one line read left to right`,
      );
    return [...left, { name: node.name, type: 'boolean-operator' }, ...right];
  }
  let row: RowInput | undefined;
  if (Array.isArray((node as RowInput).elements)) row = node as RowInput;
  else {
    const { id } = node as { id: number };
    row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new TextWriteError(`${label}: Logic ${String(id)} does not exist`);
  }
  return row.elements.length === 0 ? null : [...row.elements];
}

/**
 * The strategy's rules as plain-English lines (docs/plain-english.md): Buy, Sell, Short, Cover, one
 * line per side that has a row. A side that cannot be written gives a message naming it.
 */
export function describeStrategy(strategy: DescribedStrategy): DescribeResult {
  const lines: string[] = [];
  try {
    for (const side of SIDE_WORDS) {
      const label = SIDE_LABELS[side.side] ?? side.side;
      const node =
        side.logic === 'entryLogic'
          ? strategy.entryLogic[side.side as 'long' | 'short']
          : strategy.exitLogic[side.side as 'exit_long' | 'exit_short'];
      const rows = (side.logic === 'entryLogic' ? strategy.entryLogicRows : strategy.exitLogicRows) ?? [];
      const elements = rowOf(node ?? null, rows, label);
      if (elements === null) continue;
      try {
        lines.push(`${side.word} when ${writeRow(elements)}`);
      } catch (error) {
        if (error instanceof TextWriteError) throw new TextWriteError(`${label}: ${error.message}`);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof TextWriteError) return { ok: false, message: error.message };
    throw error;
  }
  return { ok: true, text: lines.join('\n'), lines };
}
