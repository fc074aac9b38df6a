import {
  DndContext,
  DragOverlay,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useState, type ReactNode } from 'react';
import { SLOT_NAMES } from '../model/slots';
import { useBuilderStore } from '../store';
import type { DragData, DropData } from './dnd-ids';

/** A mouse drag starts after 4 px of movement: a click without moving adds the block instead. */
const MOUSE_DRAG_DISTANCE = 4;

/**
 * A finger drag starts after a press of 250 ms held within 5 px: a swipe scrolls the library and
 * the canvas, a quick tap adds the block (docs/builder.md, "By touch").
 */
const TOUCH_PRESS = { delay: 250, tolerance: 5 };

/** The innermost target under the pointer wins: a drop zone inside a row before the row. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (within.length === 0) return rectIntersection(args);
  const rank = (id: string | number) =>
    String(id).startsWith('zone:') || String(id).startsWith('slot:') ? 0 : 1;
  return [...within].sort((a, b) => rank(a.id) - rank(b.id));
};

function dragName(data: unknown): string {
  const drag = data as DragData | undefined;
  if (!drag) return 'the item';
  return drag.kind === 'block' ? drag.name : `Logic ${drag.row}`;
}

function dropName(data: unknown): string {
  const drop = data as DropData | undefined;
  if (!drop) return 'nothing';
  switch (drop.kind) {
    case 'zone':
      return `drop zone ${drop.index + 1} of Logic ${drop.row}`;
    case 'row':
      return `Logic ${drop.row}`;
    case 'new-row':
      return 'a new row';
    case 'slot':
      return SLOT_NAMES[drop.slot];
  }
}

function handleDrop(drag: DragData, drop: DropData): void {
  const store = useBuilderStore.getState();
  if (drag.kind === 'block') {
    if (drop.kind === 'slot') {
      if (drag.name === 'And' || drag.name === 'Or')
        store.placeOperatorInSlot(drop.slot, drop.path, drag.name);
      else store.refuse(drop.slot, 'Drop a Logic row or And/Or here; blocks go into rows');
      return;
    }
    if (drop.kind === 'zone') store.addBlock(drag.name, { tab: drop.tab, row: drop.row, zone: drop.index });
    else if (drop.kind === 'row') store.addBlock(drag.name, { tab: drop.tab, row: drop.row });
    else store.addBlock(drag.name, { tab: drop.tab });
    return;
  }
  if (drop.kind !== 'slot') return;
  const outcome = store.placeRowInSlot(drop.slot, drop.path, drag.row);
  if (!outcome.ok) store.refuse(drop.slot, outcome.reason);
}

/**
 * The builder's drag and drop: library blocks onto rows, drop zones and slots; rows into slots.
 * While a drag is under way the page is marked drag-active and a preview follows the pointer.
 */
export function BuilderDnd({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<DragData | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: MOUSE_DRAG_DISTANCE } }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_PRESS }),
  );
  const end = (event: DragEndEvent) => {
    setActive(null);
    document.documentElement.removeAttribute('data-drag-active');
    const drag = event.active.data.current as DragData | undefined;
    const drop = event.over?.data.current as DropData | undefined;
    if (drag && drop) handleDrop(drag, drop);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      // Scroll the logic area only near its very edge, so a drag over the rows does not move them.
      autoScroll={{ threshold: { x: 0, y: 0.08 } }}
      onDragStart={(event: DragStartEvent) => {
        setActive((event.active.data.current as DragData | undefined) ?? null);
        document.documentElement.setAttribute('data-drag-active', 'true');
      }}
      onDragEnd={end}
      onDragCancel={() => {
        setActive(null);
        document.documentElement.removeAttribute('data-drag-active');
      }}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'Drag with the pointer or press and hold to drag by touch; or tap it, click it or press Enter to add the block to the selected row.',
        },
        announcements: {
          onDragStart: ({ active }) => `Picked up ${dragName(active.data.current)}`,
          onDragOver: ({ active, over }) =>
            over ? `${dragName(active.data.current)} is over ${dropName(over.data.current)}` : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `${dragName(active.data.current)} dropped on ${dropName(over.data.current)}`
              : `${dragName(active.data.current)} dropped`,
          onDragCancel: ({ active }) => `Dragging ${dragName(active.data.current)} was cancelled`,
        },
      }}
    >
      <div data-drag-active={active ? 'true' : undefined} className="contents">
        {children}
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div
            data-testid="drag-preview"
            className="pointer-events-none inline-flex h-7 items-center rounded-md border border-accent bg-surface px-2.5 text-[13px] font-medium text-fg shadow-lg"
          >
            {active.kind === 'block' ? active.name : `Logic ${active.row}`}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
