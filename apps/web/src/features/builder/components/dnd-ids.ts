import type { LogicTab } from '../model/rows';
import type { SlotKey, SlotPath } from '../model/slots';

/** What is being dragged. */
export type DragData = { kind: 'block'; name: string } | { kind: 'row'; tab: LogicTab; row: number };

/** Where it can land. */
export type DropData =
  | { kind: 'zone'; tab: LogicTab; row: number; index: number }
  | { kind: 'row'; tab: LogicTab; row: number }
  | { kind: 'new-row'; tab: LogicTab }
  | { kind: 'slot'; slot: SlotKey; path: SlotPath };

export const dropId = (data: DropData): string => {
  switch (data.kind) {
    case 'zone':
      return `zone:${data.tab}:${data.row}:${data.index}`;
    case 'row':
      return `row-drop:${data.tab}:${data.row}`;
    case 'new-row':
      return `new-row:${data.tab}`;
    case 'slot':
      return `slot:${data.slot}:${data.path.join('.')}`;
  }
};
