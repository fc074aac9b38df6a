import {
  RESET_GENERAL_SETTING,
  DEFAULT_RISK_SETTING,
  type GeneralSetting,
  type RiskSetting,
} from '@stratblocks/contracts';
import { findBlock } from '@stratblocks/engine';
import { create } from 'zustand';
import { emptyDocument, type BuilderDocument } from './model/document';
import { record, redo, startHistory, undo, type History } from './model/history';
import {
  deleteRowAndRenumber,
  insertBlock,
  newRow,
  removeElement,
  setElementProperty,
  type LogicTab,
} from './model/rows';
import {
  clearAt,
  placeOperator,
  placeRow,
  renumberRefs,
  SLOTS_OF_TAB,
  tabOfSlot,
  type PlaceOutcome,
  type SlotKey,
  type SlotPath,
} from './model/slots';

/** docs/product.md#business-constants-and-limits: the invalid-entry message shows for 2 s. */
export const REFUSAL_MS = 2000;

export type BuilderTab = 'settings' | 'entry' | 'exit' | 'risk';

/** Where a keyboard Enter on a library block lands: a row, and a drop zone of it when one is chosen. */
export interface Selection {
  tab: LogicTab;
  row: number;
  element: number | null;
}

/** Where a dragged or keyboard-added block goes: a row (and a drop zone), or a new row. */
export interface BlockTarget {
  tab: LogicTab;
  row?: number;
  zone?: number;
}

interface BuilderState {
  history: History<BuilderDocument>;
  /** The saved strategy's id, once saved or loaded. */
  strategyId: number | null;
  /** The document as last saved or loaded: the page is dirty when it differs. */
  savedDocument: BuilderDocument;
  /** How many documents were opened (`load`): tells an opening from an edit or a save. */
  opens: number;
  activeTab: BuilderTab;
  selection: Selection | null;
  /** A refused drop, shown on its slot for 2 s (docs/product.md#validation-rules). */
  refusal: { slot: SlotKey; message: string; at: number } | null;
  refuse: (slot: SlotKey, message: string) => void;

  edit: (recipe: (document: BuilderDocument) => BuilderDocument, coalesceKey?: string) => void;
  setName: (name: string) => void;
  /** One of the strategy's general settings (the form edits the document's own; dates may be empty). */
  setGeneral: <Key extends keyof GeneralSetting>(key: Key, value: GeneralSetting[Key]) => void;
  /** The settings tab's Reset (docs/product.md#business-constants-and-limits: ticker AAPL, empty dates, commission 0). */
  resetGeneral: () => void;
  setRisk: <Key extends keyof RiskSetting>(key: Key, value: RiskSetting[Key]) => void;
  resetRisk: () => void;
  setActiveTab: (tab: BuilderTab) => void;
  select: (selection: Selection | null) => void;
  /** Adds a block; false when the aimed drop zone refuses it. */
  addBlock: (blockName: string, target: BlockTarget) => boolean;
  /**
   * A tap, click or Enter on a library block: into the selected row or drop zone (its first drop
   * zone that takes the block), else a new row of the open logic tab, as a drop there would.
   */
  addBlockToSelection: (blockName: string) => boolean;
  removeElement: (tab: LogicTab, row: number, index: number) => void;
  setProperty: (
    tab: LogicTab,
    row: number,
    index: number,
    name: string,
    value: number | string | boolean,
  ) => void;
  addRow: (tab: LogicTab) => void;
  deleteRow: (tab: LogicTab, row: number) => void;
  placeRowInSlot: (slot: SlotKey, path: SlotPath, row: number) => PlaceOutcome;
  placeOperatorInSlot: (slot: SlotKey, path: SlotPath, name: 'And' | 'Or') => PlaceOutcome;
  clearSlot: (slot: SlotKey, path: SlotPath) => void;
  undo: () => void;
  redo: () => void;
  /** Opens a document: a loaded strategy (with its id), a template or a draft (id null). */
  load: (document: BuilderDocument, strategyId: number | null, saved?: BuilderDocument) => void;
  markSaved: (strategyId: number, document: BuilderDocument) => void;
}

const rowsKey = (tab: LogicTab) => (tab === 'entry' ? 'entryLogicRows' : 'exitLogicRows');

function updateRow(
  document: BuilderDocument,
  tab: LogicTab,
  id: number,
  change: (
    elements: BuilderDocument['entryLogicRows'][number]['elements'],
  ) => BuilderDocument['entryLogicRows'][number]['elements'],
): BuilderDocument {
  const key = rowsKey(tab);
  return {
    ...document,
    [key]: document[key].map((row) => (row.id === id ? { ...row, elements: change(row.elements) } : row)),
  };
}

function slotNode(document: BuilderDocument, slot: SlotKey) {
  return tabOfSlot(slot) === 'entry'
    ? document.entryLogic[slot as 'long' | 'short']
    : document.exitLogic[slot as 'exit_long' | 'exit_short'];
}

function withSlot(
  document: BuilderDocument,
  slot: SlotKey,
  node: ReturnType<typeof slotNode>,
): BuilderDocument {
  return tabOfSlot(slot) === 'entry'
    ? { ...document, entryLogic: { ...document.entryLogic, [slot]: node } }
    : { ...document, exitLogic: { ...document.exitLogic, [slot]: node } };
}

function slotsOf(document: BuilderDocument): Record<SlotKey, ReturnType<typeof slotNode>> {
  return { ...document.entryLogic, ...document.exitLogic };
}

/** The builder's editor state; every edit of the document is one undoable step. */
export const useBuilderStore = create<BuilderState>()((set, get) => {
  const initial = emptyDocument();
  const commit = (next: BuilderDocument, coalesceKey?: string) => {
    set((state) => ({ history: record(state.history, next, coalesceKey ?? null) }));
  };
  const doc = () => get().history.present;
  return {
    history: startHistory(initial),
    strategyId: null,
    savedDocument: initial,
    opens: 0,
    activeTab: 'settings',
    selection: null,
    refusal: null,
    refuse: (slot, message) => {
      const at = Date.now();
      set({ refusal: { slot, message, at } });
      setTimeout(() => {
        if (get().refusal?.at === at) set({ refusal: null });
      }, REFUSAL_MS);
    },

    edit: (recipe, coalesceKey) => {
      commit(recipe(doc()), coalesceKey);
    },
    setName: (name) => {
      commit({ ...doc(), name }, 'name');
    },
    setGeneral: (key, value) => {
      commit({ ...doc(), generalSetting: { ...doc().generalSetting, [key]: value } }, `general.${key}`);
    },
    resetGeneral: () => {
      commit({ ...doc(), generalSetting: { ...RESET_GENERAL_SETTING } });
    },
    setRisk: (key, value) => {
      commit({ ...doc(), riskSetting: { ...doc().riskSetting, [key]: value } }, `risk.${key}`);
    },
    resetRisk: () => {
      commit({ ...doc(), riskSetting: { ...DEFAULT_RISK_SETTING } });
    },
    setActiveTab: (activeTab) => {
      set({ activeTab });
    },
    select: (selection) => {
      set({ selection });
    },

    addBlock: (blockName, target) => {
      const block = findBlock(blockName);
      if (!block) return false;
      const document = doc();
      const key = rowsKey(target.tab);
      const existing =
        target.row === undefined ? undefined : document[key].find((row) => row.id === target.row);
      if (!existing) {
        const elements = insertBlock([], block, target.tab);
        if (!elements) return false;
        const id = document[key].length + 1;
        commit({ ...document, [key]: [...document[key], newRow(id, elements)] });
        set({ selection: { tab: target.tab, row: id, element: null } });
        return true;
      }
      const elements = insertBlock(existing.elements, block, target.tab, target.zone);
      if (!elements) return false;
      commit(updateRow(document, target.tab, existing.id, () => elements));
      set({ selection: { tab: target.tab, row: existing.id, element: null } });
      return true;
    },
    addBlockToSelection: (blockName) => {
      const { selection, activeTab } = get();
      const block = findBlock(blockName);
      const logicTab = activeTab === 'entry' || activeTab === 'exit' ? activeTab : null;
      if (selection && (logicTab === null || selection.tab === logicTab)) {
        // The tab of the row it lands in opens, so that the user sees where it went.
        if (activeTab !== selection.tab) set({ activeTab: selection.tab });
        return get().addBlock(blockName, {
          tab: selection.tab,
          row: selection.row,
          ...(selection.element !== null && { zone: selection.element }),
        });
      }
      const tab: LogicTab = logicTab ?? (block?.type === 'exit' ? 'exit' : 'entry');
      if (activeTab !== tab) set({ activeTab: tab });
      return get().addBlock(blockName, { tab });
    },
    removeElement: (tab, row, index) => {
      commit(updateRow(doc(), tab, row, (elements) => removeElement(elements, index)));
      set({ selection: null });
    },
    setProperty: (tab, row, index, name, value) => {
      commit(
        updateRow(doc(), tab, row, (elements) => setElementProperty(elements, index, name, value)),
        `property.${tab}.${row}.${index}.${name}`,
      );
    },
    addRow: (tab) => {
      const document = doc();
      const key = rowsKey(tab);
      const id = document[key].length + 1;
      commit({ ...document, [key]: [...document[key], newRow(id)] });
      set({ selection: { tab, row: id, element: null } });
    },
    deleteRow: (tab, row) => {
      let next: BuilderDocument = {
        ...doc(),
        [rowsKey(tab)]: deleteRowAndRenumber(doc()[rowsKey(tab)], row),
      };
      for (const slot of SLOTS_OF_TAB[tab])
        next = withSlot(next, slot, renumberRefs(slotNode(next, slot), row));
      commit(next);
      set({ selection: null });
    },
    placeRowInSlot: (slot, path, rowId) => {
      const document = doc();
      const row = document[rowsKey(tabOfSlot(slot))].find((item) => item.id === rowId);
      if (!row) return { ok: false, reason: `Logic ${rowId} does not exist` };
      const outcome = placeRow(slotsOf(document), slot, path, row, document.inputs);
      if (outcome.ok) commit(withSlot(document, slot, outcome.node));
      return outcome;
    },
    placeOperatorInSlot: (slot, path, name) => {
      const document = doc();
      const outcome = placeOperator(slotNode(document, slot), path, name);
      if (outcome.ok) commit(withSlot(document, slot, outcome.node));
      return outcome;
    },
    clearSlot: (slot, path) => {
      commit(withSlot(doc(), slot, clearAt(slotNode(doc(), slot), path)));
    },
    undo: () => {
      set((state) => ({ history: undo(state.history), selection: null }));
    },
    redo: () => {
      set((state) => ({ history: redo(state.history), selection: null }));
    },
    load: (document, strategyId, saved) => {
      set((state) => ({
        history: startHistory(document),
        strategyId,
        savedDocument: saved ?? document,
        opens: state.opens + 1,
        selection: null,
      }));
    },
    markSaved: (strategyId, document) => {
      set({ strategyId, savedDocument: document });
    },
  };
});

/** The document being edited. */
export const useBuilderDocument = () => useBuilderStore((state) => state.history.present);

export function slotNodeOf(document: BuilderDocument, slot: SlotKey) {
  return slotNode(document, slot);
}
