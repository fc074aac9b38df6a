import type { BlockElement } from '@stratblocks/contracts';
import { defaultProperties, findBlock, type PropertySpec } from '@stratblocks/engine';
import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { linkProperty, linkToNewInput, unlinkProperty } from '../model/inputs';
import { isDropZone } from '../model/rows';
import { sourceFieldsOf } from '../model/source';
import { LinkableNumberField } from './linkable-number-field';
import { SourceFields } from './source-fields';
import { useBuilderDocument, useBuilderStore } from '../store';
import {
  IconButton,
  NumberField,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextField,
} from '../../../ui';

/** The selected element of the logic builder, or null when the selection points at nothing. */
function useSelectedElement(): {
  element: BlockElement;
  tab: 'entry' | 'exit';
  row: number;
  index: number;
} | null {
  const document = useBuilderDocument();
  const selection = useBuilderStore((state) => state.selection);
  if (!selection || selection.element === null) return null;
  const rows = selection.tab === 'entry' ? document.entryLogicRows : document.exitLogicRows;
  const element = rows.find((row) => row.id === selection.row)?.elements[selection.element];
  if (!element || isDropZone(element)) return null;
  return { element, tab: selection.tab, row: selection.row, index: selection.element };
}

const PANELS = ['description', 'parameters', 'properties'] as const;
type Panel = (typeof PANELS)[number];

/**
 * Which panel shows: Parameters whenever another block is selected (changing its numbers is what a
 * trader does next), else the one the user picked.
 */
function usePanel(selectionKey: string | null): [Panel, (panel: string) => void] {
  const [panel, setPanel] = useState<Panel>('parameters');
  const [shownFor, setShownFor] = useState(selectionKey);
  if (selectionKey !== shownFor) {
    setShownFor(selectionKey);
    if (selectionKey !== null && panel !== 'parameters') setPanel('parameters');
  }
  return [
    panel,
    (next) => {
      setPanel(PANELS.find((value) => value === next) ?? 'parameters');
    },
  ];
}

/** The right sidebar of the logic tabs: Description, Parameters, Block Properties. */
export function ElementInspector() {
  const selected = useSelectedElement();
  const { inputs, generalSetting } = useBuilderDocument();
  const edit = useBuilderStore((state) => state.edit);
  const setProperty = useBuilderStore((state) => state.setProperty);
  const removeElement = useBuilderStore((state) => state.removeElement);
  const block = selected ? findBlock(selected.element.name) : undefined;
  const properties = selected?.element.properties ?? {};
  // The symbol and timeframe get their own fields below the block's parameters.
  const sourceFields = selected ? sourceFieldsOf(selected.element.name) : [];
  const parameters = Object.entries(properties).filter(
    ([name]) => !(sourceFields as readonly string[]).includes(name),
  );
  const [panel, setPanel] = usePanel(
    selected ? `${selected.tab}:${selected.row}:${selected.index}:${selected.element.name}` : null,
  );
  return (
    <Tabs value={panel} onValueChange={setPanel} className="flex min-h-0 flex-col">
      <TabsList aria-label="Selected block" className="px-1">
        <TabsTrigger value="description" className="h-9 px-2 text-xs">
          Description
        </TabsTrigger>
        <TabsTrigger value="parameters" className="h-9 px-2 text-xs">
          Parameters
        </TabsTrigger>
        <TabsTrigger value="properties" className="h-9 px-2 text-xs">
          Block Properties
        </TabsTrigger>
      </TabsList>
      {selected ? (
        <div className="flex items-center gap-1 border-b border-border px-3 py-1.5">
          <span className="mr-auto truncate text-sm font-semibold">{selected.element.name}</span>
          <IconButton
            label="Reset parameters to defaults"
            size="sm"
            icon={<RotateCcw />}
            disabled={!block}
            onClick={() => {
              if (!block) return;
              const defaults = defaultProperties(block);
              for (const [name, value] of Object.entries(defaults)) {
                setProperty(selected.tab, selected.row, selected.index, name, value);
              }
            }}
          />
          <IconButton
            label="Delete block"
            size="sm"
            icon={<Trash2 />}
            onClick={() => {
              removeElement(selected.tab, selected.row, selected.index);
            }}
          />
        </div>
      ) : null}
      <TabsContent value="description" className="p-3 text-sm">
        {selected ? (
          <p className="text-fg-muted">
            {selected.element.description ?? block?.description ?? 'No description available'}
          </p>
        ) : (
          <p className="text-fg-muted">Click on an element in the logic builder to see its description.</p>
        )}
      </TabsContent>
      <TabsContent value="parameters" className="grid gap-3 p-3">
        {selected && parameters.length > 0 ? (
          parameters.map(([name, value]) => {
            const spec = block?.properties.find((property) => property.name === name);
            const key = `${selected.row}-${selected.index}-${name}`;
            const place = { tab: selected.tab, row: selected.row, index: selected.index, property: name };
            if (spec?.kind === 'number' && (typeof value === 'number' || typeof value === 'object'))
              return (
                <LinkableNumberField
                  key={key}
                  name={name}
                  value={value}
                  spec={spec}
                  hint={spec.description}
                  inputs={inputs}
                  onChange={(next) => {
                    setProperty(selected.tab, selected.row, selected.index, name, next);
                  }}
                  onLink={(input) => {
                    edit((document) => linkProperty(document, place, input));
                  }}
                  onLinkNew={() => {
                    edit((document) =>
                      linkToNewInput(document, place, typeof value === 'number' ? value : spec.default),
                    );
                  }}
                  onUnlink={(number) => {
                    edit((document) => unlinkProperty(document, place, number));
                  }}
                />
              );
            return (
              <PropertyField
                key={key}
                name={name}
                value={typeof value === 'object' ? value.input : value}
                spec={spec}
                onChange={(next) => {
                  setProperty(selected.tab, selected.row, selected.index, name, next);
                }}
              />
            );
          })
        ) : selected && sourceFields.length > 0 ? null : (
          <p className="text-sm text-fg-muted">
            {selected
              ? 'No parameters available.'
              : 'Click on an element in the logic builder to edit its parameters.'}
          </p>
        )}
        {selected && sourceFields.length > 0 ? (
          <SourceFields
            place={{ tab: selected.tab, row: selected.row, index: selected.index }}
            fields={sourceFields}
            symbol={stringProperty(properties.symbol)}
            timeframe={stringProperty(properties.timeframe)}
            interval={generalSetting.timeInterval}
          />
        ) : null}
      </TabsContent>
      <TabsContent value="properties" className="p-3 text-sm">
        {selected ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-fg-muted">Name</dt>
            <dd>{selected.element.name}</dd>
            <dt className="text-fg-muted">Type</dt>
            <dd>{selected.element.type ?? block?.type}</dd>
            <dt className="text-fg-muted">Category</dt>
            <dd>{block ? `${block.category} › ${block.group}` : 'Unknown'}</dd>
          </dl>
        ) : (
          <p className="text-fg-muted">Select a block to see its properties.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}

/** A stored symbol or timeframe; an empty string (written by hand) is the same as none. */
function stringProperty(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function PropertyField({
  name,
  value,
  spec,
  onChange,
}: {
  name: string;
  value: number | string | boolean;
  spec: PropertySpec | undefined;
  onChange: (value: number | string | boolean) => void;
}) {
  const hint = spec?.description;
  if (spec?.kind === 'choice') {
    return (
      <Select label={name} value={String(value)} options={spec.choices} hint={hint} onChange={onChange} />
    );
  }
  if (spec?.kind === 'boolean' || typeof value === 'boolean') {
    return (
      <Select
        label={name}
        value={String(value)}
        options={['true', 'false']}
        hint={hint}
        onChange={(next) => {
          onChange(next === 'true');
        }}
      />
    );
  }
  if (spec?.kind === 'number' || typeof value === 'number') {
    const numberSpec = spec?.kind === 'number' ? spec : undefined;
    return (
      <NumberField
        label={name}
        value={typeof value === 'number' ? value : Number(value)}
        min={numberSpec?.min}
        max={numberSpec?.max}
        step={numberSpec?.integer ? 1 : undefined}
        hint={hint}
        onChange={onChange}
      />
    );
  }
  return (
    <TextField
      label={name}
      value={value}
      hint={hint}
      onChange={(event) => {
        onChange(event.target.value);
      }}
    />
  );
}
