import { useDroppable } from '@dnd-kit/core';
import type { RowElement, StrategyInputDeclaration } from '@stratblocks/contracts';
import { memo } from 'react';
import { isDropZone, type LogicTab } from '../model/rows';
import { sourceFieldsOf, sourceParts } from '../model/source';
import { useBuilderStore } from '../store';
import { cn } from '../../../ui';
import { dropId, type DropData } from './dnd-ids';

const TYPE_STYLE: Record<string, string> = {
  comparable: 'border-accent/40 bg-accent-soft text-accent-text',
  boolean: 'border-border-strong bg-surface-2 text-fg',
  'boolean-operator': 'border-border-strong bg-surface-3 text-fg font-semibold',
  'compare-operator': 'border-border-strong bg-surface-3 text-fg font-semibold',
  exit: 'border-warning/50 bg-warning-soft text-warning',
};

const ACCEPT_WORDS: Record<string, string> = {
  comparable: 'value',
  boolean: 'condition',
  'compare-operator': 'comparison',
  'boolean-operator': 'And/Or',
  exit: 'exit',
};

/**
 * The values of a block's properties, shortly: "20", "12 · 26 · 9 · macd"; a property linked to an
 * input shows the input's name and value: "fast=20". Another symbol or timeframe comes last, so
 * that a block reading them says so: "200 · SPY · 1W".
 */
export function propertySummary(
  element: RowElement,
  inputs: readonly StrategyInputDeclaration[] = [],
): string {
  if (isDropZone(element) || !element.properties) return '';
  const sourceFields: readonly string[] = sourceFieldsOf(element.name);
  return [
    ...Object.entries(element.properties)
      .filter(
        ([key, value]) =>
          !(key === 'source' && value === 'close') && value !== false && !sourceFields.includes(key),
      )
      .map(([key, value]) => {
        if (typeof value === 'object') {
          const input = inputs.find((candidate) => candidate.name === value.input);
          return `${value.input}=${input ? String(input.value) : '?'}`;
        }
        return value === true ? key : String(value);
      }),
    ...sourceParts(element),
  ].join(' · ');
}

interface RowElementViewProps {
  element: RowElement;
  tab: LogicTab;
  row: number;
  index: number;
  selected: boolean;
  onSelect: (index: number) => void;
  onRemove: (index: number) => void;
}

/** One element of a row: a block chip (select it to edit it) or a drop zone waiting for a block. */
export const RowElementView = memo(function RowElementView({
  element,
  tab,
  row,
  index,
  selected,
  onSelect,
  onRemove,
}: RowElementViewProps) {
  // Only a change of the inputs re-renders the chips (the array is kept across other edits).
  const inputs = useBuilderStore((state) => state.history.present.inputs);
  if (isDropZone(element)) {
    return (
      <DropZoneView
        tab={tab}
        row={row}
        index={index}
        accept={element.accept}
        selected={selected}
        onSelect={onSelect}
      />
    );
  }
  const type = element.type ?? 'comparable';
  const summary = propertySummary(element, inputs);
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={`${element.name}${summary ? ` ${summary}` : ''}, element ${index + 1} of Logic ${row}`}
      onClick={() => {
        onSelect(index);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Delete' || event.key === 'Backspace') {
          event.preventDefault();
          onRemove(index);
        }
      }}
      className={cn(
        'inline-flex h-6 max-w-56 shrink-0 items-center gap-1 rounded border px-1.5 text-[12px] whitespace-nowrap transition-shadow',
        TYPE_STYLE[type],
        selected && 'ring-2 ring-focus ring-offset-1 ring-offset-surface',
      )}
    >
      <span className="truncate">{element.name}</span>
      {/* The space keeps the visible text inside the accessible name ("SMA 20"). */}
      {summary ? ' ' : null}
      {summary ? <span className="truncate text-[11px] font-normal tabular">{summary}</span> : null}
    </button>
  );
});

function DropZoneView({
  tab,
  row,
  index,
  accept,
  selected,
  onSelect,
}: {
  tab: LogicTab;
  row: number;
  index: number;
  accept: readonly string[];
  selected: boolean;
  onSelect: (index: number) => void;
}) {
  const data: DropData = { kind: 'zone', tab, row, index };
  const { setNodeRef, isOver } = useDroppable({ id: dropId(data), data });
  const words = accept.map((type) => ACCEPT_WORDS[type] ?? type).join(' / ');
  return (
    <button
      ref={setNodeRef}
      type="button"
      aria-pressed={selected}
      aria-label={`Drop zone for a ${words}, element ${index + 1} of Logic ${row}`}
      onClick={() => {
        onSelect(index);
      }}
      className={cn(
        'inline-flex h-6 min-w-24 shrink-0 items-center justify-center rounded border border-dashed border-border-strong px-2 text-[12px] text-fg-subtle',
        isOver && 'border-accent bg-accent-soft text-accent-text',
        selected && 'border-accent text-accent-text ring-2 ring-focus ring-offset-1 ring-offset-surface',
      )}
    >
      + {words}
    </button>
  );
}
