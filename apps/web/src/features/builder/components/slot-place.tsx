import { useDroppable } from '@dnd-kit/core';
import type { LogicNode } from '@stratblocks/contracts';
import { X } from 'lucide-react';
import { isOperatorNode, SLOT_NAMES, tabOfSlot, type SlotKey, type SlotPath } from '../model/slots';
import { useBuilderStore } from '../store';
import { Button, cn, IconButton } from '../../../ui';
import { dropId, type DropData } from './dnd-ids';

interface SlotPlaceProps {
  slot: SlotKey;
  path: SlotPath;
  node: LogicNode;
}

/** One place of a slot's tree: empty (drop a row or And/Or), a row reference, or an And/Or node. */
export function SlotPlace({ slot, path, node }: SlotPlaceProps) {
  const slotName = SLOT_NAMES[slot];
  const clearSlot = useBuilderStore((state) => state.clearSlot);
  if (node === null) return <EmptyPlace slot={slot} path={path} />;
  if (isOperatorNode(node)) {
    return (
      <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-border-strong bg-surface-2/60 p-1.5">
        <SlotPlace slot={slot} path={[...path, 'left']} node={node.left} />
        <span className="rounded bg-surface-3 px-1.5 py-0.5 text-xs font-semibold">{node.name}</span>
        <SlotPlace slot={slot} path={[...path, 'right']} node={node.right} />
        <IconButton
          label={`Remove ${node.name} from ${slotName}`}
          size="sm"
          icon={<X />}
          onClick={() => {
            clearSlot(slot, path);
          }}
        />
      </div>
    );
  }
  const label = 'elements' in node ? 'Inline row' : (node.label ?? `Logic ${node.id}`);
  return (
    <span className="inline-flex h-7 items-center gap-1 rounded-md border border-accent/50 bg-accent-soft pr-0.5 pl-2 text-[13px] font-medium text-accent-text">
      {label}
      <IconButton
        label={`Remove ${label} from ${slotName}`}
        size="sm"
        tooltip={false}
        className="size-6"
        icon={<X />}
        onClick={() => {
          clearSlot(slot, path);
        }}
      />
    </span>
  );
}

function EmptyPlace({ slot, path }: { slot: SlotKey; path: SlotPath }) {
  const data: DropData = { kind: 'slot', slot, path };
  const { setNodeRef, isOver, active } = useDroppable({ id: dropId(data), data });
  const selection = useBuilderStore((state) => state.selection);
  const placeRowInSlot = useBuilderStore((state) => state.placeRowInSlot);
  const placeOperatorInSlot = useBuilderStore((state) => state.placeOperatorInSlot);
  const refuse = useBuilderStore((state) => state.refuse);
  const slotName = SLOT_NAMES[slot];
  const selectedRow = selection && selection.tab === tabOfSlot(slot) ? selection.row : null;
  const where = path.length ? `${slotName} (${path.join(' ')})` : slotName;
  return (
    <div
      ref={setNodeRef}
      className={cn(
        'flex min-h-9 min-w-44 flex-1 flex-wrap items-center gap-1 rounded-md border border-dashed border-border-strong px-2 py-1 text-xs text-fg-subtle',
        active && 'border-accent/60',
        isOver && 'border-accent bg-accent-soft text-accent-text',
      )}
    >
      <span className="mr-auto">Drop a valid row or And/Or</span>
      <Button
        size="sm"
        variant="ghost"
        className="h-6 px-1.5 text-xs"
        disabled={selectedRow === null}
        // The visible word starts the name (WCAG 2.5.3, label in name).
        aria-label={
          selectedRow === null
            ? `Place a row in ${where}: select a row first`
            : `Place Logic ${selectedRow} in ${where}`
        }
        onClick={() => {
          if (selectedRow === null) return;
          const outcome = placeRowInSlot(slot, path, selectedRow);
          if (!outcome.ok) refuse(slot, outcome.reason);
        }}
      >
        Place
      </Button>
      {(['And', 'Or'] as const).map((name) => (
        <Button
          key={name}
          size="sm"
          variant="ghost"
          className="h-6 px-1.5 text-xs"
          aria-label={`Split ${where} with ${name}`}
          onClick={() => {
            placeOperatorInSlot(slot, path, name);
          }}
        >
          {name}
        </Button>
      ))}
    </div>
  );
}
