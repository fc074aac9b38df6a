import type {
  BlockElement,
  DropZone,
  ElementType,
  LogicRow,
  RowElement,
  StrategyInputDeclaration,
} from '@stratblocks/contracts';
import {
  defaultProperties,
  findBlock,
  resolveElementInputs,
  validateRow,
  type BlockDefinition,
} from '@stratblocks/engine';

/** The two logic tabs: each has its own rows and its own slots. */
export type LogicTab = 'entry' | 'exit';

export function isDropZone(element: RowElement): element is DropZone {
  return element.type === 'dropzone';
}

export function dropZone(accept: readonly ElementType[]): DropZone {
  return { type: 'dropzone', accept: [...accept] };
}

/** What a condition place of a row takes (docs/product.md#validation-rules): a boolean or a comparison, or an exit on the exit tab. */
export function conditionAccept(tab: LogicTab): ElementType[] {
  return tab === 'exit' ? ['boolean', 'compare-operator', 'exit'] : ['boolean', 'compare-operator'];
}

/** A block as a row holds it: the catalogue's type, default properties and description. */
export function elementFromBlock(block: BlockDefinition): BlockElement {
  return {
    name: block.name,
    type: block.type,
    properties: defaultProperties(block),
    description: block.description,
  };
}

function typeOf(element: RowElement | undefined): ElementType | 'dropzone' | undefined {
  if (!element) return undefined;
  if (isDropZone(element)) return 'dropzone';
  return element.type ?? findBlock(element.name)?.type;
}

/** What a block becomes when it lands in a drop zone; null when the zone refuses it. */
function fillZone(zone: DropZone, block: BlockDefinition): RowElement[] | null {
  if (zone.accept.includes(block.type)) {
    if (block.type === 'compare-operator' && !zone.accept.includes('comparable')) {
      // A comparison in a condition place brings its two comparable places with it.
      return [dropZone(['comparable']), elementFromBlock(block), dropZone(['comparable'])];
    }
    return [elementFromBlock(block)];
  }
  if (block.type === 'comparable' && zone.accept.includes('compare-operator')) {
    return [elementFromBlock(block), dropZone(['compare-operator']), dropZone(['comparable'])];
  }
  return null;
}

/** Whether a drop zone takes that block. */
export function zoneAccepts(zone: DropZone, block: BlockDefinition): boolean {
  return fillZone(zone, block) !== null;
}

/** Appends a block at the end of a row, with the places an operator brings (docs/product.md#validation-rules). */
function appendBlock(elements: readonly RowElement[], block: BlockDefinition, tab: LogicTab): RowElement[] {
  const last = typeOf(elements.at(-1));
  const element = elementFromBlock(block);
  if (block.type === 'compare-operator') {
    const left = last === 'comparable' ? [] : [dropZone(['comparable'])];
    return [...elements, ...left, element, dropZone(['comparable'])];
  }
  if (block.type === 'boolean-operator') {
    const left = elements.length === 0 ? [dropZone(conditionAccept(tab))] : [];
    return [...elements, ...left, element, dropZone(conditionAccept(tab))];
  }
  return [...elements, element];
}

/**
 * Adds a block to a row: into the drop zone at `zoneIndex` when given, else into the first drop
 * zone that takes it, else at the end. Returns null when the aimed drop zone refuses the block.
 */
export function insertBlock(
  elements: readonly RowElement[],
  block: BlockDefinition,
  tab: LogicTab,
  zoneIndex?: number,
): RowElement[] | null {
  if (block.type === 'exit' && tab !== 'exit') return null;
  const at = zoneIndex ?? elements.findIndex((element) => isDropZone(element) && zoneAccepts(element, block));
  if (at < 0 || at >= elements.length) return appendBlock(elements, block, tab);
  const zone = elements[at];
  if (!zone || !isDropZone(zone)) {
    // Aimed at a block: the new one goes right after it.
    return [...elements.slice(0, at + 1), ...appendBlock([], block, tab), ...elements.slice(at + 1)];
  }
  const filled = fillZone(zone, block);
  if (!filled) return null;
  return [...elements.slice(0, at), ...filled, ...elements.slice(at + 1)];
}

/** Removes one element: a block leaves a drop zone of its type behind, a drop zone goes. */
export function removeElement(elements: readonly RowElement[], index: number): RowElement[] {
  const element = elements[index];
  if (!element) return [...elements];
  if (isDropZone(element) || elements.length === 1) return elements.filter((_, i) => i !== index);
  const type = typeOf(element);
  const accept: ElementType[] = type && type !== 'dropzone' ? [type] : ['comparable'];
  return elements.map((item, i) => (i === index ? dropZone(accept) : item));
}

/** Replaces one property of one element; the others stay as they are. */
export function setElementProperty(
  elements: readonly RowElement[],
  index: number,
  name: string,
  value: number | string | boolean,
): RowElement[] {
  return elements.map((element, i) =>
    i === index && !isDropZone(element)
      ? { ...element, properties: { ...element.properties, [name]: value } }
      : element,
  );
}

/** The row's Valid/Invalid badge and its reasons: the engine's own validator, inputs' values written in. */
export function rowValidity(
  row: Pick<LogicRow, 'elements'>,
  tab: LogicTab,
  inputs: readonly StrategyInputDeclaration[] = [],
) {
  return validateRow(resolveElementInputs(row.elements, inputs), tab);
}

export function newRow(id: number, elements: RowElement[] = []): LogicRow {
  return { id, elements, dropped: false };
}

/** Rows after one is deleted: ids stay 1..n (docs/product.md#entities-and-fields). */
export function deleteRowAndRenumber(rows: readonly LogicRow[], id: number): LogicRow[] {
  return rows.filter((row) => row.id !== id).map((row, index) => ({ ...row, id: index + 1 }));
}
