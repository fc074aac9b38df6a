import type { LogicNode, LogicRow, RowElement } from '@stratblocks/contracts';

/** A side of a strategy's logic as people read it: rows of blocks joined by And/Or. */
export type ReadableLogic =
  | { kind: 'none' }
  | { kind: 'row'; label: string; blocks: string[] }
  | { kind: 'operator'; name: 'And' | 'Or'; left: ReadableLogic; right: ReadableLogic };

function formatValue(value: number | string | boolean | { input: string }): string {
  if (typeof value === 'object') return `input "${value.input}"`;
  return typeof value === 'string' ? value : String(value);
}

/** "RSI (period 14)", "Number 30", "Cross Above". Drop zones left empty are skipped. */
export function describeElement(element: RowElement): string | null {
  if ('type' in element && element.type === 'dropzone') return null;
  if (!('name' in element)) return null;
  const properties = Object.entries(element.properties ?? {});
  if (properties.length === 0) return element.name;
  // A constant reads as its value: "Number 30" rather than "Number (value 30)".
  if (properties.length === 1 && properties[0]?.[0] === 'value' && element.name === 'Number')
    return formatValue(properties[0][1]);
  const text = properties.map(([key, value]) => `${key} ${formatValue(value)}`).join(', ');
  return `${element.name} (${text})`;
}

function blocksOf(elements: readonly RowElement[]): string[] {
  return elements.map(describeElement).filter((text): text is string => text !== null);
}

/** One side (entry long, exit short, ...) with its references resolved against the tab's rows. */
export function describeLogic(node: LogicNode, rows: readonly LogicRow[]): ReadableLogic {
  if (node === null) return { kind: 'none' };
  if ('left' in node) {
    return {
      kind: 'operator',
      name: node.name,
      left: describeLogic(node.left, rows),
      right: describeLogic(node.right, rows),
    };
  }
  if ('elements' in node) {
    return {
      kind: 'row',
      label: node.id ? `Logic ${node.id}` : 'Condition',
      blocks: blocksOf(node.elements),
    };
  }
  const row = rows.find((candidate) => candidate.id === node.id);
  return {
    kind: 'row',
    label: node.label ?? `Logic ${node.id}`,
    blocks: row ? blocksOf(row.elements) : [],
  };
}

/** The whole side on one line: "(RSI (period 14) < 30) And (Close > SMA (period 200))". */
export function logicToText(logic: ReadableLogic): string {
  switch (logic.kind) {
    case 'none':
      return 'None';
    case 'row':
      return logic.blocks.length ? logic.blocks.join(' ') : `${logic.label} (empty)`;
    case 'operator':
      return `(${logicToText(logic.left)}) ${logic.name} (${logicToText(logic.right)})`;
  }
}
