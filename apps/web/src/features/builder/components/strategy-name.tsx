import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { STRATEGY_NAME_MAX } from '@stratblocks/contracts';
import { useBuilderDocument, useBuilderStore } from '../store';

/** The strategy name: click to edit, Enter or leaving the field ends editing. */
export function StrategyName() {
  const name = useBuilderDocument().name;
  const setName = useBuilderStore((state) => state.setName);
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <input
        autoFocus
        aria-label="Strategy name"
        maxLength={STRATEGY_NAME_MAX}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Escape') setEditing(false);
        }}
        onBlur={() => {
          setEditing(false);
        }}
        className="h-7 w-64 rounded-md border border-accent bg-bg px-2 text-sm font-semibold text-fg focus-visible:outline-none"
      />
    );
  }
  return (
    <h1>
      <button
        type="button"
        aria-label={`Strategy name: ${name}. Click to edit`}
        onClick={() => {
          setEditing(true);
        }}
        className="group inline-flex h-7 max-w-28 items-center gap-1.5 sm:max-w-80 rounded-md px-2 text-sm font-semibold hover:bg-surface-2"
      >
        <span className="truncate">{name || 'Untitled Strategy'}</span>
        <Pencil className="size-3 shrink-0 text-fg-subtle opacity-0 group-hover:opacity-100" aria-hidden />
      </button>
    </h1>
  );
}
