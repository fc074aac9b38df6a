import { useDraggable, type DraggableAttributes, type DraggableSyntheticListeners } from '@dnd-kit/core';
import type { BlockDefinition } from '@stratblocks/engine';
import { GripVertical } from 'lucide-react';
import { memo } from 'react';
import { cn, Tooltip } from '../../../ui';
import type { DragData } from './dnd-ids';

const TYPE_DOT: Record<BlockDefinition['type'], string> = {
  comparable: 'bg-accent',
  boolean: 'bg-fg-muted',
  'boolean-operator': 'bg-fg-subtle',
  'compare-operator': 'bg-fg-subtle',
  exit: 'bg-warning',
};

interface LibraryBlockProps {
  block: BlockDefinition;
  onAdd: (name: string) => void;
  /** The library's one Tab stop (roving tabindex): the others are reached with the arrow keys. */
  tabStop: boolean;
  onFocus: (name: string) => void;
}

interface BlockButtonProps extends LibraryBlockProps {
  setNodeRef: (element: HTMLElement | null) => void;
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  isDragging: boolean;
}

/**
 * A library block: drag it onto a row, a drop zone or a slot; or tap, click or press Enter on it
 * to add it to the selected row or drop zone (docs/builder.md). Its accessible name starts with
 * the block's name.
 */
export function LibraryBlock({ block, onAdd, tabStop, onFocus }: LibraryBlockProps) {
  const data: DragData = { kind: 'block', name: block.name };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `block:${block.name}`, data });
  // The drag context re-renders every draggable when the target under the pointer changes; the
  // button and its tooltip only render again when their own props change.
  return (
    <BlockButton
      block={block}
      onAdd={onAdd}
      tabStop={tabStop}
      onFocus={onFocus}
      setNodeRef={setNodeRef}
      attributes={attributes}
      listeners={listeners}
      isDragging={isDragging}
    />
  );
}

const BlockButton = memo(function BlockButton({
  block,
  onAdd,
  tabStop,
  onFocus,
  setNodeRef,
  attributes,
  listeners,
  isDragging,
}: BlockButtonProps) {
  return (
    <Tooltip
      side="right"
      content={
        <span>
          <strong className="block">{block.name}</strong>
          {block.description}
        </span>
      }
    >
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable block"
        aria-label={`${block.name}: press Enter to add to the selected row`}
        data-library-block={block.name}
        tabIndex={tabStop ? 0 : -1}
        onFocus={() => {
          onFocus(block.name);
        }}
        // A click follows a tap, a mouse click, Enter and Space alike; not the end of a drag.
        onClick={() => {
          onAdd(block.name);
        }}
        className={cn(
          'group flex h-7 w-full cursor-grab touch-manipulation items-center gap-1.5 rounded-md px-1.5 text-left text-[13px] text-fg',
          'hover:bg-surface-2 focus-visible:bg-surface-2 active:cursor-grabbing',
          isDragging && 'opacity-40',
        )}
      >
        <GripVertical
          className="size-4 shrink-0 text-fg-subtle opacity-60 group-hover:opacity-100"
          aria-hidden
        />
        <span className={cn('size-1.5 shrink-0 rounded-full', TYPE_DOT[block.type])} aria-hidden />
        <span className="truncate">{block.name}</span>
      </button>
    </Tooltip>
  );
});
