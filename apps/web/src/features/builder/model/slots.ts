import type { LogicNode, LogicRef, LogicRow, StrategyInputDeclaration } from '@stratblocks/contracts';
import type { LogicTab } from './rows';
import { rowValidity } from './rows';

/** The four slots of a strategy (docs/product.md#screens-and-routes), named as the user reads them. */
export type SlotKey = 'long' | 'short' | 'exit_long' | 'exit_short';

export const SLOT_NAMES: Record<SlotKey, string> = {
  long: 'Entry Long',
  short: 'Entry Short',
  exit_long: 'Exit Long',
  exit_short: 'Exit Short',
};

export const SLOTS_OF_TAB: Record<LogicTab, readonly SlotKey[]> = {
  entry: ['long', 'short'],
  exit: ['exit_long', 'exit_short'],
};

export function tabOfSlot(slot: SlotKey): LogicTab {
  return slot === 'long' || slot === 'short' ? 'entry' : 'exit';
}

/** Whether a slot is shown: the short ones only for Long/Short strategies. */
export function slotShown(slot: SlotKey, strategyType: string): boolean {
  return strategyType === 'Long/Short' || slot === 'long' || slot === 'exit_long';
}

/** A place inside a slot's And/Or tree: the branches taken from the slot's root. */
export type SlotPath = readonly ('left' | 'right')[];

export const INVALID_ENTRY_MESSAGE = 'This logic block is not a valid entry condition';

export function isOperatorNode(node: LogicNode): node is Extract<LogicNode, { type: 'boolean-operator' }> {
  return node !== null && 'type' in node;
}

function isRef(node: LogicNode): node is LogicRef {
  return node !== null && !isOperatorNode(node) && !('elements' in node);
}

export function nodeAt(node: LogicNode, path: SlotPath): LogicNode | undefined {
  let current: LogicNode | undefined = node;
  for (const step of path) {
    if (!current || !isOperatorNode(current)) return undefined;
    current = current[step];
  }
  return current;
}

function replaceAt(node: LogicNode, path: SlotPath, value: LogicNode): LogicNode {
  const [step, ...rest] = path;
  if (!step) return value;
  if (!node || !isOperatorNode(node)) return node;
  return { ...node, [step]: replaceAt(node[step], rest, value) };
}

/** Row ids a slot's tree points at. */
export function refsIn(node: LogicNode): number[] {
  if (!node) return [];
  if (isOperatorNode(node)) return [...refsIn(node.left), ...refsIn(node.right)];
  return isRef(node) ? [node.id] : [];
}

export type PlaceOutcome = { ok: true; node: LogicNode } | { ok: false; reason: string };

/**
 * Places a row in a slot (docs/product.md#validation-rules): the place must be empty, the row unused in the tab's
 * slots and valid by the engine's validator; an invalid row is refused with the spec's message.
 */
export function placeRow(
  slots: Readonly<Record<SlotKey, LogicNode>>,
  slot: SlotKey,
  path: SlotPath,
  row: LogicRow,
  inputs: readonly StrategyInputDeclaration[] = [],
): PlaceOutcome {
  const tab = tabOfSlot(slot);
  if (!rowValidity(row, tab, inputs).valid) return { ok: false, reason: INVALID_ENTRY_MESSAGE };
  const target = nodeAt(slots[slot], path);
  if (target === undefined || target !== null) return { ok: false, reason: `${SLOT_NAMES[slot]} is full` };
  const used = SLOTS_OF_TAB[tab].some((key) => refsIn(slots[key]).includes(row.id));
  if (used) return { ok: false, reason: `Logic ${row.id} is already used` };
  return { ok: true, node: replaceAt(slots[slot], path, { id: row.id, label: `Logic ${row.id}` }) };
}

/** Puts an And/Or node with two empty places in an empty place of a slot. */
export function placeOperator(node: LogicNode, path: SlotPath, name: 'And' | 'Or'): PlaceOutcome {
  const target = nodeAt(node, path);
  if (target !== null) return { ok: false, reason: 'This place is already filled' };
  return {
    ok: true,
    node: replaceAt(node, path, { type: 'boolean-operator', name, left: null, right: null }),
  };
}

/** Empties a place of a slot (the whole slot when the path is empty). */
export function clearAt(node: LogicNode, path: SlotPath): LogicNode {
  return replaceAt(node, path, null);
}

/** A slot's tree after row `deleted` went: its references go, later ids move down by one. */
export function renumberRefs(node: LogicNode, deleted: number): LogicNode {
  if (!node) return null;
  if (isOperatorNode(node)) {
    return { ...node, left: renumberRefs(node.left, deleted), right: renumberRefs(node.right, deleted) };
  }
  if (!isRef(node)) return node;
  if (node.id === deleted) return null;
  if (node.id < deleted) return node;
  return { id: node.id - 1, label: `Logic ${node.id - 1}` };
}

/** The rows with their dropped flag recomputed from the tab's slots. */
export function markDropped(rows: readonly LogicRow[], slotNodes: readonly LogicNode[]): LogicRow[] {
  const used = new Set(slotNodes.flatMap(refsIn));
  return rows.map((row) => (row.dropped === used.has(row.id) ? row : { ...row, dropped: used.has(row.id) }));
}
