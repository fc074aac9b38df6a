import {
  useDraggable,
  useDroppable,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
} from '@dnd-kit/core';
import type { LogicRow } from '@stratblocks/contracts';
import { GripVertical, Plus, Trash2, Type } from 'lucide-react';
import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { rowValidity, type LogicTab } from '../model/rows';
import { useBuilderDocument, useBuilderStore } from '../store';
import { Badge, cn, IconButton } from '../../../ui';
import { dropId, type DragData, type DropData } from './dnd-ids';
import { RowElementView } from './row-element';
import { RowTextField } from './row-text-field';

/** Opens the focused row's text field (docs/builder.md#rules-as-text). */
const TEXT_SHORTCUT = 'T Alt+T';

/** T (or Alt+T) on the row or any of its buttons, never while typing in a field. */
function isTextShortcut(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return false;
  if (event.code !== 'KeyT' || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return true;
}

interface LogicRowViewProps {
  row: LogicRow;
  tab: LogicTab;
  used: boolean;
  selected: boolean;
  selectedElement: number | null;
}

/**
 * A row 'Logic N': its elements, the engine validator's Valid/Invalid badge with its diagnostic,
 * a grip to drag it into a slot (not once it is used), and delete.
 */
export const LogicRowView = memo(function LogicRowView(props: LogicRowViewProps) {
  const { row, tab, used } = props;
  const dragData: DragData = { kind: 'row', tab, row: row.id };
  const drag = useDraggable({ id: `row:${tab}:${row.id}`, data: dragData, disabled: used });
  const dropData: DropData = { kind: 'row', tab, row: row.id };
  const drop = useDroppable({ id: dropId(dropData), data: dropData });
  // The drag context re-renders every row when the target under the pointer changes: the frame
  // below renders again only when its own props do (this row hovered or dragged).
  return (
    <RowFrame
      {...props}
      setDropRef={drop.setNodeRef}
      isOver={drop.isOver}
      setDragRef={drag.setNodeRef}
      dragAttributes={drag.attributes}
      dragListeners={drag.listeners}
      isDragging={drag.isDragging}
    />
  );
});

interface RowFrameProps extends LogicRowViewProps {
  setDropRef: (element: HTMLElement | null) => void;
  isOver: boolean;
  setDragRef: (element: HTMLElement | null) => void;
  dragAttributes: DraggableAttributes;
  dragListeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

const RowFrame = memo(function RowFrame({
  row,
  tab,
  used,
  selected,
  selectedElement,
  setDropRef,
  isOver,
  setDragRef,
  dragAttributes,
  dragListeners,
  isDragging,
}: RowFrameProps) {
  const label = `Logic ${row.id}`;
  const inputs = useBuilderDocument().inputs;
  const validity = useMemo(() => rowValidity(row, tab, inputs), [row, tab, inputs]);
  const select = useBuilderStore((state) => state.select);
  const removeElement = useBuilderStore((state) => state.removeElement);
  const deleteRow = useBuilderStore((state) => state.deleteRow);
  const [textOpen, setTextOpen] = useState(false);
  const textButton = useRef<HTMLButtonElement>(null);
  const closeText = useCallback(() => {
    setTextOpen(false);
    // The field goes away with the focus in it: the focus returns to the button that opens it.
    textButton.current?.focus();
  }, []);
  const onSelect = useCallback(
    (index: number) => {
      select({ tab, row: row.id, element: index });
    },
    [select, tab, row.id],
  );
  const onRemove = useCallback(
    (index: number) => {
      removeElement(tab, row.id, index);
    },
    [removeElement, tab, row.id],
  );
  return (
    <div
      ref={setDropRef}
      role="group"
      aria-label={label}
      aria-keyshortcuts={TEXT_SHORTCUT}
      data-used={used || undefined}
      onKeyDown={(event) => {
        if (!isTextShortcut(event)) return;
        event.preventDefault();
        setTextOpen(true);
      }}
      className={cn(
        'rounded-md border bg-surface px-2 py-1 transition-colors',
        selected ? 'border-accent' : 'border-border',
        isOver && 'border-accent bg-accent-soft/40',
        used && 'border-dashed bg-surface-2',
        isDragging && 'opacity-40',
      )}
    >
      {/* On a phone the badges and buttons go under the blocks rather than over them. */}
      <div className="flex items-center gap-2 max-sm:flex-wrap">
        <button
          ref={setDragRef}
          type="button"
          {...dragAttributes}
          {...dragListeners}
          disabled={used}
          aria-label={used ? `${label} is used in a slot` : `Drag ${label} to a slot`}
          className={cn(
            'shrink-0 rounded p-0.5 text-fg-subtle',
            used ? 'cursor-not-allowed' : 'cursor-grab hover:text-fg',
          )}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        <button
          type="button"
          aria-pressed={selected && selectedElement === null}
          aria-label={`Select ${label}`}
          onClick={() => {
            select({ tab, row: row.id, element: null });
          }}
          className="w-14 shrink-0 text-left text-xs font-semibold text-fg-muted hover:text-fg"
        >
          {label}
        </button>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-1 max-sm:basis-auto">
          {row.elements.map((element, index) => (
            <RowElementView
              // Elements have no identity of their own: their place is their key.
              key={index}
              element={element}
              tab={tab}
              row={row.id}
              index={index}
              selected={selected && selectedElement === index}
              onSelect={onSelect}
              onRemove={onRemove}
            />
          ))}
          {row.elements.length === 0 ? (
            <span className="inline-flex h-7 items-center gap-1 text-xs text-fg-subtle">
              <Plus className="size-3.5" aria-hidden /> Drop blocks here
            </span>
          ) : null}
        </div>
        <div className="ml-auto flex shrink-0 items-center gap-2">
          {used ? <Badge tone="outline">Used</Badge> : null}
          <Badge tone={validity.valid ? 'accent' : 'warning'}>{validity.valid ? 'Valid' : 'Invalid'}</Badge>
          <IconButton
            ref={textButton}
            label={`Edit ${label} as text`}
            size="sm"
            icon={<Type />}
            aria-keyshortcuts={TEXT_SHORTCUT}
            aria-expanded={textOpen}
            onClick={() => {
              setTextOpen(!textOpen);
            }}
          />
          <IconButton
            label={`Delete ${label}`}
            size="sm"
            icon={<Trash2 />}
            onClick={() => {
              deleteRow(tab, row.id);
            }}
          />
        </div>
      </div>
      {!validity.valid && row.elements.length > 0 ? (
        <p className="mt-1 pl-[5.25rem] text-[11px] text-warning">{validity.messages[0]}</p>
      ) : null}
      {textOpen ? <RowTextField row={row} tab={tab} onClose={closeText} /> : null}
    </div>
  );
});
