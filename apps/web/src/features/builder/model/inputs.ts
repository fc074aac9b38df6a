import {
  INPUT_LIMITS,
  type LogicRow,
  type RowElement,
  type StrategyInputDeclaration,
} from '@stratblocks/contracts';
import { isInputLink } from '@stratblocks/engine';
import type { BuilderDocument } from './document';
import { isDropZone, type LogicTab } from './rows';

/**
 * The strategy's inputs in the builder (docs/engine.md#strategy-inputs): named numbers that block properties link
 * to. Every change is a pure function of the document, so that undo steps through it and a
 * renamed or deleted input never leaves a link pointing nowhere.
 */

/** "input 1", "input 2"...: the first name no input has. */
function freeName(inputs: readonly StrategyInputDeclaration[], base = 'input'): string {
  const taken = new Set(inputs.map((input) => input.name));
  for (let index = 1; ; index += 1) {
    const name = `${base} ${index}`;
    if (!taken.has(name)) return name;
  }
}

/** Adds an input with a free name; `value` defaults to 10. */
export function addInput(document: BuilderDocument, value = 10): BuilderDocument {
  if (document.inputs.length >= INPUT_LIMITS.perStrategy) return document;
  return { ...document, inputs: [...document.inputs, { name: freeName(document.inputs), value }] };
}

/** Maps every block property of every row (both tabs). */
function mapProperties(
  document: BuilderDocument,
  change: (value: RowElementProperty) => RowElementProperty,
): BuilderDocument {
  const mapElement = (element: RowElement): RowElement => {
    if (isDropZone(element) || !element.properties) return element;
    let properties: Record<string, RowElementProperty> | undefined;
    for (const [key, value] of Object.entries(element.properties)) {
      const replaced = change(value);
      if (replaced === value) continue;
      properties ??= { ...element.properties };
      properties[key] = replaced;
    }
    return properties ? { ...element, properties } : element;
  };
  const mapRows = (rows: LogicRow[]) => {
    const next = rows.map((row) => {
      const elements = row.elements.map(mapElement);
      return elements.some((element, index) => element !== row.elements[index]) ? { ...row, elements } : row;
    });
    return next.some((row, index) => row !== rows[index]) ? next : rows;
  };
  return {
    ...document,
    entryLogicRows: mapRows(document.entryLogicRows),
    exitLogicRows: mapRows(document.exitLogicRows),
  };
}

type RowElementProperty = NonNullable<Exclude<RowElement, { type: 'dropzone' }>['properties']>[string];

/** Why a name cannot be an input's new name, or null when it can. */
export function inputNameProblem(
  inputs: readonly StrategyInputDeclaration[],
  current: string,
  name: string,
): string | null {
  if (name.trim() === '') return 'An input needs a name';
  if (name.length > INPUT_LIMITS.nameLength)
    return `An input name has at most ${INPUT_LIMITS.nameLength} characters`;
  if (name !== current && inputs.some((input) => input.name === name))
    return `Another input is named "${name}"`;
  return null;
}

/** Renames an input and every link to it; an invalid name changes nothing. */
export function renameInput(document: BuilderDocument, current: string, name: string): BuilderDocument {
  if (name === current || inputNameProblem(document.inputs, current, name) !== null) return document;
  const renamed = mapProperties(document, (value) =>
    isInputLink(value) && value.input === current ? { input: name } : value,
  );
  return {
    ...renamed,
    inputs: document.inputs.map((input) => (input.name === current ? { ...input, name } : input)),
  };
}

/** Sets the value, min, max or step of an input (undefined clears an optional one). */
export function setInputField(
  document: BuilderDocument,
  name: string,
  field: 'value' | 'min' | 'max' | 'step',
  value: number | undefined,
): BuilderDocument {
  return {
    ...document,
    inputs: document.inputs.map((input) => {
      if (input.name !== name) return input;
      if (field === 'value') return value === undefined ? input : { ...input, value };
      if (value !== undefined) return { ...input, [field]: value };
      // Cleared: the bound is left out rather than stored as undefined.
      return Object.fromEntries(
        Object.entries(input).filter(([key]) => key !== field),
      ) as StrategyInputDeclaration;
    }),
  };
}

/** How many block parameters are linked to an input (deleting it turns them back into numbers). */
export function inputUseCount(document: BuilderDocument, name: string): number {
  let count = 0;
  mapProperties(document, (value) => {
    if (isInputLink(value) && value.input === name) count += 1;
    return value;
  });
  return count;
}

/** Deletes an input; the properties linked to it keep its value as a plain number. */
export function deleteInput(document: BuilderDocument, name: string): BuilderDocument {
  const input = document.inputs.find((candidate) => candidate.name === name);
  if (!input) return document;
  const unlinked = mapProperties(document, (value) =>
    isInputLink(value) && value.input === name ? input.value : value,
  );
  return { ...unlinked, inputs: document.inputs.filter((candidate) => candidate.name !== name) };
}

/** Where a property sits: a tab, a row id, an element index and the property's name. */
export interface PropertyPlace {
  tab: LogicTab;
  row: number;
  index: number;
  property: string;
}

function withProperty(
  document: BuilderDocument,
  place: PropertyPlace,
  value: RowElementProperty,
): BuilderDocument {
  const key = place.tab === 'entry' ? 'entryLogicRows' : 'exitLogicRows';
  return {
    ...document,
    [key]: document[key].map((row) =>
      row.id !== place.row
        ? row
        : {
            ...row,
            elements: row.elements.map((element, index) =>
              index === place.index && !isDropZone(element)
                ? { ...element, properties: { ...element.properties, [place.property]: value } }
                : element,
            ),
          },
    ),
  };
}

/** Links a property to an input (the input must exist). */
export function linkProperty(
  document: BuilderDocument,
  place: PropertyPlace,
  input: string,
): BuilderDocument {
  if (!document.inputs.some((candidate) => candidate.name === input)) return document;
  return withProperty(document, place, { input });
}

/** Unlinks a property: it keeps the input's current value as a plain number. */
export function unlinkProperty(
  document: BuilderDocument,
  place: PropertyPlace,
  value: number,
): BuilderDocument {
  return withProperty(document, place, value);
}

/** "SMA" and "period" give "sma_period"; "Bollinger Bands" and "std dev" give "bollinger_bands_std_dev". */
export function snakeCase(...words: string[]): string {
  return words
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .join('_');
}

/**
 * An input name for a block's parameter (docs/builder.md, "Inputs"): the block and the parameter
 * in snake_case, "sma_period", then "sma_period_2", "sma_period_3"... for the next ones, so the
 * name says what it drives and can be typed as a command-line `--param`.
 */
export function parameterInputName(
  inputs: readonly StrategyInputDeclaration[],
  blockName: string,
  property: string,
): string {
  const base = snakeCase(blockName, property).slice(0, INPUT_LIMITS.nameLength - 4) || 'input';
  const taken = new Set(inputs.map((input) => input.name));
  if (!taken.has(base)) return base;
  for (let index = 2; ; index += 1) {
    const name = `${base}_${index}`;
    if (!taken.has(name)) return name;
  }
}

function elementAt(document: BuilderDocument, place: PropertyPlace): RowElement | undefined {
  const rows = place.tab === 'entry' ? document.entryLogicRows : document.exitLogicRows;
  return rows.find((row) => row.id === place.row)?.elements[place.index];
}

/** A new input named after the block and property, holding its value, with the property linked to it. */
export function linkToNewInput(
  document: BuilderDocument,
  place: PropertyPlace,
  value: number,
): BuilderDocument {
  const element = elementAt(document, place);
  const blockName = element && !isDropZone(element) ? element.name : '';
  const name = parameterInputName(document.inputs, blockName, place.property);
  const withInput = { ...document, inputs: [...document.inputs, { name, value }] };
  return linkProperty(withInput, place, name);
}
