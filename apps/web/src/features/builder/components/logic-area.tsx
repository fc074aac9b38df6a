import { useDroppable } from '@dnd-kit/core';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import type { LogicTab } from '../model/rows';
import { refsIn, SLOTS_OF_TAB } from '../model/slots';
import { slotNodeOf, useBuilderDocument, useBuilderStore } from '../store';
import { Button, cn } from '../../../ui';
import { dropId, type DropData } from './dnd-ids';
import { LogicRowView } from './logic-row';
import { LogicSlots } from './logic-slots';
import { StartFromTemplate } from './start-from-template';

/** The Entry or Exit Logic tab: its slots, its rows 'Logic 1'..., and a place for a new row. */
export function LogicArea({ tab }: { tab: LogicTab }) {
  const document = useBuilderDocument();
  const selection = useBuilderStore((state) => state.selection);
  const addRow = useBuilderStore((state) => state.addRow);
  const rows = tab === 'entry' ? document.entryLogicRows : document.exitLogicRows;
  const used = useMemo(
    () => new Set(SLOTS_OF_TAB[tab].flatMap((slot) => refsIn(slotNodeOf(document, slot)))),
    [document, tab],
  );
  return (
    // minmax(0, 1fr): a long rule's text or error line scrolls in its box instead of widening the
    // whole column past a phone's screen.
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <LogicSlots tab={tab} />
      <div
        className="grid grid-cols-[minmax(0,1fr)] gap-1.5"
        aria-label={tab === 'entry' ? 'Entry rows' : 'Exit rows'}
        role="list"
      >
        {rows.map((row) => {
          const selected = selection?.tab === tab && selection.row === row.id;
          return (
            <div role="listitem" key={row.id}>
              <LogicRowView
                row={row}
                tab={tab}
                used={used.has(row.id)}
                selected={selected}
                selectedElement={selected ? selection.element : null}
              />
            </div>
          );
        })}
      </div>
      <NewRowZone tab={tab} empty={rows.length === 0} />
      {rows.length === 0 ? <StartFromTemplate /> : null}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            addRow(tab);
          }}
        >
          <Plus className="size-4" aria-hidden /> Add row
        </Button>
      </div>
    </div>
  );
}

function NewRowZone({ tab, empty }: { tab: LogicTab; empty: boolean }) {
  const data: DropData = { kind: 'new-row', tab };
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId(data), data });
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'flex items-center justify-center rounded-lg border border-dashed border-border-strong text-xs text-fg-subtle transition-colors',
        empty ? 'h-24' : 'h-11',
        active && 'border-accent/60',
        isOver && 'border-accent bg-accent-soft text-accent-text',
      )}
    >
      {empty
        ? `Drag a block here to start ${tab === 'entry' ? 'an entry' : 'an exit'} row, or tap a block in the library`
        : 'Drop a block here for a new row'}
    </div>
  );
}
