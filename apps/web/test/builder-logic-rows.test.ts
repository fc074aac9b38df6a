import { findBlock, type BlockDefinition } from '@stratblocks/engine';
import { describe, expect, it } from 'vitest';
import {
  insertBlock,
  removeElement,
  rowValidity,
  deleteRowAndRenumber,
  newRow,
} from '../src/features/builder/model/rows';
import {
  INVALID_ENTRY_MESSAGE,
  markDropped,
  placeOperator,
  placeRow,
  renumberRefs,
  slotShown,
} from '../src/features/builder/model/slots';
import type { LogicNode, RowElement } from '@stratblocks/contracts';

function block(name: string): BlockDefinition {
  const found = findBlock(name);
  if (!found) throw new Error(`no block ${name}`);
  return found;
}

function build(names: string[], tab: 'entry' | 'exit' = 'entry'): RowElement[] {
  let elements: RowElement[] = [];
  for (const name of names) {
    const next = insertBlock(elements, block(name), tab);
    if (!next) throw new Error(`refused ${name}`);
    elements = next;
  }
  return elements;
}

const kinds = (elements: RowElement[]) =>
  elements.map((element) => (element.type === 'dropzone' ? `[${element.accept.join('|')}]` : element.name));

const emptySlots = (): Record<'long' | 'short' | 'exit_long' | 'exit_short', LogicNode> => ({
  long: null,
  short: null,
  exit_long: null,
  exit_short: null,
});

describe('logic rows (docs/product.md#validation-rules)', () => {
  it('a dropped comparison operator creates comparable places on both sides', () => {
    expect(kinds(build(['Cross Above']))).toEqual(['[comparable]', 'Cross Above', '[comparable]']);
    expect(kinds(build(['SMA', '>']))).toEqual(['SMA', '>', '[comparable]']);
  });

  it('a first boolean operator creates places taking a boolean or a comparison', () => {
    expect(kinds(build(['And']))).toEqual([
      '[boolean|compare-operator]',
      'And',
      '[boolean|compare-operator]',
    ]);
    expect(kinds(build(['Or'], 'exit'))).toEqual([
      '[boolean|compare-operator|exit]',
      'Or',
      '[boolean|compare-operator|exit]',
    ]);
  });

  it('fills drop zones in order: SMA Cross Above SMA, then a comparison inside an And place', () => {
    const cross = build(['Cross Above', 'SMA', 'SMA']);
    expect(kinds(cross)).toEqual(['SMA', 'Cross Above', 'SMA']);
    expect(rowValidity({ elements: cross }, 'entry').valid).toBe(true);

    const joined = build(['And', '>', 'RSI', 'Number', 'Trending Up']);
    expect(kinds(joined)).toEqual(['RSI', '>', 'Number', 'And', 'Trending Up']);
    expect(rowValidity({ elements: joined }, 'entry').valid).toBe(true);
  });

  it('a drop zone refuses a block of another type', () => {
    const elements = build(['Cross Above']);
    expect(insertBlock(elements, block('And'), 'entry', 0)).toBeNull();
    expect(insertBlock(elements, block('Stop Loss %'), 'entry')).toBeNull();
  });

  it('the badge is the engine validator: exits only on the exit tab, a lone comparable is invalid', () => {
    expect(rowValidity({ elements: build(['SMA']) }, 'entry').valid).toBe(false);
    const exits = build(['Stop Loss %', 'Or', 'Take Profit %'], 'exit');
    expect(kinds(exits)).toEqual(['Stop Loss %', 'Or', 'Take Profit %']);
    expect(rowValidity({ elements: exits }, 'exit').valid).toBe(true);
    expect(rowValidity({ elements: exits }, 'entry').valid).toBe(false);
  });

  it('removing a block leaves a drop zone of its type', () => {
    const elements = removeElement(build(['SMA', 'Cross Above', 'EMA']), 2);
    expect(kinds(elements)).toEqual(['SMA', 'Cross Above', '[comparable]']);
  });

  it('deleting a row renumbers the others and their references', () => {
    const rows = deleteRowAndRenumber([newRow(1), newRow(2), newRow(3)], 2);
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
    const tree: LogicNode = {
      type: 'boolean-operator',
      name: 'Or',
      left: { id: 2, label: 'Logic 2' },
      right: { id: 3, label: 'Logic 3' },
    };
    expect(renumberRefs(tree, 2)).toEqual({
      type: 'boolean-operator',
      name: 'Or',
      left: null,
      right: { id: 2, label: 'Logic 2' },
    });
  });
});

describe('slots', () => {
  const valid = { id: 1, elements: build(['SMA', 'Cross Above', 'SMA']), dropped: false };
  const invalid = { id: 2, elements: build(['SMA']), dropped: false };

  it('refuses an invalid row with the spec message', () => {
    expect(placeRow(emptySlots(), 'long', [], invalid)).toEqual({ ok: false, reason: INVALID_ENTRY_MESSAGE });
  });

  it('a slot holding a reference accepts nothing more; a used row is not placed twice', () => {
    const placed = placeRow(emptySlots(), 'long', [], valid);
    expect(placed).toEqual({ ok: true, node: { id: 1, label: 'Logic 1' } });
    const slots = { ...emptySlots(), long: placed.ok ? placed.node : null };
    expect(placeRow(slots, 'long', [], { ...valid, id: 3 }).ok).toBe(false);
    expect(placeRow(slots, 'short', [], valid).ok).toBe(false);
    expect(placeOperator(slots.long, [], 'And').ok).toBe(false);
    expect(markDropped([valid, invalid], [slots.long]).map((row) => row.dropped)).toEqual([true, false]);
  });

  it('builds And/Or trees: an operator brings two places', () => {
    const tree = placeOperator(null, [], 'Or');
    if (!tree.ok) throw new Error('refused');
    const slots = { ...emptySlots(), exit_long: tree.node };
    const stop = { id: 1, elements: build(['Stop Loss %'], 'exit'), dropped: false };
    const left = placeRow(slots, 'exit_long', ['left'], stop);
    expect(left.ok && left.node).toEqual({
      type: 'boolean-operator',
      name: 'Or',
      left: { id: 1, label: 'Logic 1' },
      right: null,
    });
  });
});

describe('which slots show', () => {
  it('the short slots only for Long/Short strategies', () => {
    const shown = (type: string) =>
      (['long', 'short', 'exit_long', 'exit_short'] as const).filter((slot) => slotShown(slot, type));
    expect(shown('Long Only')).toEqual(['long', 'exit_long']);
    expect(shown('Long/Short')).toEqual(['long', 'short', 'exit_long', 'exit_short']);
  });
});
