import { beforeEach, describe, expect, it } from 'vitest';
import { useBuilderStore } from '../src/features/builder/store';
import { emptyDocument } from '../src/features/builder/model/document';

const state = () => useBuilderStore.getState();
const doc = () => state().history.present;

describe('builder store: every edit undoes and redoes', () => {
  beforeEach(() => {
    state().load(emptyDocument(), null);
  });

  it('undoes and redoes block drops, properties, slots and row deletes', () => {
    expect(state().addBlock('SMA', { tab: 'entry' })).toBe(true);
    state().addBlock('Cross Above', { tab: 'entry', row: 1 });
    state().addBlock('SMA', { tab: 'entry', row: 1 });
    state().setProperty('entry', 1, 2, 'period', 50);
    expect(doc().entryLogicRows[0]?.elements.map((e) => ('name' in e ? e.name : 'zone'))).toEqual([
      'SMA',
      'Cross Above',
      'SMA',
    ]);
    expect(state().placeRowInSlot('long', [], 1).ok).toBe(true);
    expect(doc().entryLogic.long).toEqual({ id: 1, label: 'Logic 1' });

    state().undo();
    expect(doc().entryLogic.long).toBeNull();
    state().undo();
    const third = doc().entryLogicRows[0]?.elements[2];
    expect(third && 'properties' in third && third.properties?.['period']).toBe(20);
    state().redo();
    state().redo();
    expect(doc().entryLogic.long).toEqual({ id: 1, label: 'Logic 1' });

    state().addBlock('Trending Up', { tab: 'entry' });
    state().deleteRow('entry', 1);
    expect(doc().entryLogicRows.map((row) => row.id)).toEqual([1]);
    expect(doc().entryLogic.long).toBeNull();
    state().undo();
    expect(doc().entryLogicRows).toHaveLength(2);
    expect(doc().entryLogic.long).toEqual({ id: 1, label: 'Logic 1' });
  });

  it('typing in one field is one step', () => {
    state().setName('M');
    state().setName('My');
    state().setName('My strategy');
    state().undo();
    expect(doc().name).toBe('Untitled Strategy');
  });

  it('Enter on a library block goes to the selected drop zone', () => {
    state().setActiveTab('entry');
    state().addBlockToSelection('Cross Above');
    state().select({ tab: 'entry', row: 1, element: 2 });
    state().addBlockToSelection('EMA');
    const elements = doc().entryLogicRows[0]?.elements ?? [];
    expect(elements.map((e) => ('name' in e ? e.name : 'zone'))).toEqual(['zone', 'Cross Above', 'EMA']);
  });
});
