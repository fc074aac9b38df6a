import type { TunableParameter } from '@stratblocks/engine';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button, Select } from '../../../ui';

const NONE = '';

/**
 * Keys with which a closed native select changes its value at once (and fires its change event):
 * they browse the list, they do not choose.
 */
function browsesTheList(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey) return false;
  return (
    ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(
      event.key,
    ) || event.key.length === 1
  );
}

export interface AddParameterSelectProps {
  /** The parameters not yet added, in the order the list shows them. */
  available: readonly TunableParameter[];
  onAdd: (parameter: TunableParameter) => void;
  disabled?: boolean;
}

/**
 * "Add a parameter": a pick from the list (mouse, touch, the opened list's Enter) adds it at once;
 * the arrow keys (and typing) on the closed list only move through it, and Enter or the Add button
 * then adds the parameter shown (docs/research.md, "The Optimise panel").
 */
export function AddParameterSelect({ available, onAdd, disabled = false }: AddParameterSelectProps) {
  const [shown, setShown] = useState(NONE);
  // Set by a browsing key for the change event its default action fires; cleared on key up.
  const browsing = useRef(false);
  const chosen = available.find((parameter) => parameter.path === shown);
  const add = (parameter: TunableParameter | undefined) => {
    if (!parameter) return;
    setShown(NONE);
    onAdd(parameter);
  };
  return (
    <div className="flex items-end gap-2">
      <div
        className="min-w-0 flex-1"
        onKeyDown={(event) => {
          if (event.key === 'Enter' && chosen) {
            event.preventDefault();
            add(chosen);
            return;
          }
          browsing.current = browsesTheList(event);
        }}
        onKeyUp={() => {
          browsing.current = false;
        }}
      >
        <Select
          label="Add a parameter"
          value={chosen ? shown : NONE}
          disabled={disabled || available.length === 0}
          hint={available.length > 0 ? 'Arrow keys move through the list; Enter adds.' : undefined}
          options={[
            {
              value: NONE,
              label:
                available.length === 0
                  ? 'Every parameter is added'
                  : 'Choose an input, a block property or a setting',
            },
            ...available.map((parameter) => ({ value: parameter.path, label: parameter.label })),
          ]}
          onChange={(path) => {
            if (browsing.current) {
              setShown(path);
              return;
            }
            add(available.find((parameter) => parameter.path === path));
          }}
        />
      </div>
      {/* Beside the hint line: the button lines up with the select itself. */}
      <Button
        variant="outline"
        className="mb-[1.375rem]"
        disabled={disabled || !chosen}
        aria-label={chosen ? `Add ${chosen.label}` : 'Add the parameter shown'}
        onClick={() => {
          add(chosen);
        }}
      >
        Add
      </Button>
    </div>
  );
}
